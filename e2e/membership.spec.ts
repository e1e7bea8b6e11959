import { fees } from '../src/data/prices';
import { site } from '../src/data/site';
import { formatDuration } from '../src/lib/duration';
import { formatEuro, formatPercent } from '../src/lib/format';
import { chatHref } from '../src/lib/links';
import { declineConsentBeforehand, trackedEvents } from './analytics-events';
import { expect, test, waitForIslands } from './fixtures';
import { locales, localizePath, useTranslations } from './routes';

test.beforeEach(async ({ page }) => {
  await declineConsentBeforehand(page);
});

for (const locale of locales) {
  test.describe(`membership page (${locale})`, () => {
    const t = useTranslations(locale);
    const url = localizePath('/soci', locale);

    test('shows the three info cards and every fee, with over-65 on request', async ({
      page,
      pageErrors,
    }) => {
      await page.goto(url);
      const info = page.getByRole('region', { name: t('membership.infoTitle') });
      await expect(info.getByRole('heading', { level: 3 })).toHaveText([
        t('membership.durationTitle'),
        t('membership.insuranceTitle'),
        t('membership.initiativesTitle'),
      ]);
      await expect(info).toContainText(
        t('membership.durationText', {
          duration: formatDuration(fees.registration.years, 'year', locale),
        }),
      );

      const table = page.getByRole('table', { name: t('membership.feesCaption') });
      await expect(table.getByRole('columnheader')).toHaveText([
        t('membership.feesItemColumn'),
        t('membership.feesAmountColumn'),
      ]);
      const rows = [
        [
          t('membership.feeRegistration'),
          t('membership.feeRegistrationDetail', {
            duration: formatDuration(fees.registration.years, 'year', locale),
          }),
          formatEuro(fees.registration.amount, locale),
        ],
        [
          t('membership.feeBookingApp'),
          t('membership.feeBookingAppDetail', {
            duration: formatDuration(fees.bookingApp.everyMonths, 'month', locale),
          }),
          formatEuro(fees.bookingApp.amount, locale),
        ],
        [
          t('membership.discountUnder18'),
          t('membership.discountUnder18Detail'),
          formatPercent(-fees.under18DiscountPercent, locale),
        ],
      ] as const;
      for (const [label, detail, amount] of rows) {
        const row = table.getByRole('row').filter({ hasText: label });
        await expect(row.getByRole('rowheader')).toHaveText(`${label}${detail}`);
        await expect(row.getByRole('cell')).toHaveText(amount);
        // On a phone the row stacks and each amount is labelled with its column (PriceTable).
        await expect(row.getByRole('cell')).toHaveAttribute(
          'data-label',
          t('membership.feesAmountColumn'),
        );
      }
      expect(formatEuro(fees.registration.amount, 'it')).toBe('10,00\u00a0€');
      expect(formatEuro(fees.bookingApp.amount, 'it')).toBe('5,00\u00a0€');

      const over65 = table.getByRole('row').filter({ hasText: t('membership.discountOver65') });
      await expect(over65.getByRole('cell')).toContainText(t('membership.onRequest'));
      await expect(over65.getByRole('cell')).not.toContainText(/\d/);
      await expect(over65.getByRole('link', { name: t('membership.askInChat') })).toHaveAttribute(
        'href',
        chatHref(t('membership.over65Message')),
      );

      const balls = table.getByRole('row').filter({ hasText: t('membership.balls') });
      await expect(balls.getByRole('cell')).toHaveText(t('membership.ballsIncluded'));
      expect(pageErrors.uncaught).toEqual([]);
    });

    test('both join-via-chat buttons open the chat asking to join and send join_membership', async ({
      page,
    }) => {
      await page.goto(url);
      await waitForIslands(page);
      const joins = page.getByRole('main').getByRole('link', { name: t('membership.joinCta') });
      await expect(joins).toHaveCount(2);
      const locations = ['membership_heading', 'membership_fees'];
      for (const [index, location] of locations.entries()) {
        const link = joins.nth(index);
        await expect(link).toHaveAttribute(
          'href',
          chatHref(t('membership.joinMessage', { name: site.name })),
        );
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const popup = page.waitForEvent('popup');
        await link.click();
        await (await popup).close();
        expect((await trackedEvents(page, 'join_membership')).at(-1)).toEqual({
          page_path: url,
          link_location: location,
        });
      }
      expect(await trackedEvents(page, 'join_membership')).toHaveLength(2);
    });

    test('the over-65 chat link sends whatsapp_click', async ({ page }) => {
      await page.goto(url);
      await waitForIslands(page);
      const link = page.getByRole('link', { name: t('membership.askInChat') });
      const popup = page.waitForEvent('popup');
      await link.click();
      await (await popup).close();
      expect(await trackedEvents(page, 'whatsapp_click')).toEqual([
        { page_path: url, link_location: 'membership_fees' },
      ]);
    });
  });
}
