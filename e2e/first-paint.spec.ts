import type { Locator, Page } from '@playwright/test';
import { routesIn } from '../test-support/urls';
import { recordRequests } from './support/consent-helpers';
import {
  expect,
  firstPaint,
  holdRequests,
  layoutShiftsSince,
  nextFrames,
  pageNow,
  test,
  watchLayoutShifts,
} from './support/fixtures';

/* The stylesheet's part in the first paint (docs/performance.md); the scripts': first-tap.spec. */

/** Holds the site's stylesheet until the returned function is called. */
const holdStylesheet = (page: Page) => holdRequests(page, '**/_astro/*.css');

/** Waits until the site's stylesheet applies to the screen. */
const stylesheetApplied = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.sheet !== null && link.sheet.cssRules.length > 0,
    ),
  );

/** Whether the browser has rendered the element, rather than skipped it for `content-visibility`. */
const isRendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The top of the first section shows below the home page's hero on a phone: its band and its
  // `content-visibility` are in every page's inline stylesheet, so it stays where it is.
  for (const url of ['/', '/de']) {
    test(`it paints with its inlined CSS, and nothing moves when the stylesheet lands (${url})`, async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      const requests = recordRequests(page);
      const release = await holdStylesheet(page);
      // Not `domcontentloaded`: the parser waits at the stylesheet, last in the body.
      await page.goto(url, { waitUntil: 'commit' });
      await firstPaint(page);
      const held = requests.filter((request) => request.endsWith('.css'));
      expect(held, 'the stylesheet was requested and is held').not.toEqual([]);
      // The header's layout comes from the inlined rules alone.
      await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
      await expect(page.locator('#why-us')).toBeInViewport();
      const releasedAt = await pageNow(page);
      release();
      await stylesheetApplied(page);
      await nextFrames(page);
      const shifts = await layoutShiftsSince(page, releasedAt);
      const shifted = shifts.reduce((sum, value) => sum + value, 0);
      // Were either rule not inline, the first frame of the section's `content-visibility` would
      // be reported as a jump from the top of the page.
      expect(shifted).toBeLessThan(0.005);
    });
  }

  // German has the longest words: a row of links that widened the page before the stylesheet
  // landed would move the header and the chat button when it does.
  test('no page is wider than the phone before the stylesheet arrives', async ({ page }) => {
    const release = await holdStylesheet(page);
    const widths: string[] = [];
    for (const { url } of routesIn('de')) {
      await page.goto(url, { waitUntil: 'commit' });
      await page.getByRole('contentinfo').waitFor({ state: 'attached' });
      await firstPaint(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      widths.push(`${url} ${width}`);
    }
    release();
    const phoneWidth = page.viewportSize()?.width ?? 0;
    expect(widths).toEqual(routesIn('de').map(({ url }) => `${url} ${phoneWidth}`));
  });

  // The End key aims at the end the page's heights give: the footer's must be its real one.
  test('sections far below the first screen are rendered only as the visitor nears them; the footer at once', async ({
    page,
  }) => {
    await page.goto('/');
    const lastHeading = page.locator('main section h2').last();
    const rendered = () => isRendered(lastHeading);
    expect(await rendered()).toBe(false);
    expect(await isRendered(page.getByRole('contentinfo').getByRole('list').last())).toBe(true);
    await lastHeading.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(lastHeading).toBeInViewport();
  });
});
