import { declineConsentBeforehand } from './support/analytics-events';
import { expect, forEachLanguage, test } from './support/fixtures';
import { localizePath } from '../test-support/routes';

/** The specification's gallery: twelve tiles (the typed list imports images, which Node cannot). */
const tileCount = 12;

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('gallery', ({ locale, t }) => {
  test('shows twelve captioned, described tiles', async ({ page, pageErrors }) => {
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
    const alts = await tiles
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
    expect(new Set(alts).size).toBe(tileCount);
    expect(alts.every((alt) => alt.length > 10)).toBe(true);
    await tiles.last().scrollIntoViewIfNeeded();
    await expect(tiles.last().getByRole('img')).toHaveJSProperty('complete', true);
    expect(pageErrors.uncaught).toEqual([]);
  });
});

test('on a phone, the first tile is the only image fetched at high priority', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Chrome raises on-screen images to high priority once laid out, unless told otherwise;
  // the CDP events carry the priority each request ends with.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const images = new Map<string, { url: string; priority: string }>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type === 'Image')
      images.set(requestId, { url: request.url, priority: request.initialPriority });
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const image = images.get(requestId);
    if (image) image.priority = newPriority;
  });
  await page.goto('/gallery');
  const tiles = page.getByRole('main').getByRole('figure');
  // The second row is on screen too: without the hint, its tiles would be raised.
  await expect(tiles.nth(3)).toBeInViewport();
  await expect(tiles.nth(3).getByRole('img')).toHaveJSProperty('complete', true);
  const firstTile = await tiles
    .first()
    .getByRole('img')
    .evaluate((image: HTMLImageElement) => image.currentSrc);
  const highPriority = [...images.values()]
    .filter(({ priority }) => priority === 'High' || priority === 'VeryHigh')
    .map(({ url }) => url);
  expect(highPriority).toEqual([firstTile]);
});
