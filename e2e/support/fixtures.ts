import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Translate } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { locales, translatorFor } from '../../test-support/routes';
import { isLocal, stubFor } from '../../test-support/third-parties';

/**
 * `test` with every third-party request aborted (a test's own `page.route` takes precedence) and
 * the errors thrown in the page and not caught collected.
 */
export const test = base.extend<{ pageErrors: { uncaught: Error[] } }>({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !isLocal(url),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    const errors = { uncaught: [] as Error[] };
    page.on('pageerror', (error) => errors.uncaught.push(error));
    await use(errors);
  },
});

export { expect };

/** Answers third parties (those to `hosts` when given) with the stand-ins every layer shares. */
export async function answerThirdParties(page: Page, hosts?: RegExp) {
  await page.context().route(
    (url) => !isLocal(url) && (hosts?.test(url.hostname) ?? true) && stubFor(url) !== undefined,
    (route) => route.fulfill(stubFor(new URL(route.request().url()))),
  );
}

/** Declares the tests of `body` once per language, as `title (it)` and so on. */
export function forEachLanguage(
  title: string,
  body: (language: { locale: Locale; t: Translate }) => void,
) {
  for (const locale of locales) {
    test.describe(`${title} (${locale})`, () => body({ locale, t: translatorFor(locale) }));
  }
}

/**
 * Waits until the islands have hydrated (`client:visible` ones only when scrolled to) and the
 * page's behaviour runs (`data-behaviour="ready"`).
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() => {
    const hydrated = [...document.querySelectorAll('astro-island')].every(
      (island) => !island.hasAttribute('ssr') || island.getAttribute('client') === 'visible',
    );
    // Pages without the first-tap script's `data-js` (404.html, the upload page) have no page
    // behaviour either.
    const { js, behaviour } = document.documentElement.dataset;
    const behaviourStarted = js === undefined || behaviour === 'ready';
    return hydrated && behaviourStarted;
  });
}

/** Loads `url` and waits for its islands. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForIslands(page);
}

/** Waits two frames: an IntersectionObserver callback or a render React queued has run. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Runs a scroll (it must move the page) and waits for `scrollend`: every listener has run. */
export async function scrollAndSettle(page: Page, scroll: () => Promise<void>) {
  await page.evaluate(() => {
    const win = window as unknown as { scrollEnded?: Promise<void> };
    win.scrollEnded = new Promise((resolve) =>
      window.addEventListener('scrollend', () => resolve(), { once: true }),
    );
  });
  await scroll();
  await page.evaluate(() => (window as unknown as { scrollEnded?: Promise<void> }).scrollEnded);
}

/** The texts of the console messages of `type` the page logs from now on. */
export function consoleTexts(page: Page, type: 'error' | 'warning'): string[] {
  const texts: string[] = [];
  page.on('console', (message) => void (message.type() === type && texts.push(message.text())));
  return texts;
}

/** Collects the page's Content-Security-Policy violations from its first script on. */
export async function watchPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
}

/** The violations `watchPolicyViolations` collected in the current document. */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Holds the page's requests that match `url` until the returned function is called. */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Drops a small MP4 named `name` on `target`, as a drag from the desktop would. */
export async function dropVideo(page: Page, target: Locator, name: string) {
  const dataTransfer = await page.evaluateHandle((fileName) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['video'], fileName, { type: 'video/mp4' }));
    return transfer;
  }, name);
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Presses Tab `steps` times; names each step whose focused element lay under `cover`. */
export async function focusCovered(page: Page, cover: string, steps: number, ignore?: string) {
  const covered: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(
      ([coverSelector, ignored]) => {
        const focused = document.activeElement;
        const region = document.querySelector(coverSelector);
        if (!(focused instanceof HTMLElement) || focused === document.body || !region) return null;
        if (region.contains(focused) || (ignored && focused.closest(ignored))) return null;
        const a = focused.getBoundingClientRect();
        const b = region.getBoundingClientRect();
        const overlaps =
          a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
        return overlaps ? focused.outerHTML.slice(0, 80) : null;
      },
      [cover, ignore ?? ''] as const,
    );
    if (name) covered.push(`step ${step}: ${name}`);
  }
  return covered;
}

/** Waits for the page's first contentful paint. */
export const firstPaint = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );

/** Records the layout shifts of every document the page loads from now on. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { time: number; value: number }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push({ time: entry.startTime, value: (entry as LayoutShift).value });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The values of the layout shifts since `since`, a time of the page's `performance.now()`. */
export function layoutShiftsSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: { time: number; value: number }[] }).layoutShifts
        .filter((shift) => shift.time >= from)
        .map((shift) => shift.value),
    since,
  );
}

/** The page's clock. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

interface LayoutShift extends PerformanceEntry {
  value: number;
}
