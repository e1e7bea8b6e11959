/**
 * Serves the built site: `node scripts/serve.mjs [port]` (default 4321, or $PORT), from
 * $DIST_DIR when set (default dist/).
 */
import { existsSync } from 'node:fs';
import { startStaticHost } from './static-host.mjs';

const root = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${root}/index.html`)) {
  console.error(`${root}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 4321);
await startStaticHost({ root, port });
console.log(`Serving ${root}/ at http://127.0.0.1:${port}`);
