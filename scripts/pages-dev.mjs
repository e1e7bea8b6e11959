/**
 * Serves a built site through Cloudflare Pages' own local runtime (`wrangler pages dev`: workerd,
 * the `_headers` and `_redirects` rules, clean URLs, the nearest `404.html`), as visitors get it
 * once deployed. Quiet and offline: no banner or update check, no telemetry, no fetch of
 * `Request.cf` from Cloudflare (a placeholder is used).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const wrangler = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
);

/** The environment wrangler reads to stay quiet and offline. */
const offlineEnv = {
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/**
 * Starts the runtime on 127.0.0.1:`port` and resolves once it answers. Its devtools inspector
 * takes a free port the system picks (`--inspector-port 0`), like the runtime's internal
 * sockets, so several checkouts never race for one. Each runtime keeps its state (workerd's
 * SQLite cache) in a folder of its own: two started together on one shared folder can fail with
 * SQLITE_BUSY.
 * @param {{ dir: string, port: number }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startPagesDev({ dir, port }) {
  const origin = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(origin, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
  if (await answers()) throw new Error(`Port ${port} is taken: ${origin} already answers.`);
  const runtime = spawn(
    process.execPath,
    [
      wrangler,
      'pages',
      'dev',
      dir,
      '--ip=127.0.0.1',
      `--port=${port}`,
      '--inspector-port=0',
      `--persist-to=.wrangler/state/${port}`,
      '--log-level=warn',
      '--show-interactive-dev-session=false',
    ],
    { env: { ...process.env, ...offlineEnv }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const exited = once(runtime, 'exit');
  while (!(await answers())) {
    if (runtime.exitCode !== null || runtime.signalCode !== null) {
      throw new Error(`wrangler pages dev ${dir} exited with code ${String(runtime.exitCode)}`);
    }
    await delay(50);
  }
  return {
    origin,
    stop: async () => {
      if (runtime.exitCode !== null || runtime.signalCode !== null) return;
      runtime.kill();
      await exited;
    },
  };
}
