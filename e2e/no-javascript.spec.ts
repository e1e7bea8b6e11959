import { publishedUrls } from '../test-support/urls';
import { expect, test } from './support/fixtures';
import { pages, translatorFor } from '../test-support/routes';

test.use({ javaScriptEnabled: false });

test('navigation and language links work without JavaScript', async ({ page }) => {
  const t = translatorFor('en');
  await page.goto('/en');
  const nav = page.getByRole('banner').getByRole('navigation');
  await nav.getByRole('link', { name: t('nav.courts') }).click();
  await expect(page).toHaveURL(/\/en\/campi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('courts.title'));

  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/campi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

// What the plain form sends is the same with scripts held back: e2e/first-tap.spec.ts.
test('the contact form says that it opens the chat with the message field', async ({ page }) => {
  const t = translatorFor('en');
  await page.goto('/en/contatti');
  const form = page.getByRole('region', { name: t('contacts.formHeading') });
  await expect(form.getByText(t('contacts.formNoScript'))).toBeVisible();
});

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes with the platform, and its links work', async ({ page }) => {
    const t = translatorFor('it');
    await page.goto('/soci');
    const button = page.getByRole('button', { name: t('header.menuAccessibleLabel') });
    const menu = page.locator('#mobile-menu');
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.click();
    for (const entry of pages) {
      await expect(menu.getByRole('link', { name: t(entry.navKey), exact: true })).toHaveAttribute(
        'href',
        publishedUrls[entry.id].it,
      );
    }
    await menu.getByRole('link', { name: t('nav.courts'), exact: true }).click();
    await expect(page).toHaveURL(/\/campi$/);
  });

  test('the map and Instagram placeholders offer their plain link, not a dead button', async ({
    page,
  }) => {
    for (const [path, loadKey, linkKey] of [
      ['/contatti', 'embed.mapLoad', 'embed.directions'],
      ['/', 'embed.instagramLoad', 'embed.instagramLink'],
    ] as const) {
      const t = translatorFor('it');
      await page.goto(path);
      await expect(page.getByRole('button', { name: t(loadKey) })).toBeHidden();
      const links = page.getByRole('link', { name: t(linkKey) });
      await expect(links.filter({ visible: true })).toHaveCount(1);
      const placeholder = page.locator('[data-media-placeholder]');
      await expect(placeholder.getByRole('link', { name: t(linkKey) })).toBeVisible();
      await expect(page.getByRole('button', { name: t('footer.cookiePreferences') })).toBeHidden();
    }
  });
});
