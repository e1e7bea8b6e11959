import { expect, test } from './fixtures';
import { localizePath, pages, useTranslations } from './routes';

test.use({ javaScriptEnabled: false });

test('navigation and language links work without JavaScript', async ({ page }) => {
  const t = useTranslations('en');
  await page.goto('/en');
  const nav = page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link', { name: t('nav.courts') }).click();
  await expect(page).toHaveURL(/\/en\/campi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('courts.title'));

  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/campi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu icon leads to the footer navigation with every page and language', async ({
    page,
  }) => {
    const t = useTranslations('it');
    await page.goto('/soci');
    await page.getByRole('link', { name: t('header.menuOpenAccessibleLabel') }).click();
    await expect(page).toHaveURL(/#footer-nav$/);
    const footerNav = page.locator('#footer-nav');
    for (const entry of pages) {
      await expect(
        footerNav.getByRole('link', { name: t(entry.navKey), exact: true }),
      ).toHaveAttribute('href', localizePath(entry.path, 'it'));
    }
    await footerNav.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/soci$/);
  });
});
