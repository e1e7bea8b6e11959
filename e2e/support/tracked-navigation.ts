import type { Locator, Page } from '@playwright/test';
import type { AnalyticsEvent, AnalyticsParams } from '../../src/lib/analytics';
import { eventParams } from '../../test-support/data-layer';
import { waitForIslands } from './fixtures';

const storageKey = 'e2e:data-layer-on-leave';

/**
 * Clicks a link to another page of the site, waits until it has navigated there, and returns
 * the `name` events that the page it left had in `window.dataLayer` (saved when it was hidden,
 * since a page's data layer goes away with it): a link that fires an event still navigates.
 * It clicks once the page has settled, when its click tracking has started.
 */
export async function followTrackedLink(
  page: Page,
  link: Locator,
  name: AnalyticsEvent,
): Promise<AnalyticsParams[]> {
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The link has no href');
  const target = new URL(href, page.url()).href;
  await waitForIslands(page);
  await page.evaluate((key) => {
    window.addEventListener('pagehide', () => {
      const entries = (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer;
      window.sessionStorage.setItem(key, JSON.stringify(entries.map((entry) => Array.from(entry))));
    });
  }, storageKey);
  await link.click();
  await page.waitForURL(target);
  const saved = await page.evaluate((key) => window.sessionStorage.getItem(key), storageKey);
  return eventParams<AnalyticsParams>(JSON.parse(saved ?? '[]') as unknown[][], name);
}
