/**
 * The upload page's heaviest work, measured once by the bench (scripts/bench.mjs): the
 * transcoder making the hero set from a 20 s 1080p source in the end-to-end tests' harness
 * (e2e/support/transcoder/), in the tests' headless Chromium, unthrottled. Its encoding runs in
 * a worker; what the operator feels is the longest task left on the page's main thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildHarness, harnessPath, routeHarness } from '../e2e/support/transcoder/harness-site.ts';
import { fullHdSource } from '../e2e/support/transcoder/sources.ts';
import { chromiumLaunchOptions } from '../test-support/chromium.ts';

/** The longest main-thread task (ms) while the harness transcodes the 20 s 1080p source. */
export async function transcoderLongestTaskMs() {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-transcoder-'));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await buildHarness(outDir);
    const page = await browser.newPage();
    await routeHarness(page, outDir);
    // Any https origin: the route answers it, and https makes the secure context WebCodecs needs.
    await page.goto(`https://transcoder.invalid${harnessPath}`);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    const report = await page.evaluate((source) => window.harness.transcode(source), fullHdSource);
    return report.longestMainThreadTaskMs;
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
