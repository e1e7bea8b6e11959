// Temporary (not committed): 320 px captures of the changed copy in place.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './e2e/chromium.ts';
import { startStaticHost } from './scripts/static-host.mjs';

const outDir = '/tmp/copy-shots';
mkdirSync(outDir, { recursive: true });
const port = 5101;
const server = await startStaticHost({ root: 'dist', port });
const browser = await chromium.launch(chromiumLaunchOptions());
const targets = [
  ['/prenota', ['#calendario', '#tariffe', '#regole']],
  ['/lezioni', ['#tipi', '#prezzi', '#pacchetti']],
  ['/campi', ['#pickleball']],
  ['/soci', ['main']],
  ['/', ['#facilities', 'main']],
];
for (const colorScheme of ['light', 'dark']) {
  const width = 320;
  const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
  await context.addCookies([]);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  for (const locale of ['it', 'en', 'de']) {
    for (const [path, selectors] of targets) {
      const url = `http://127.0.0.1:${port}${locale === 'it' ? '' : `/${locale}`}${path === '/' && locale !== 'it' ? '' : path}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('.page-section'))
          element.style.contentVisibility = 'visible';
        document.querySelector('[role="dialog"], dialog')?.remove();
      });
      for (const selector of selectors) {
        const element = page.locator(selector).first();
        if ((await element.count()) === 0) continue;
        const name = `${locale}${path.replace(/\//g, '_')}-${selector.replace(/[#]/g, '')}-${colorScheme}.png`;
        await element.screenshot({ path: `${outDir}/${name}` });
        console.log(name);
      }
    }
  }
  await context.close();
}
await browser.close();
server.close();
