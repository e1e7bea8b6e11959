import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForIslands } from './fixtures';
import { localizedRoutes } from './routes';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const urls = [...localizedRoutes.map((route) => route.url), '/upload-video', '/missing-page'];

test.describe('axe, light and dark theme', () => {
  for (const url of urls) {
    test(`${url} has no WCAG A/AA violation`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(url);
      await waitForIslands(page);
      // Both themes on the same page load: the theme follows the media query alone.
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(violations, colorScheme).toEqual([]);
      }
    });
  }
});

test.describe('axe on a phone with the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`mobile menu, ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/en/prenota');
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Open the menu' }).click();
      const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
