import { expect, test } from './fixtures';
import { locales, localizePath, useTranslations } from './routes';

for (const locale of locales) {
  test(`unknown ${locale} path shows the 404 page in ${locale} and logs the path`, async ({
    page,
  }) => {
    const t = useTranslations(locale);
    const missing = localizePath('/pagina-che-non-esiste', locale);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const home = page.getByRole('link', { name: t('notFound.homeLink') });
    await expect(home).toHaveAttribute('href', localizePath('/', locale));
    expect(logged.some((text) => text.includes(missing))).toBe(true);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', locale)}$`));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page shows the Italian text and a home link', async ({ page }) => {
    const response = await page.goto('/non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      useTranslations('it')('notFound.title'),
    );
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
