import { declineConsentBeforehand, followTrackedLink } from './support/analytics-events';
import { expect, forEachLanguage, test } from './support/fixtures';
import { publishedUrls } from '../test-support/urls';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('courts page', ({ locale, t }) => {
  const url = publishedUrls.courts[locale];

  test('the book-now button leads to the booking page and sends start_booking', async ({
    page,
  }) => {
    await page.goto(url);
    const link = page
      .getByRole('region', { name: t('courts.pickleballTitle') })
      .getByRole('link', { name: t('courts.bookNowCta') });
    await expect(link).toHaveAttribute('href', publishedUrls.booking[locale]);
    expect(await followTrackedLink(page, link, 'start_booking')).toEqual([
      { page_path: url, link_location: 'pickleball' },
    ]);
  });
});
