/*
 * When the page's own scripts may start: after it has loaded and painted its largest content,
 * once the browser is idle. Until then the connection and the main thread belong to the first
 * paint; islands and page scripts are progressive enhancements of HTML that already works.
 */

/** Browsers that never report a largest paint (a tab opened in the background) go on after this. */
const paintTimeoutMs = 3000;
const idleTimeoutMs = 1000;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const largestPaintReported = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, paintTimeoutMs);
  });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
    else setTimeout(resolve, 0);
  });

let settled: Promise<void> | undefined;

/** Resolves once per page; every caller shares the same wait. */
export function pageSettled(): Promise<void> {
  settled ??= (async () => {
    await loaded();
    await largestPaintReported();
    // Two frames: the one that paints what `load` brought (an image) has been presented.
    await nextFrame();
    await nextFrame();
    await idle();
  })();
  return settled;
}
