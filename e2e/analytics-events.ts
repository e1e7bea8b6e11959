import type { Page } from '@playwright/test';
import type { AnalyticsEvent, AnalyticsParams } from '../src/lib/analytics';
import { consentStorageKey } from '../src/lib/consent';
import { waitForIslands } from './fixtures';

/**
 * The parameters of every `name` event in `window.dataLayer`, in order, once the page has settled
 * (its click tracking starts then). Entries are the `arguments` objects gtag pushes:
 * `['event', name, params]`.
 */
export async function trackedEvents(page: Page, name: AnalyticsEvent): Promise<AnalyticsParams[]> {
  await waitForIslands(page);
  const entries = await page.evaluate(() =>
    (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.map((entry) =>
      Array.from(entry),
    ),
  );
  return entries
    .filter((entry) => entry[0] === 'event' && entry[1] === name)
    .map((entry) => entry[2] as AnalyticsParams);
}

/**
 * Starts every page as a returning visitor who declined everything, so the consent banner does
 * not cover what the test clicks (the banner has its own tests).
 */
export async function declineConsentBeforehand(page: Page) {
  await page.addInitScript(
    ({ key, value }) => {
      // Init scripts run in every frame too; only the page itself keeps the choice.
      if (window === window.top) window.localStorage.setItem(key, value);
    },
    {
      key: consentStorageKey,
      value: JSON.stringify({ analytics: false, media: false, savedAt: Date.now() }),
    },
  );
}
