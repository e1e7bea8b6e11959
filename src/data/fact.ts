/**
 * A fact the centre has not given yet, named. The name is its entry in docs/content.md ("Facts
 * the centre should confirm"), its `data-on-request` mark in the page and the analytics location
 * of the chat link that asks for it.
 */
export interface OnRequest {
  readonly onRequest: string;
}

/** A fact from the centre, or `onRequest(name)` until the centre gives it. */
export type Fact<T> = T | OnRequest;

/**
 * Marks a fact as not given: every page that names it shows "on request" with the chat link
 * (`src/components/ui/FactOrAsk.astro`). Putting the value in its place is the whole change.
 * @example onRequest('pickleball_prices') => { onRequest: 'pickleball_prices' }
 */
export function onRequest(name: string): OnRequest {
  return { onRequest: name };
}

/**
 * Whether a value is a fact still on request.
 * @example isOnRequest(onRequest('package_validity')) => true
 * @example isOnRequest(25) => false
 */
export function isOnRequest(value: unknown): value is OnRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<OnRequest>).onRequest === 'string'
  );
}
