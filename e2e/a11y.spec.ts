import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForIslands } from './fixtures';
import { localizedRoutes } from './routes';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const urls = [...localizedRoutes.map((route) => route.url), '/upload-video', '/missing-page'];

/**
 * axe over the page for those levels, in legacy mode: axe runs in the page itself. The default
 * mode merges each frame's results in a blank page it opens for every analysis, which doubled
 * this suite's time, and the site has no frame of its own to merge (third-party frames are
 * blocked in tests).
 */
const axe = (page: Page) => new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();

test.describe('axe, light and dark theme', () => {
  for (const url of urls) {
    // Each page load also listens for Content-Security-Policy violations (security spec).
    test(`${url} has no WCAG A/AA violation and no policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { cspViolations: violations });
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
      // A fresh load per theme: switching the theme on a loaded page leaves colours mid-change.
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto(url);
        await waitForIslands(page);
        const results = await axe(page).analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(violations, colorScheme).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const policyViolations = await page.evaluate(
          () => (window as unknown as { cspViolations: string[] }).cspViolations,
        );
        expect(policyViolations, `${colorScheme}: CSP`).toEqual([]);
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
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      const results = await axe(page).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
