import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { EngineName } from './session';
import type { WebKitInstall } from './webkit';

const onPath = (command: string): string | undefined => {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
};

/** Firefox: $FIREFOX_PATH, else Debian's firefox-esr. */
export function findFirefox(): string | undefined {
  return [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr'].find(
    (path): path is string => path !== undefined && existsSync(path),
  );
}

/** WebKitGTK: WebKitWebDriver and xvfb-run on PATH, and the MiniBrowser it launches. */
export function findWebKit(): WebKitInstall | undefined {
  const driver = onPath('WebKitWebDriver');
  const miniBrowser = [
    process.env.WEBKIT_MINIBROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ].find((path): path is string => path !== undefined && existsSync(path));
  if (!driver || !miniBrowser || !onPath('xvfb-run')) return undefined;
  return { driver, miniBrowser };
}

/**
 * The engine's install, or undefined to skip it. Under CI a missing engine fails the run:
 * a skipped engine there would pass without testing anything.
 */
export function requireEngine<T>(engine: EngineName, install: T | undefined): T | undefined {
  if (install !== undefined) return install;
  const hint = 'run `bash scripts/ensure-engines.sh` (apt-get: firefox-esr webkit2gtk-driver xvfb)';
  if (process.env.CI === 'true') throw new Error(`${engine} is missing under CI: ${hint}.`);
  console.warn(`Skipping the ${engine} smoke tests: ${engine} is not installed; ${hint}.`);
  return undefined;
}
