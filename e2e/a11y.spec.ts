import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, policyViolations, test, visit, watchPolicyViolations } from './support/fixtures';
import { routes } from '../test-support/urls';
import { operatorPage } from './support/operator-page';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const urls = [...routes.map((route) => route.url), operatorPage.configured, '/missing-page'];

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const axeSource = readFileSync(axePath, 'utf8');
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  // Details of violations only: passes and inapplicable rules are not sent back.
  resultTypes: ['violations'],
  // The site has no frame of its own; third-party frames are blocked in tests.
  iframes: false,
};

/**
 * axe-core's WCAG violations in the page, one line per rule with the elements it names; axe is
 * put into the page once per document (not again per analysis, as `@axe-core/playwright` does).
 * Evaluating from the test is not subject to the page's CSP: the page keeps its real policy.
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe
        .run(document, options)
        .then((results) => results.violations),
    axeOptions,
  );
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const url of urls) {
  test(`${url} has no WCAG A/AA violation and no policy violation`, async ({ page }) => {
    await watchPolicyViolations(page);
    // A fresh load per theme: switching the theme on a loaded page leaves colours mid-change.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await visit(page, url);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await policyViolations(page), `${colorScheme}: CSP`).toEqual([]);
    }
  });
}

test('axe on a phone: the mobile menu open, light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await visit(page, '/en/prenota');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
});
