import { test as base, expect, type Page } from '@playwright/test';

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
