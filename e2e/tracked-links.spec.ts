import type { Page } from '@playwright/test';
import type { Translate, UiKey } from '../i18n';
import { site } from '../src/data/site';
import type { AnalyticsEvent, AnalyticsParams } from '../src/lib/analytics';
import {
  declineConsentBeforehand,
  expectNewTabTracked,
  followTrackedLink,
} from './support/analytics-events';
import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { chatAddress, directionsAddress, targetOf } from '../test-support/link-target';
import { publishedUrls } from '../test-support/urls';

/* The tracked links of every page, in page order: where each leads, and the one event it sends. */

type PageId = keyof typeof publishedUrls;
/** The chat, with the message of `key` when it fills one in. */
const chat = (message: UiKey | null = null) => ({ message });
/** A link's name, target (an address or the chat), event and, where it sends one, location. */
type NewTabLink = [UiKey, string | { message: UiKey | null }, AnalyticsEvent, string?];

const toNewTab: Partial<Record<PageId, NewTabLink[]>> = {
  home: [
    ['home.howAppIos', site.apps.ios, 'ios_download', 'how_to_book'],
    ['home.howAppAndroid', site.apps.android, 'android_download', 'how_to_book'],
    ['home.howContactCta', chat(), 'whatsapp_click', 'how_to_book'],
    ['social.instagram', site.social.instagram, 'instagram_click', 'follow_us'],
    ['social.facebook', site.social.facebook, 'facebook_click', 'follow_us'],
  ],
  booking: [
    ['booking.androidApp', site.apps.android, 'radical_app_click'],
    ['booking.iosApp', site.apps.ios, 'radical_ios_click'],
    ['booking.chatBooking', chat('booking.chatMessage'), 'whatsapp_booking'],
  ],
  lessons: [['lessons.ctaChat', chat('lessons.ctaChatMessage'), 'whatsapp_click', 'lessons_cta']],
  membership: [
    ['membership.joinCta', chat('membership.joinMessage'), 'join_membership', 'membership_heading'],
    ['membership.joinCta', chat('membership.joinMessage'), 'join_membership', 'membership_fees'],
    [
      'onRequest.ask',
      chat('membership.yearStartChatMessage'),
      'whatsapp_click',
      'membership_year_start',
    ],
    [
      'onRequest.ask',
      chat('membership.under18ChatMessage'),
      'whatsapp_click',
      'under18_discount_scope',
    ],
    ['onRequest.ask', chat('membership.over65Message'), 'whatsapp_click', 'over65_discount'],
  ],
  contacts: [['embed.directions', directionsAddress, 'directions_click']],
};

/** A link's name, event and location, and the page it leads to. */
type PageLink = [UiKey, AnalyticsEvent, string, PageId];

const toAnotherPage: Partial<Record<PageId, PageLink[]>> = {
  home: [
    ['home.bookNowCta', 'start_booking', 'hero', 'booking'],
    ['home.discoverCourtsCta', 'discover_courts', 'hero', 'courts'],
    ['home.howAvailabilityCta', 'start_booking', 'how_to_book', 'booking'],
    ['home.bookNowCta', 'start_booking', 'facilities', 'booking'],
  ],
  courts: [['courts.bookNowCta', 'start_booking', 'pickleball', 'booking']],
  lessons: [['lessons.ctaBooking', 'start_booking', 'lessons_cta', 'booking']],
};

/** The main content's link of `row`, the nth of its name as the rows of `rows` say. */
async function linkOf<Row extends [UiKey, ...unknown[]]>(
  page: Page,
  t: Translate,
  rows: Row[],
  row: Row,
) {
  const named = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${RegExp.escape(t(row[0]))}`) });
  const same = rows.filter(([name]) => name === row[0]);
  await expect(named).toHaveCount(same.length);
  return named.nth(same.indexOf(row));
}

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('tracked links', ({ locale, t }) => {
  for (const [id, links = []] of Object.entries(toNewTab) as [PageId, NewTabLink[]][]) {
    test(`on the ${id} page, each new tab opens its address and sends its event`, async ({
      page,
    }) => {
      const url = publishedUrls[id][locale];
      await visit(page, url);
      const sent: Partial<Record<AnalyticsEvent, AnalyticsParams[]>> = {};
      for (const row of links) {
        const [, target, event, location] = row;
        const link = await linkOf(page, t, links, row);
        expect(targetOf((await link.getAttribute('href')) ?? '')).toEqual(
          typeof target === 'string'
            ? targetOf(target)
            : {
                address: chatAddress,
                text: target.message && t(target.message, { name: site.name }),
              },
        );
        const params = { page_path: url, ...(location && { link_location: location }) };
        await expectNewTabTracked(page, link, event, params, sent[event]);
        sent[event] = [...(sent[event] ?? []), params];
      }
    });
  }

  test('each link to another page sends its event and still navigates', async ({ page }) => {
    for (const [id, links = []] of Object.entries(toAnotherPage) as [PageId, PageLink[]][]) {
      const url = publishedUrls[id][locale];
      for (const row of links) {
        const [, event, location, destination] = row;
        await page.goto(url);
        const link = await linkOf(page, t, links, row);
        expect(await followTrackedLink(page, link, event)).toEqual([
          { page_path: url, link_location: location },
        ]);
        expect(new URL(page.url()).pathname).toBe(publishedUrls[destination][locale]);
      }
    }
  });
});
