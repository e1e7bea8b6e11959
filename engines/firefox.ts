import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { installProbe, locate, roleSelectors } from './in-page.ts';
import { engineSession, type PageLoadStrategy } from './session';
import { isLocal, stubFor } from '../test-support/third-parties.ts';

/** Firefox: $FIREFOX_PATH, else Debian's firefox-esr. */
export const findFirefox = () =>
  [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr'].find(
    (path): path is string => path !== undefined && existsSync(path),
  );

/** A request the page dropped before its answer no longer exists; any other failure is real. */
function ignoreGoneRequest(error: unknown) {
  if (!String(error).includes('no such request')) throw error;
}

/**
 * Starts Firefox ESR headless and drives it over WebDriver BiDi (puppeteer-core needs no
 * browser download for that). Every third-party request is answered by `stubFor` or refused.
 */
export async function launchFirefox(
  executablePath: string,
  origin: string,
  pageLoad: PageLoadStrategy,
) {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = await browser.newPage();
  const seen: string[] = [];
  const problems: string[] = [];

  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isLocal(url)) return void request.continue().catch(ignoreGoneRequest);
    seen.push(url.href);
    const stub = stubFor(url);
    if (stub) return void request.respond(stub).catch(ignoreGoneRequest);
    return void request.abort('blockedbyclient').catch(ignoreGoneRequest);
  });
  // Over BiDi a CSP violation arrives as a page error, not as a console message.
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(installProbe);

  return engineSession<ElementHandle<Element>>(
    {
      resize: (viewport) => page.setViewport(viewport),
      async navigate(url) {
        // A page left mid-load reports its cut-short imports as it unloads: leave it for a blank
        // one first, so those reports land before the count for the new page starts.
        await page.goto('about:blank');
        seen.length = 0;
        problems.length = 0;
        if (pageLoad === 'normal') return void (await page.goto(url, { waitUntil: 'load' }));
        // The load may never come while a test holds a resource back: nobody waits for it.
        void page.goto(url, { waitUntil: 'load', timeout: 0 }).catch(() => undefined);
      },
      evaluate: (fn, ...args) => page.evaluate(fn as (...args: unknown[]) => never, ...args),
      async find(query) {
        const handle = await page.evaluateHandle(locate, query, roleSelectors);
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) await handle.dispose();
        return element;
      },
      typeInto: (element, text) => element.type(text),
      press: (key) => page.keyboard.press(key),
      async chooseFile(selector, file) {
        const input = await page.$(selector);
        if (!input) throw new Error(`No file input matches ${selector}`);
        await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
      },
      driverProblems: problems,
      thirdPartyRequests: seen,
      close: () => browser.close(),
    },
    origin,
    pageLoad,
  );
}
