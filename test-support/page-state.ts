/*
 * Functions that run in the page, in every layer's driver (serialised, so self-contained): the
 * moments the Web Vitals library reports at.
 */

/**
 * Resolves after the work queued so far for an idle moment (the library handles interaction
 * entries in an idle callback; a timeout where there is none), callbacks running in order.
 */
export const afterIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve),
  );

/**
 * The page hidden, as when the visitor switches tabs: the last metrics are reported then. A
 * headless browser never hides a page by itself, so the state is set and its event dispatched,
 * as the library's own tests do.
 */
export function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
