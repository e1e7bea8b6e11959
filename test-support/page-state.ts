/* In the page (serialised, so self-contained): the moments the Web Vitals library reports at. */

/** After the work queued for an idle moment, where the library handles interaction entries. */
export const afterIdle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve),
  );

/**
 * The page hidden, as when the visitor switches tabs: the last metrics are reported then. A
 * headless browser never hides a page itself, so the state is set, as the library's tests do.
 */
export function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}
