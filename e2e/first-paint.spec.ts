import type { Locator } from '@playwright/test';
import { uploadPagePath } from '../src/data/pages';
import { expect, test, waitForIslands } from './fixtures';
import { localizedRoutes } from './routes';

/*
 * Nothing competes with a page's first paint: no font and no icon request at all, and no script
 * (islands hydrate with `client:idle` / `client:visible`, module scripts never block parsing).
 */

const pagesToCheck = [...localizedRoutes.map((route) => route.url), uploadPagePath];

for (const url of pagesToCheck) {
  test(`${url} paints while its scripts are held back, then hydrates`, async ({ page }) => {
    let releaseScripts = () => {};
    const held = new Promise<void>((resolve) => (releaseScripts = resolve));
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('paint')
        .some((entry) => entry.name === 'first-contentful-paint'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.filter((path) => /\.(woff2?|ttf|otf|webmanifest)$|favicon/.test(path))).toEqual(
      [],
    );
    releaseScripts();
    await waitForIslands(page);
    expect(requests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
  });
}

test('a page paints with its inlined CSS before the stylesheet arrives, then applies it', async ({
  page,
}) => {
  let releaseStylesheet = () => {};
  const held = new Promise<void>((resolve) => (releaseStylesheet = resolve));
  const stylesheets: string[] = [];
  await page.route('**/_astro/*.css', async (route) => {
    stylesheets.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/de/soci', { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  expect(stylesheets.length, 'the stylesheet was requested and is held').toBeGreaterThan(0);
  // The header's layout comes from the inlined rules alone.
  await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
  releaseStylesheet();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.media === 'all' && link.sheet !== null && link.sheet.cssRules.length > 0,
    ),
  );
});

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
