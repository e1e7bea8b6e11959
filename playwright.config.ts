import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './test-support/chromium';
import { e2eDist, e2eOrigins } from './test-support/env';

/* Four builds served by the Pages runtime, each on its own origin (docs/testing.md). */
const servers = [
  { origin: e2eOrigins.site, dist: process.env.DIST_DIR ?? e2eDist.configured },
  { origin: e2eOrigins.bare, dist: process.env.BARE_DIST_DIR ?? e2eDist.bare },
  { origin: e2eOrigins.operator, dist: e2eDist.operator },
  { origin: e2eOrigins.operatorBare, dist: e2eDist.operatorBare },
];

export default defineConfig({
  // Specs only: their helpers are in e2e/support/.
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // Traces only for a retried failure: recording one for every test slows the suite by a third.
    trace: 'on-first-retry',
    serviceWorkers: 'block',
    launchOptions: chromiumLaunchOptions(),
    ...devices['Desktop Chrome'],
  },
  projects: [
    {
      name: 'site',
      testIgnore: /\.bare\.spec\.ts$/,
      use: { baseURL: e2eOrigins.site },
    },
    {
      name: 'bare',
      testMatch: /\.bare\.spec\.ts$/,
      use: { baseURL: e2eOrigins.bare },
    },
  ],
  webServer: servers.map(({ origin, dist }) => ({
    command: `node scripts/serve.mjs ${dist}:${new URL(origin).port}`,
    url: `${origin}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
