/**
 * Full-page screenshots of built pages at 320, 390 and 1280 px, light and dark, for looking at
 * what we ship: `npm run screenshots -- [outDir] [path ...]`. Serves $DIST_DIR (default dist/)
 * through the Pages runtime on $SCREENSHOT_PORT (default 4399), and uses the Chromium the tests use.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../test-support/chromium.ts';
import { defaultLocale, locales } from '../i18n/locales.ts';
import { startPagesDev } from './pages-dev.mjs';

const [outDir = 'screenshots', ...paths] = process.argv.slice(2);
/** By default the home page in every language and the 404 page. */
const homePages = locales.map((locale) => (locale === defaultLocale ? '/' : `/${locale}`));
const targets = paths.length > 0 ? paths : [...homePages, '/missing'];

mkdirSync(outDir, { recursive: true });
const port = Number(process.env.SCREENSHOT_PORT ?? 4399);
const site = await startPagesDev({ dir: process.env.DIST_DIR ?? 'dist', port });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const colorScheme of ['light', 'dark']) {
  for (const width of [320, 390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    for (const path of targets) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      // A visitor's browser renders each section as it scrolls near; a full-page capture does
      // not scroll, so it would show the sections below the first screen empty.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('.page-section'))
          element.style.contentVisibility = 'visible';
      });
      const name = `${path.replace(/\//g, '_') || '_'}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
await site.stop();
