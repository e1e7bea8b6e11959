import { defineConfig } from 'vitest/config';

/* The engines' suite (docs/engines.md): one engine after the other, never two browsers at once. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['engines/*.test.ts'],
    globalSetup: ['engines/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
