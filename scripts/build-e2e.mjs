/**
 * Builds what the end-to-end tests run against (test-support/env.ts): the public site and the
 * operator's app with the test environment (upload, analytics and the operator's origin
 * configured, every request answered by the tests), and both again with nothing configured, as
 * deployed without a .env.
 */
import { execFileSync } from 'node:child_process';
import { bareEnv, e2eDist, testEnv } from '../test-support/env.ts';

const operatorConfig = ['--config', 'operator/astro.config.mjs'];
const builds = [
  { outDir: e2eDist.configured, env: testEnv, config: [] },
  { outDir: e2eDist.bare, env: bareEnv, config: [] },
  { outDir: e2eDist.operator, env: testEnv, config: operatorConfig },
  { outDir: e2eDist.operatorBare, env: bareEnv, config: operatorConfig },
];
for (const { outDir, env, config } of builds) {
  execFileSync('npx', ['astro', 'build', ...config, '--outDir', outDir], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}
