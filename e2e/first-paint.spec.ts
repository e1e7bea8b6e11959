import type { Locator } from '@playwright/test';
import { uploadPagePath } from '../src/data/pages';
import { expect, test, waitForIslands } from './fixtures';
import { localizedRoutes } from './routes';

/*
 * Nothing competes with a page's first paint: no font and no icon request at all, and the islands
 * and the page's behaviour are requested only once the page has loaded and reported its largest
 * paint (content that appears later, such as the consent banner, may report a larger one).
 */

const pagesToCheck = [...localizedRoutes.map((route) => route.url), uploadPagePath];

for (const url of pagesToCheck) {
  test(`${url} requests its scripts only after loading and painting`, async ({ page }) => {
    await page.goto(url);
    await waitForIslands(page);
    const timing = await page.evaluate(async () => {
      // Largest paints are only reported to an observer, the earlier ones with `buffered`.
      const firstLargestPaint = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries()[0]?.startTime ?? Number.NaN),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        settledFrom: Math.max(
          firstLargestPaint,
          (navigation as PerformanceNavigationTiming).loadEventEnd,
        ),
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      };
    });
    expect(timing.settledFrom).toBeGreaterThan(0);
    const scripts = timing.requests.filter((request) => request.name.endsWith('.js'));
    expect(scripts.length, 'the islands were requested').toBeGreaterThan(0);
    expect(scripts.filter((request) => request.start < timing.settledFrom)).toEqual([]);
    const fontsAndIcons = timing.requests.filter((request) =>
      /\.(woff2?|ttf|otf|webmanifest)$|favicon/.test(request.name),
    );
    expect(fontsAndIcons).toEqual([]);
  });
}

test('the site downloads no web font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  for (const url of ['/', '/en/prenota', uploadPagePath]) {
    await page.goto(url);
    await waitForIslands(page);
  }
  expect(fonts).toEqual([]);
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
});

/** Whether the browser has rendered the element, rather than skipped it for `content-visibility`. */
const isRendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sections far below the first screen are rendered only as the visitor nears them', async ({
    page,
  }) => {
    await page.goto('/');
    const lastHeading = page.locator('main section h2').last();
    const rendered = () => isRendered(lastHeading);
    expect(await rendered()).toBe(false);
    await lastHeading.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(lastHeading).toBeInViewport();
  });

  // The End key aims at the end the page's heights give: the footer's must be its real one.
  test('the footer is rendered from the start, far below the first screen', async ({ page }) => {
    await page.goto('/');
    // The last section, nearer than the footer, is still skipped: the check can tell.
    expect(await isRendered(page.locator('main section h2').last())).toBe(false);
    expect(await isRendered(page.getByRole('contentinfo').getByRole('list').last())).toBe(true);
  });
});
