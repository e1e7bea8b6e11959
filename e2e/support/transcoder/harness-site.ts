import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';

/*
 * The transcoder harness as a page: built with Vite from this folder, and answered through a
 * route under whichever origin the page is on (a secure context, as WebCodecs needs). Used by
 * e2e/hero-transcoder.spec.ts and by the bench (scripts/bench-transcoder.mjs).
 */

export const harnessPath = '/__transcoder/';
const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

/** Builds the harness into `outDir`. */
export async function buildHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./', import.meta.url)),
    base: harnessPath,
    logLevel: 'warn',
    // The harness bundles all of Mediabunny's readers: no size to watch here.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
    worker: { format: 'es' },
  });
}

/** Answers `page`'s requests under the harness's path from the harness built in `outDir`. */
export async function routeHarness(page: Page, outDir: string): Promise<void> {
  await page.route(`**${harnessPath}**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(harnessPath.length) || 'index.html';
    return route.fulfill({
      contentType: mimeTypes[extname(path)] ?? 'application/octet-stream',
      body: readFileSync(join(outDir, path)),
    });
  });
}
