import { existsSync } from 'node:fs';

/**
 * The Chromium the tests and the benchmark drive: $CHROMIUM_PATH, else Debian's headless shell
 * (what Playwright runs headless: no browser UI competing for the CPU, docs/performance.md), else
 * Debian's full browser, else (undefined) the one `npx playwright install` downloads.
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
export const chromiumArgs = `--no-sandbox --disable-gpu --disable-background-networking
  --disable-component-update --disable-sync --no-first-run`.split(/\s+/);
