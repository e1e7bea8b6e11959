import { afterEach, expect, test, vi } from 'vitest';

const present = new Set<string>();
vi.mock('node:fs', () => ({ existsSync: (path: string) => present.has(path) }));

const { chromiumArgs, chromiumLaunchOptions } = await import('../test-support/chromium');

afterEach(() => {
  present.clear();
  vi.unstubAllEnvs();
});

const own = '/opt/chrome/chrome';
const shell = '/usr/bin/chromium-headless-shell';

// $CHROMIUM_PATH first, then Debian's headless shell, its full browser, else Playwright's own.
test.each([
  [[own, shell], own, own],
  [['/usr/bin/chromium', shell], '/missing/chrome', shell],
  [['/usr/bin/chromium-browser'], '', '/usr/bin/chromium-browser'],
  [[], '', undefined],
])('installed %j, $CHROMIUM_PATH %j: drives %s', (installed, path, executablePath) => {
  for (const file of installed) present.add(file);
  vi.stubEnv('CHROMIUM_PATH', path);
  expect(chromiumLaunchOptions()).toStrictEqual(
    executablePath ? { executablePath, args: chromiumArgs } : { args: chromiumArgs },
  );
});
