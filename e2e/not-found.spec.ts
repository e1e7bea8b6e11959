import { consoleTexts, expect, forEachLanguage, test } from './support/fixtures';
import { localizePath } from '../test-support/routes';

// Status, language, heading and home link as served: tests/built/served.test.ts.
forEachLanguage('an unknown path', ({ locale, t }) => {
  test('logs the path; its home link leads home', async ({ page }) => {
    const missing = localizePath('/pagina-che-non-esiste', locale);
    const logged = consoleTexts(page, 'error');
    await page.goto(missing);
    expect(logged.some((text) => text.includes(missing))).toBe(true);
    await page.getByRole('link', { name: t('notFound.homeLink') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', locale)}$`));
  });
});
