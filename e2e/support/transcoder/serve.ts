import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as base } from '../fixtures';
import type { Harness } from './harness';
import { buildHarness, harnessPath, routeHarness } from './harness-site';

/* The transcoder harness (./harness-site.ts) in the tests: built once per worker. */

/** `test` with `harnessDir`, the built harness. */
export const test = base.extend<object, { harnessDir: string }>({
  harnessDir: [
    // Playwright reads the fixtures a function needs from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outDir = mkdtempSync(join(tmpdir(), 'hero-transcoder-'));
      await buildHarness(outDir);
      await use(outDir);
      rmSync(outDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** Opens the harness in `page` (whose base URL is the test site). */
export async function openHarness(page: Page, outDir: string) {
  await routeHarness(page, outDir);
  await page.goto(harnessPath);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** Calls one of the harness's functions in `page`. */
export function callHarness<Name extends keyof Harness>(
  page: Page,
  name: Name,
  ...args: Parameters<Harness[Name]>
): Promise<Awaited<ReturnType<Harness[Name]>>> {
  return page.evaluate(
    ({ fn, values }) => {
      const harness = (window as unknown as { harness: Harness }).harness;
      return (harness[fn] as (...values: unknown[]) => unknown)(...values);
    },
    { fn: name, values: args },
  ) as Promise<Awaited<ReturnType<Harness[Name]>>>;
}
