import { declineConsentBeforehand } from './support/analytics-events';
import { expect, test } from './support/fixtures';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

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
