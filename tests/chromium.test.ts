import { afterEach, describe, expect, it, vi } from 'vitest';

const present = new Set<string>();
vi.mock('node:fs', () => ({ existsSync: (path: string) => present.has(path) }));

const { chromiumExecutable, chromiumLaunchOptions } = await import('../test-support/chromium');

describe('the Chromium the tests and the benchmark drive', () => {
  afterEach(() => {
    present.clear();
    vi.unstubAllEnvs();
  });

  it('prefers $CHROMIUM_PATH when it exists', () => {
    present.add('/opt/chrome/chrome').add('/usr/bin/chromium-headless-shell');
    vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome');
    expect(chromiumExecutable()).toBe('/opt/chrome/chrome');
  });

  it("prefers Debian's headless shell to the full browser", () => {
    present.add('/usr/bin/chromium').add('/usr/bin/chromium-headless-shell');
    vi.stubEnv('CHROMIUM_PATH', '/missing/chrome');
    expect(chromiumExecutable()).toBe('/usr/bin/chromium-headless-shell');
  });

  it('falls back to the full browser where the shell is not installed', () => {
    present.add('/usr/bin/chromium-browser');
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(chromiumExecutable()).toBe('/usr/bin/chromium-browser');
  });

  it("leaves the choice to Playwright's own download when no Chromium is installed", () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    expect(chromiumExecutable()).toBeUndefined();
    expect(chromiumLaunchOptions()).not.toHaveProperty('executablePath');
  });
});
