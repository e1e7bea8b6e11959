import { test as base, expect, type Page } from '@playwright/test';
import type { Translate } from '../i18n';
import type { Locale } from '../i18n/locales';
import { locales, useTranslations } from '../test-support/routes';

/** True for the local static host the tests run against. */
export function isLocalUrl(url: string | URL): boolean {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === 'data:' ||
    protocol === 'blob:' ||
    hostname === '127.0.0.1' ||
    hostname === 'localhost'
  );
}

/** Errors thrown in the page and not caught, collected per test. */
export interface PageErrors {
  uncaught: Error[];
}

/**
 * `test` with every third-party request aborted (tests never reach the internet; a test that
 * needs a third party answers it with its own `page.route`, which takes precedence) and
 * uncaught page errors collected.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !isLocalUrl(url),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    const errors: PageErrors = { uncaught: [] };
    page.on('pageerror', (error) => errors.uncaught.push(error));
    await use(errors);
  },
});

export { expect };

/** What the tests of one language get: the language and its translator. */
export interface Language {
  locale: Locale;
  t: Translate;
}

/**
 * Declares the tests of `body` once per language, as `title (it)`, `title (en)`, `title (de)`,
 * each with that language and its translator.
 */
export function forEachLanguage(title: string, body: (language: Language) => void) {
  for (const locale of locales) {
    test.describe(`${title} (${locale})`, () => body({ locale, t: useTranslations(locale) }));
  }
}

/**
 * Waits until the page has settled: its islands have hydrated (except `client:visible` ones,
 * which hydrate only when scrolled to, which a test does itself) and the page's own behaviour
 * runs (it turns the first-tap script's `data-js=""` into `data-js="ready"`).
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() => {
    const hydrated = [...document.querySelectorAll('astro-island')].every(
      (island) => !island.hasAttribute('ssr') || island.getAttribute('client') === 'visible',
    );
    // '' until the page's behaviour has started; pages without it (404.html) have no mark.
    const behaviourStarted = document.documentElement.dataset.js !== '';
    return hydrated && behaviourStarted;
  });
}

/**
 * Waits two frames. Work the page queued for after the current frame has run by then: an
 * IntersectionObserver callback, a render React scheduled for the next task.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Runs a scroll and waits for the page's `scrollend` event: every `scroll` listener has run for
 * it by then. The scroll must move the page, or `scrollend` never fires.
 */
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
