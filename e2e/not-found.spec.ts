import { consoleTexts, expect, test } from './support/fixtures';
import { translatorFor } from '../test-support/routes';

const cases = [
  { locale: 'it', missing: '/pagina-che-non-esiste', home: '/' },
  { locale: 'en', missing: '/en/pagina-che-non-esiste', home: '/en' },
  { locale: 'de', missing: '/de/pagina-che-non-esiste', home: '/de' },
] as const;

// Status, language, heading and home link as served: tests/built/not-found.test.ts.
for (const { locale, missing, home } of cases) {
  test(`unknown ${locale} path logs the path; its home link leads home`, async ({ page }) => {
    const logged = consoleTexts(page, 'error');
    await page.goto(missing);
    expect(logged.some((text) => text.includes(missing))).toBe(true);
    await page.getByRole('link', { name: translatorFor(locale)('notFound.homeLink') }).click();
    await expect(page).toHaveURL(new RegExp(`${home}$`));
  });
}
