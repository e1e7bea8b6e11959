import { expect, type Locator, type Page } from '@playwright/test';
import type { AnalyticsEvent, AnalyticsParams } from '../../src/lib/analytics';
import { consentPreset, declinedAll, storeConsent } from '../../test-support/consent';
import { dataLayerEntries, eventParams } from '../../test-support/data-layer';
import { waitForIslands } from './fixtures';

/** The parameters of every `name` event in `window.dataLayer`, once click tracking has started. */
export async function trackedEvents(page: Page, name: AnalyticsEvent): Promise<AnalyticsParams[]> {
  await waitForIslands(page);
  return eventParams<AnalyticsParams>(await page.evaluate(dataLayerEntries), name);
}

/**
 * Checks a link that opens a new tab (its `rel`: tests/built/links.test.ts): the `event`s sent
 * before the click (`earlier`, none by default), the tab, and exactly one more event, `params`.
 */
export async function expectNewTabTracked(
  page: Page,
  link: Locator,
  event: AnalyticsEvent,
  params: AnalyticsParams,
  earlier: AnalyticsParams[] = [],
) {
  expect(await trackedEvents(page, event)).toEqual(earlier);
  const popup = page.waitForEvent('popup');
  await link.click();
  await (await popup).close();
  expect(await trackedEvents(page, event)).toEqual([...earlier, params]);
}

/** Starts every page as a returning visitor who declined everything: no banner over the page. */
export async function declineConsentBeforehand(page: Page) {
  await page.addInitScript(storeConsent, consentPreset(declinedAll));
}

const savedLayerKey = 'e2e:data-layer-on-leave';

/**
 * Clicks a link to another page of the site, waits until it has navigated there, and returns
 * the `name` events of the page it left (saved as it was hidden, when its data layer goes away).
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
  }, savedLayerKey);
  await link.click();
  await page.waitForURL(target);
  const saved = await page.evaluate((key) => window.sessionStorage.getItem(key), savedLayerKey);
  return eventParams<AnalyticsParams>(JSON.parse(saved ?? '[]') as unknown[][], name);
}
