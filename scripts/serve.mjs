/**
 * Serves the built site through Cloudflare Pages' local runtime (scripts/pages-dev.mjs):
 * `node scripts/serve.mjs [port]` (default 4321, or $PORT), from $DIST_DIR when set (default
 * dist/). Stops the runtime on Ctrl-C or SIGTERM.
 */
import { existsSync } from 'node:fs';
import { startPagesDev } from './pages-dev.mjs';

const dir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${dir}/index.html`)) {
  console.error(`${dir}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 4321);
const site = await startPagesDev({ dir, port });
console.log(`Serving ${dir}/ at ${site.origin} (Cloudflare Pages runtime)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void site.stop().then(() => process.exit(0)));
}
