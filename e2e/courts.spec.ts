import { padelCourts, pickleballCourt } from '../src/data/courts';
import { declineConsentBeforehand, trackedEvents } from './analytics-events';
import { expect, test } from './fixtures';
import { locales, localizePath, useTranslations } from './routes';
import { followTrackedLink } from './tracked-navigation';

test.beforeEach(async ({ page }) => {
  await declineConsentBeforehand(page);
});

const size = { length: pickleballCourt.lengthMeters, width: pickleballCourt.widthMeters };

for (const locale of locales) {
  test.describe(`courts page (${locale})`, () => {
    const t = useTranslations(locale);
    const url = localizePath('/campi', locale);

    test('shows the four indoor courts, the pickleball court and the services', async ({
      page,
      pageErrors,
    }) => {
      await page.goto(url);
      const indoor = page.getByRole('region', { name: t('courts.indoorTitle') });
      await expect(indoor.getByRole('heading', { level: 3 })).toHaveText(
        padelCourts.map((court) => court.name),
      );
      await expect(indoor).toContainText(t('courts.indoorIntro'));

      const pickleball = page.getByRole('region', { name: t('courts.pickleballTitle') });
      await expect(pickleball).toContainText(t('courts.pickleballBadge'));
      await expect(pickleball).toContainText(t('courts.pickleballSetting'));
      await expect(pickleball.getByRole('heading', { level: 3 })).toHaveText([
        t('courts.pickleballCourtTitle'),
        t('courts.pickleballHoursTitle'),
        t('courts.pickleballEquipmentTitle'),
        t('courts.pickleballLevelsTitle'),
      ]);
      const diagram = pickleball.getByRole('figure');
      await expect(
        diagram.getByRole('img', { name: t('courts.pickleballDiagramAccessibleLabel', size) }),
      ).toBeVisible();
      await expect(diagram).toContainText(t('courts.pickleballSize', size));
      await expect(diagram).toContainText(t('courts.pickleballSurface'));
      expect(t('courts.pickleballSize', size)).toBe('20m x 13m');

      const services = page.getByRole('region', { name: t('courts.servicesTitle') });
      await expect(services.getByRole('heading', { level: 3 })).toHaveText([
        t('courts.serviceLockerTitle'),
        t('courts.serviceHeatingTitle'),
        t('courts.serviceBarTitle'),
      ]);
      expect(pageErrors.uncaught).toEqual([]);
    });

    test('sends one page_view on load', async ({ page }) => {
      await page.goto(url);
      await expect
        .poll(() => trackedEvents(page, 'page_view'))
        .toEqual([
          {
            page_path: url,
            page_title: await page.title(),
            language: locale,
          },
        ]);
    });

    test('the book-now button leads to the booking page and sends start_booking', async ({
      page,
    }) => {
      await page.goto(url);
      const link = page
        .getByRole('region', { name: t('courts.pickleballTitle') })
        .getByRole('link', { name: t('courts.bookNowCta') });
      await expect(link).toHaveAttribute('href', localizePath('/prenota', locale));
      expect(await followTrackedLink(page, link, 'start_booking')).toEqual([
        { page_path: url, link_location: 'pickleball' },
      ]);
    });
  });
}
