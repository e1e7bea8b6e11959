import { defineConfig } from 'vitest/config';

/*
 * The cross-engine smoke suite (npm run test:engines), apart from the unit tests: it needs the
 * built site (npm run build:e2e) and drives real browsers, one engine file after the other so
 * that two browsers never compete for the 2 cores.
 */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['engines/*.test.ts'],
    globalSetup: ['engines/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
