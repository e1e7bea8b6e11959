import type { Page } from '@playwright/test';
import { webVitalEvents } from '../src/lib/analytics';
import { consentPreset, declinedAll, storeConsent } from '../test-support/consent';
import { dataLayer, recordRequests } from './support/consent-helpers';
import { answerThirdParties, expect, test, visit } from './support/fixtures';
import { analyticsHost } from '../test-support/third-parties';
import { afterIdle, hidePage } from '../test-support/page-state';

/* Real visitors' Web Vitals, sent after analytics consent only (docs/performance.md). */

/** The web-vitals module's requests (Vite names its chunk after the module). */
const webVitalsRequests = (urls: string[]) =>
  urls.filter((url) => /\/_astro\/web-vitals\.[\w-]+\.js$/.test(url));

/** The Web Vitals events in `dataLayer`, as `[name, params]`. */
async function vitalEvents(page: Page) {
  return (await dataLayer(page))
    .filter(
      (entry) => entry[0] === 'event' && (webVitalEvents as readonly unknown[]).includes(entry[1]),
    )
    .map((entry) => [entry[1], entry[2]] as [string, Record<string, unknown>]);
}

/** An interaction, timed after the next paint, then the page hidden: LCP, INP, CLS are sent. */
async function interactAndHide(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.evaluate(afterIdle);
  await page.evaluate(hidePage);
}

test('with analytics consent, every metric reaches dataLayer with its value, rating and page', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await answerThirdParties(page, analyticsHost);
  await page.addInitScript(storeConsent, consentPreset({ analytics: true, media: false }));
  await visit(page, '/en/prenota');
  // FCP and TTFB are final once the page has painted; wait for them before interacting, so the
  // interaction is one the library observes.
  await expect
    .poll(async () => (await vitalEvents(page)).map(([name]) => name))
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  await interactAndHide(page);
  await expect
    .poll(async () => new Set((await vitalEvents(page)).map(([name]) => name)))
    .toEqual(new Set(webVitalEvents));

  for (const [, params] of await vitalEvents(page)) {
    expect(params).toMatchObject({
      value: expect.any(Number),
      metric_value: expect.any(Number),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      page_template: '/prenota',
      language: 'en',
    });
  }
  const events = new Map(await vitalEvents(page));
  expect(events.get('LCP')?.debug_target, 'LCP names its element').toEqual(expect.any(String));
  expect(events.get('INP')?.debug_target, 'INP names its target').toMatch(/h1/);
  expect(webVitalsRequests(requests)).toHaveLength(1);
});

test('without analytics consent, nothing is sent and the module is never requested', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.addInitScript(storeConsent, consentPreset(declinedAll));
  await visit(page, '/en/prenota');
  await interactAndHide(page);
  // The consent update is the last thing a declined choice adds: everything is in by then.
  await expect
    .poll(async () =>
      (await dataLayer(page)).some((entry) => entry[0] === 'consent' && entry[1] === 'update'),
    )
    .toBe(true);
  expect(await vitalEvents(page)).toEqual([]);
  expect(webVitalsRequests(requests)).toEqual([]);
});
