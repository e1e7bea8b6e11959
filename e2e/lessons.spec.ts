import { publishedUrls } from '../test-support/urls';
import { declineConsentBeforehand } from './support/analytics-events';
import { expect, forEachLanguage, test } from './support/fixtures';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('lessons page', ({ locale }) => {
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
});
