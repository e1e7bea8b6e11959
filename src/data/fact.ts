/**
 * What a missing fact is, which decides how pages word it: a price reads "price on request"; a
 * rule, a scope or any other fact invites the visitor to ask (docs/decisions.md).
 */
export type OnRequestKind = 'price' | 'rule';

/**
 * A fact the centre has not given yet, named. The name is its entry in docs/content.md ("Facts
 * the centre should confirm"), its `data-on-request` mark in the page and the analytics location
 * of the chat link that asks for it.
 */
export interface OnRequest<Kind extends OnRequestKind = OnRequestKind> {
  readonly onRequest: string;
  readonly kind: Kind;
}

/** A price from the centre (an amount, a list of rates), or "price on request". */
export type Price<T> = T | OnRequest<'price'>;

/** A rule, a scope or another fact from the centre, or an invitation to ask. */
export type Rule<T> = T | OnRequest<'rule'>;

/**
 * Marks a price as not given: every page that names it shows "price on request" with the chat
 * link (`src/components/ui/FactOrAsk.astro`). Putting the value in its place is the whole change.
 * @example priceOnRequest('pickleball_prices') => { onRequest: 'pickleball_prices', kind: 'price' }
 */
export function priceOnRequest(name: string): OnRequest<'price'> {
  return { onRequest: name, kind: 'price' };
}

/**
 * Marks a rule or another fact as not given: every page that names it invites the visitor to
 * ask, with the chat link. Putting the value in its place is the whole change.
 * @example askUs('package_validity') => { onRequest: 'package_validity', kind: 'rule' }
 */
export function askUs(name: string): OnRequest<'rule'> {
  return { onRequest: name, kind: 'rule' };
}

/**
 * Whether a value is a fact still on request.
 * @example isOnRequest(askUs('package_validity')) => true
 * @example isOnRequest(25) => false
 */
export function isOnRequest(value: unknown): value is OnRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { onRequest, kind } = value as Partial<OnRequest>;
  return typeof onRequest === 'string' && (kind === 'price' || kind === 'rule');
}
