import { expect, test } from './fixtures';
import { localizedRoutes, useTranslations } from './routes';

test.describe('every page in every language', () => {
  for (const { locale, page, url } of localizedRoutes) {
    test(`${url} answers 200 in ${locale} with its title and heading`, async ({ page: tab }) => {
      const t = useTranslations(locale);
      const response = await tab.goto(url);
      expect(response?.status()).toBe(200);
      await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      await expect(tab).toHaveTitle(new RegExp(t(`${page.id}.metaTitle`)));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(t(`${page.id}.title`));
      await expect(tab.getByRole('banner')).toBeVisible();
      await expect(tab.getByRole('main')).toBeVisible();
      await expect(tab.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the upload page exists only without prefix', async ({ page }) => {
    expect((await page.goto('/upload-video'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    expect((await page.goto('/en/upload-video'))?.status()).toBe(404);
    expect((await page.goto('/de/upload-video'))?.status()).toBe(404);
  });

  test('pages are served at clean URLs without redirects', async ({ request }) => {
    for (const { url } of localizedRoutes) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
  });
});
