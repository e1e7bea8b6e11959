import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { installProbe, locate, readProblems } from './in-page.ts';
import type { EngineSession, PageLoadStrategy, Query, Viewport } from './session';
import { isLocal, stubFor } from '../test-support/third-parties.ts';
import { until, waitForElement } from './wait.ts';

/**
 * A request the page dropped (it navigated away, or removed the frame) before the answer went
 * out no longer exists in the browser; any other failure is real.
 */
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
  pageLoad: PageLoadStrategy = 'normal',
): Promise<EngineSession> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = await browser.newPage();
  const seen: string[] = [];
  const browserProblems: string[] = [];

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
  page.on('pageerror', (error) => browserProblems.push(`page error: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') browserProblems.push(`console: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(installProbe);

  const find = async (query: Query): Promise<ElementHandle<Element>> =>
    waitForElement(query, async () => {
      const handle = await page.evaluateHandle(locate, query);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    });

  return {
    async resize({ width, height }: Viewport) {
      await page.setViewport({ width, height });
    },
    async open(path) {
      // A page left mid-load reports its cut-short imports as it unloads: leave it for a blank
      // one first, so those reports land before the count for the new page starts.
      await page.goto('about:blank');
      seen.length = 0;
      browserProblems.length = 0;
      const url = new URL(path, origin).href;
      if (pageLoad === 'normal') return void (await page.goto(url, { waitUntil: 'load' }));
      // The load may never come while a test holds a resource back: nobody waits for it.
      void page.goto(url, { waitUntil: 'load', timeout: 0 }).catch(() => undefined);
      await until(`${url} is the page's document`, () =>
        page
          .evaluate(() => location.href)
          .then(
            (href) => href === url || null,
            () => null,
          ),
      );
    },
    evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
      return page.evaluate(fn as (...args: unknown[]) => Result, ...args) as Promise<
        Awaited<Result>
      >;
    },
    async isShown(query) {
      const handle = await page.evaluateHandle(locate, query);
      const shown = handle.asElement() !== null;
      await handle.dispose();
      return shown;
    },
    async click(query) {
      await (await find(query)).click();
    },
    async attribute(query, name) {
      return (await find(query)).evaluate(
        (element, attribute) => element.getAttribute(attribute),
        name,
      );
    },
    press: (key) => page.keyboard.press(key),
    async type(query, text) {
      await (await find(query)).type(text);
    },
    async chooseFile(selector, file) {
      const input = await page.$(selector);
      if (!input) throw new Error(`No file input matches ${selector}`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    async problems() {
      return [...(await page.evaluate(readProblems)), ...browserProblems];
    },
    thirdPartyRequests: () => [...seen],
    close: () => browser.close(),
  };
}
