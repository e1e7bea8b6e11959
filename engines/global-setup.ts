import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { origin, siteDir, sitePort } from './config';

/** Serves the built site with scripts/serve.mjs for the whole run; returns the teardown. */
export default async function setup() {
  const server = spawn('node', ['scripts/serve.mjs', String(sitePort)], {
    env: { ...process.env, DIST_DIR: siteDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = new Promise<void>((resolve) =>
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(origin)) resolve();
    }),
  );
  const exited = once(server, 'exit').then(([code]) => {
    throw new Error(`scripts/serve.mjs exited with code ${String(code)}`);
  });
  await Promise.race([listening, exited]);
  return () => {
    server.kill();
  };
}
