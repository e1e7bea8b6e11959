import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { installProbe, locate, readProblems } from './in-page.ts';
import type { EngineSession, PageLoadStrategy, Query, Viewport } from './session';
import { until, waitForElement } from './wait.ts';

/** How WebDriver marks an element in a script's result. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = Record<typeof elementKey, string>;

const isElementReference = (value: unknown): value is ElementReference =>
  typeof value === 'object' && value !== null && elementKey in value;

/** Where the site is, the port the driver listens on, the proxy its browser sends HTTPS through. */
export interface WebKitSetup {
  origin: string;
  driverPort: number;
  proxy: string;
}

/** Where the WebKitGTK driver and its browser are (Debian's webkit2gtk-driver package). */
export interface WebKitInstall {
  driver: string;
  miniBrowser: string;
}

/**
 * Starts WebKitWebDriver on its own X display (xvfb-run) and waits until it answers. The browser
 * it starts sends HTTPS through `proxy` (the environment's proxy, which WebKitGTK follows;
 * the driver's `proxy` capability would make it speak TLS to the proxy itself), the site direct.
 */
async function startDriver(driver: string, port: number, proxy: string): Promise<ChildProcess> {
  // Its own process group, so that stopping it also stops Xvfb and the browser.
  const child = spawn('xvfb-run', ['-a', driver, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, https_proxy: proxy, no_proxy: '127.0.0.1,localhost' },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    if (Date.now() > deadline) {
      stopDriver(child);
      throw new Error(`WebKitWebDriver did not answer on port ${port} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopDriver(child: ChildProcess) {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

/**
 * Starts MiniBrowser (WebKitGTK) through WebKitWebDriver and WebdriverIO. Classic WebDriver has
 * no request interception and no console access: HTTPS goes through `proxy` (the Supabase
 * project's relay, engines/project-relay.ts, which refuses every other host), and errors are
 * collected by a probe installed after each load.
 */
export async function launchWebKit(
  install: WebKitInstall,
  { origin, driverPort, proxy }: WebKitSetup,
  pageLoad: PageLoadStrategy = 'normal',
): Promise<EngineSession> {
  const driver = await startDriver(install.driver, driverPort, proxy);
  // WebKitGTK's own capability is unknown to WebdriverIO's types, hence no literal in the call.
  const capabilities = {
    browserName: 'MiniBrowser',
    pageLoadStrategy: pageLoad,
    // The relay's certificate for the project's host is made for the run.
    acceptInsecureCerts: true,
    'webkitgtk:browserOptions': { binary: install.miniBrowser, args: ['--automation'] },
    // The driver speaks classic WebDriver only; without this WebdriverIO 9 asks for BiDi
    // and the driver answers "Failed to match capabilities".
    'wdio:enforceWebDriverClassic': true,
  };
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    path: '/',
    logLevel: 'warn',
    // Creating a session sometimes hangs: give up after 30 s and try once more.
    connectionRetryTimeout: 30_000,
    connectionRetryCount: 1,
    capabilities,
  }).catch((error: unknown) => {
    stopDriver(driver);
    throw error;
  });

  const locateNow = async (query: Query) => {
    const found: unknown = await browser.execute(locate, query);
    return isElementReference(found) ? found : null;
  };
  const find = async (query: Query) =>
    browser.$(await waitForElement(query, () => locateNow(query)));
  /**
   * The driver scrolls an element into view before clicking, but the site's smooth scrolling
   * makes that an animation, and the driver then finds the element still out of view.
   */
  const reveal = async (query: Query) => {
    const element = await find(query);
    await browser.execute(
      (target: Element) => target.scrollIntoView({ block: 'center', behavior: 'instant' }),
      element as unknown as Element,
    );
    return element;
  };

  return {
    async resize({ width, height }: Viewport) {
      await browser.setWindowSize(width, height);
    },
    async open(path) {
      const url = new URL(path, origin).href;
      // Navigation returns once the load event has fired, or at once under `none`.
      await browser.url(url);
      if (pageLoad === 'none') {
        await until(`${url} is the page's document`, async () =>
          (await browser.execute(() => location.href)) === url ? true : null,
        );
      }
      await browser.execute(installProbe);
    },
    evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
      return browser.execute(fn as (...args: unknown[]) => Result, ...args) as Promise<
        Awaited<Result>
      >;
    },
    isShown: async (query) => (await locateNow(query)) !== null,
    async click(query) {
      await (await reveal(query)).click();
    },
    // The driver's own Get Element Attribute answers `href` with the resolved URL.
    attribute: async (query, name) =>
      browser.execute(
        (target: Element, attribute: string) => target.getAttribute(attribute),
        (await find(query)) as unknown as Element,
        name,
      ),
    press: (key) => browser.keys(key),
    async type(query, text) {
      await (await reveal(query)).addValue(text);
    },
    async chooseFile(selector, file) {
      await browser.$(selector).addValue(file);
    },
    problems: () => browser.execute(readProblems),
    thirdPartyRequests: () => undefined,
    async close() {
      await browser.deleteSession().finally(() => stopDriver(driver));
    },
  };
}
