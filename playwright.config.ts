import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './test-support/chromium';
import { e2eDist } from './test-support/env';

/* Two builds served by the Pages runtime: the configured one and the bare one (docs/testing.md). */
const port = Number(process.env.E2E_PORT ?? 4322);
const barePort = port + 1;
const servers = [
  { port, dist: process.env.DIST_DIR ?? e2eDist.configured },
  { port: barePort, dist: process.env.BARE_DIST_DIR ?? e2eDist.bare },
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
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'bare',
      testMatch: /\.bare\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${barePort}` },
    },
  ],
  webServer: servers.map((server) => ({
    command: `node scripts/serve.mjs ${server.port}`,
    env: { DIST_DIR: server.dist },
    url: `http://127.0.0.1:${server.port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
