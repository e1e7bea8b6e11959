import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { vi } from 'vitest';
import { remote } from 'webdriverio';
import { locate, roleSelectors } from './in-page.ts';
import { engineSession, type PageLoadStrategy } from './session';

const onPath = (command: string) => {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
};

/** WebKitGTK: WebKitWebDriver and xvfb-run on PATH, and the MiniBrowser it launches. */
export function findWebKit() {
  const driver = onPath('WebKitWebDriver');
  const miniBrowser = [
    process.env.WEBKIT_MINIBROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ].find((path): path is string => path !== undefined && existsSync(path));
  if (!driver || !miniBrowser || !onPath('xvfb-run')) return undefined;
  return { driver, miniBrowser };
}

const stopDriver = (child: ChildProcess) => {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
};

/**
 * Starts MiniBrowser (WebKitGTK) through WebKitWebDriver, on its own X display (xvfb-run), and
 * WebdriverIO. Classic WebDriver has no request interception and no console access: the browser
 * sends HTTPS through `proxy` (the Supabase project's relay, engines/project-relay.ts, which
 * refuses every other host; set as the environment's proxy, which WebKitGTK follows: the driver's
 * `proxy` capability would make it speak TLS to the proxy itself), and errors are collected by a
 * probe installed after each load.
 */
export async function launchWebKit(
  install: NonNullable<ReturnType<typeof findWebKit>>,
  { origin, driverPort, proxy }: { origin: string; driverPort: number; proxy: string },
  pageLoad: PageLoadStrategy,
) {
  // Its own process group, so that stopping it also stops Xvfb and the browser.
  const driver = spawn('xvfb-run', ['-a', install.driver, `--port=${driverPort}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, https_proxy: proxy, no_proxy: '127.0.0.1,localhost' },
  });
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
  const status = `http://127.0.0.1:${driverPort}/status`;
  const browser = await vi
    .waitFor(async () => void (await fetch(status)), { timeout: 30_000, interval: 200 })
    // Creating a session sometimes hangs: give up after 30 s and try once more.
    .then(() =>
      remote({
        hostname: '127.0.0.1',
        port: driverPort,
        path: '/',
        logLevel: 'warn',
        connectionRetryTimeout: 30_000,
        connectionRetryCount: 1,
        capabilities,
      }),
    )
    .catch((error: unknown) => {
      stopDriver(driver);
      throw error;
    });

  return engineSession<WebdriverIO.Element>(
    {
      resize: ({ width, height }) => browser.setWindowSize(width, height),
      // Returns once the load event has fired, or at once under `none`.
      navigate: (url) => browser.url(url),
      evaluate: (fn, ...args) => browser.execute(fn as (...args: unknown[]) => never, ...args),
      async find(query) {
        const found = await browser.execute(locate, query, roleSelectors);
        return found && browser.$(found as unknown as WebdriverIO.Element).getElement();
      },
      typeInto: (element, text) => element.addValue(text),
      press: (key) => browser.keys(key),
      chooseFile: (selector, file) => browser.$(selector).addValue(file),
      driverProblems: [],
      close: () => browser.deleteSession().finally(() => stopDriver(driver)),
    },
    origin,
    pageLoad,
  );
}
