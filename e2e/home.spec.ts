import { site } from '../src/data/site';
import { publishedUrls } from '../test-support/urls';
import {
  declineConsentBeforehand,
  expectNewTabTracked,
  followTrackedLink,
} from './support/analytics-events';
import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { chatAddress } from '../test-support/link-target';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('home page', ({ locale, t }) => {
  const url = publishedUrls.home[locale];

  test('book-now and discover-courts buttons send their events and still navigate', async ({
    page,
  }) => {
    const links = [
      ['home.title', t('home.bookNowCta'), 'start_booking', 'hero'],
      ['home.title', t('home.discoverCourtsCta'), 'discover_courts', 'hero'],
      ['home.howTitle', t('home.howAvailabilityCta'), 'start_booking', 'how_to_book'],
      ['home.facilitiesTitle', t('home.bookNowCta'), 'start_booking', 'facilities'],
    ] as const;
    for (const [region, label, event, location] of links) {
      await page.goto(url);
      const link = page.getByRole('region', { name: t(region) }).getByRole('link', { name: label });
      expect(await followTrackedLink(page, link, event)).toEqual([
        { page_path: url, link_location: location },
      ]);
    }
  });

  test('app, chat and social buttons open a new tab and send their events', async ({ page }) => {
    await visit(page, url);
    const [how, follow] = ['home.howTitle', 'home.followTitle'] as const;
    const links = [
      [how, t('home.howAppIos'), site.apps.ios, 'ios_download', 'how_to_book'],
      [how, t('home.howAppAndroid'), site.apps.android, 'android_download', 'how_to_book'],
      [how, t('home.howContactCta'), chatAddress, 'whatsapp_click', 'how_to_book'],
      [follow, t('social.instagram'), site.social.instagram, 'instagram_click', 'follow_us'],
      [follow, t('social.facebook'), site.social.facebook, 'facebook_click', 'follow_us'],
    ] as const;
    for (const [region, label, href, event, location] of links) {
      const link = page.getByRole('region', { name: t(region) }).getByRole('link', { name: label });
      await expect(link).toHaveAttribute('href', href);
      await expectNewTabTracked(page, link, event, { page_path: url, link_location: location });
    }
  });
});
