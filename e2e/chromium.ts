import { existsSync } from 'node:fs';

/**
 * The Chromium the tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * (undefined) the browser Playwright downloads itself on a laptop with `npx playwright install`.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
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
