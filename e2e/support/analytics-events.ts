import { expect, type Locator, type Page } from '@playwright/test';
import type { AnalyticsEvent, AnalyticsParams } from '../../src/lib/analytics';
import { consentPreset, declinedAll, storeConsent } from '../../test-support/consent';
import { dataLayerEntries, eventParams } from '../../test-support/data-layer';
import { waitForIslands } from './fixtures';

/**
 * The parameters of every `name` event in `window.dataLayer`, in order, once the page has settled
 * (its click tracking starts then). Entries are the `arguments` objects gtag pushes:
 * `['event', name, params]`.
 */
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

/**
 * Starts every page as a returning visitor who declined everything, so the consent banner does
 * not cover what the test clicks (the banner has its own tests).
 */
export async function declineConsentBeforehand(page: Page) {
  await page.addInitScript(storeConsent, consentPreset(declinedAll));
}
