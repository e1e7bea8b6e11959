/**
 * Builds the two sites the end-to-end tests run against: `dist/` with the test environment
 * (test-support/env.ts: upload and analytics configured, every request answered by the tests) and
 * `dist-bare/` with nothing configured, as a site deployed without a .env.
 */
import { execFileSync } from 'node:child_process';
import { bareEnv, e2eDist, testEnv } from '../test-support/env.ts';

const builds = [
  { outDir: e2eDist.configured, env: testEnv },
  { outDir: e2eDist.bare, env: bareEnv },
];
for (const { outDir, env } of builds) {
  execFileSync('npx', ['astro', 'build', '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}
