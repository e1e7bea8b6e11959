import { existsSync } from 'node:fs';

/**
 * The Chromium the tests and the benchmark drive: $CHROMIUM_PATH, else Debian's headless shell,
 * else Debian's full browser, else (undefined) the browser Playwright downloads itself on a laptop
 * with `npx playwright install`.
 *
 * The headless shell comes first because it is what Playwright itself runs headless: the same
 * renderer without the full browser's UI, whose work in the browser process competes with the
 * page for the CPU on a small machine and made Lighthouse's blocking time vary
 * (docs/performance.md).
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** Launch options for that Chromium: `executablePath` only when one was found. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumExecutable();
  return executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs };
}

/** Flags for a headless Chromium in a sandboxed machine with no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
