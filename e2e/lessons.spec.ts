import { intlLocales } from '../i18n/locales';
import { lessonPackages, lessonRates, lessonTimes } from '../src/data/prices';
import { lessonRateKeys } from '../src/components/sections/lessons/lessonRateKeys';
import { formatEuro, formatPercent } from '../src/lib/format';
import { chatHref } from '../src/lib/links';
import { declineConsentBeforehand, trackedEvents } from './analytics-events';
import { expect, test, waitForIslands } from './fixtures';
import { locales, localizePath, useTranslations } from './routes';

test.beforeEach(async ({ page }) => {
  await declineConsentBeforehand(page);
});

for (const locale of locales) {
  test.describe(`lessons page (${locale})`, () => {
    const t = useTranslations(locale);
    const url = localizePath('/lezioni', locale);

    test('the heading sits on a local, responsive AVIF/WebP picture', async ({ page }) => {
      await page.goto(url);
      const band = page.locator('div').filter({ has: page.getByRole('heading', { level: 1 }) });
      const picture = band.locator('picture').first();
      await expect(picture.locator('source')).toHaveAttribute('type', 'image/avif');
      await expect(picture.locator('source')).toHaveAttribute('srcset', /^\/_astro\/.+\.avif \d+w/);
      const image = picture.locator('img');
      await expect(image).toHaveAttribute('srcset', /^\/_astro\/.+\.webp \d+w/);
      await expect(image).toHaveAttribute('alt', '');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\/_astro\/.+\.avif$/);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });

    test('shows the four reasons and both lesson types with three points each', async ({
      page,
    }) => {
      await page.goto(url);
      for (const key of [
        'lessons.instructorsTitle',
        'lessons.personalTitle',
        'lessons.levelsTitle',
        'lessons.scheduleTitle',
      ] as const) {
        await expect(page.getByRole('heading', { level: 3, name: t(key) })).toBeVisible();
      }
      for (const type of ['individual', 'group'] as const) {
        const card = page.getByRole('article').filter({
          has: page.getByRole('heading', { name: t(`lessons.${type}Title`) }),
        });
        await expect(card.getByRole('listitem')).toHaveText([
          t(`lessons.${type}Point1`),
          t(`lessons.${type}Point2`),
          t(`lessons.${type}Point3`),
        ]);
      }
    });

    test('lists every lesson price by day and evening, per person where it applies', async ({
      page,
    }) => {
      await page.goto(url);
      const table = page.getByRole('table', { name: t('lessons.pricesCaption') });
      const range = (from: string, to: string) => t('hours.range', { opens: from, closes: to });
      await expect(table.getByRole('columnheader')).toHaveText([
        t('lessons.lessonColumn'),
        t('lessons.dayColumn', { range: range(lessonTimes.day.from, lessonTimes.day.to) }),
        t('lessons.eveningColumn', { from: lessonTimes.evening.from }),
      ]);
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(lessonRates.length + 1);
      for (const [index, rate] of lessonRates.entries()) {
        const row = rows.nth(index + 1);
        const name = t(lessonRateKeys[rate.id], { minutes: rate.minutes });
        await expect(row.getByRole('rowheader')).toHaveText(
          rate.perPerson ? `${name} ${t('lessons.perPerson')}` : name,
        );
        await expect(row.getByRole('cell')).toHaveText([
          formatEuro(rate.day, locale),
          formatEuro(rate.evening, locale),
        ]);
      }
      const slots = new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(
        lessonTimes.daySlots.map((slot) => range(slot.from, slot.to)),
      );
      await expect(page.getByText(t('lessons.daySlots', { slots }))).toBeVisible();
    });

    test('shows the three packages with prices, savings and conditions', async ({ page }) => {
      await page.goto(url);
      for (const entry of lessonPackages) {
        const card = page.getByRole('article').filter({
          has: page.getByRole('heading', {
            name: t('lessons.packageTitle', { count: entry.lessons }),
            exact: true,
          }),
        });
        await expect(card).toContainText(formatEuro(entry.price, locale));
        await expect(card).toContainText(
          t('lessons.packageSaving', { percent: formatPercent(entry.savingPercent, locale) }),
        );
        if ('twoPeople' in entry) {
          await expect(card).toContainText(
            t('lessons.packageTwoPeople', {
              price: formatEuro(entry.twoPeople.pricePerPerson, locale),
            }),
          );
          await expect(card).toContainText(
            t('lessons.packageTwoPeopleSaving', {
              percent: formatPercent(entry.twoPeople.savingPercent, locale),
            }),
          );
        }
        if ('restrictedHours' in entry) {
          await expect(card).toContainText(t('lessons.packageRestricted'));
        }
      }
    });

    test('the call to action books a lesson in the chat or leads to the booking page', async ({
      page,
    }) => {
      await page.goto(url);
      await waitForIslands(page);
      const chat = page.getByRole('link', { name: t('lessons.ctaChat') });
      await expect(chat).toHaveAttribute('href', chatHref(t('lessons.ctaChatMessage')));
      const popup = page.waitForEvent('popup');
      await chat.click();
      await (await popup).close();
      expect(await trackedEvents(page, 'whatsapp_click')).toEqual([
        { page_path: url, link_location: 'lessons_cta' },
      ]);
      await page.getByRole('link', { name: t('lessons.ctaBooking') }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath('/prenota', locale)}$`));
    });
  });
}
