import { publishedUrls } from '../test-support/urls';
import { declineConsentBeforehand, expectNewTabTracked } from './support/analytics-events';
import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { chatAddress, linkTarget } from '../test-support/link-target';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('lessons page', ({ locale, t }) => {
  const url = publishedUrls.lessons[locale];

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

  test('the call to action books a lesson in the chat or leads to the booking page', async ({
    page,
  }) => {
    await visit(page, url);
    const chat = page.getByRole('link', { name: t('lessons.ctaChat') });
    expect(await linkTarget(chat)).toEqual({
      address: chatAddress,
      text: t('lessons.ctaChatMessage'),
    });
    const params = { page_path: url, link_location: 'lessons_cta' };
    await expectNewTabTracked(page, chat, 'whatsapp_click', params);
    await page.getByRole('link', { name: t('lessons.ctaBooking') }).click();
    await expect(page).toHaveURL(new RegExp(`${publishedUrls.booking[locale]}$`));
  });
});
