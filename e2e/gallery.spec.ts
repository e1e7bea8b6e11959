import { declineConsentBeforehand } from './analytics-events';
import { expect, test } from './fixtures';
import { locales, localizePath, useTranslations } from './routes';

/** The specification's gallery: twelve tiles (the typed list imports images, which Node cannot). */
const tileCount = 12;
/** Only the first tile (the largest paint) loads at once; the rest are lazy. */
const eagerTiles = 1;

test.beforeEach(async ({ page }) => {
  await declineConsentBeforehand(page);
});

for (const locale of locales) {
  test(`the gallery shows twelve captioned, described tiles (${locale})`, async ({
    page,
    pageErrors,
  }) => {
    const t = useTranslations(locale);
    await page.goto(localizePath('/gallery', locale));
    const tiles = page.getByRole('main').getByRole('figure');
    await expect(tiles).toHaveCount(tileCount);
    await expect(tiles.locator('figcaption')).toHaveText(
      Array.from({ length: tileCount }, (_, index) =>
        t('gallery.photoTitle', { number: index + 1 }),
      ),
    );
    await expect(tiles.first().locator('figcaption')).toHaveText(
      { it: 'Foto 1', en: 'Photo 1', de: 'Foto 1' }[locale],
    );
    const descriptions = new Set<string>();
    for (let index = 0; index < tileCount; index += 1) {
      const image = tiles.nth(index).getByRole('img');
      descriptions.add((await image.getAttribute('alt')) ?? '');
      await expect(image).toHaveAttribute('loading', index < eagerTiles ? 'eager' : 'lazy');
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(tiles.nth(index).locator('source[type="image/avif"]')).toHaveCount(1);
    }
    await expect(tiles.first().getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    expect(descriptions.size).toBe(tileCount);
    expect([...descriptions].every((alt) => alt.length > 10)).toBe(true);
    await tiles.last().scrollIntoViewIfNeeded();
    await expect(tiles.last().getByRole('img')).toHaveJSProperty('complete', true);
    expect(pageErrors.uncaught).toEqual([]);
  });
}
