import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { expect, test as base } from '../fixtures';
import type { Harness } from './harness';

/*
 * The transcoder harness, built with Vite from this folder (so the page stays beside its
 * server) once per worker, and served through a route under the test site's origin: a secure
 * context, as WebCodecs needs, and no page of the site.
 */

const harnessPath = '/__transcoder/';
const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

/** `test` with `harnessDir`, the built harness. */
export const test = base.extend<object, { harnessDir: string }>({
  harnessDir: [
    // Playwright reads the fixtures a function needs from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outDir = mkdtempSync(join(tmpdir(), 'hero-transcoder-'));
      await build({
        configFile: false,
        root: fileURLToPath(new URL('./', import.meta.url)),
        base: harnessPath,
        logLevel: 'warn',
        // The harness bundles all of Mediabunny's readers: no size to watch here.
        build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
        worker: { format: 'es' },
      });
      await use(outDir);
      rmSync(outDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** Opens the harness in `page` (whose base URL is the test site). */
export async function openHarness(page: Page, outDir: string) {
  await page.route(`**${harnessPath}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(harnessPath.length) || 'index.html';
    return route.fulfill({
      contentType: mimeTypes[extname(path)] ?? 'application/octet-stream',
      body: readFileSync(join(outDir, path)),
    });
  });
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
