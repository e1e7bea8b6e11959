import { consoleTexts, expect, test } from './support/fixtures';
import { useTranslations } from '../test-support/routes';

const cases = [
  { locale: 'it', missing: '/pagina-che-non-esiste', home: '/' },
  { locale: 'en', missing: '/en/pagina-che-non-esiste', home: '/en' },
  { locale: 'de', missing: '/de/pagina-che-non-esiste', home: '/de' },
] as const;

for (const { locale, missing, home: homeHref } of cases) {
  test(`unknown ${locale} path shows the 404 page in ${locale} and logs the path`, async ({
    page,
  }) => {
    const t = useTranslations(locale);
    const logged = consoleTexts(page, 'error');
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const home = page.getByRole('link', { name: t('notFound.homeLink') });
    await expect(home).toHaveAttribute('href', homeHref);
    expect(logged.some((text) => text.includes(missing))).toBe(true);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${homeHref}$`));
  });
}
