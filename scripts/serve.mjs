/** Serves the built site: `node scripts/serve.mjs [port]` (default 4321, or $PORT). */
import { existsSync } from 'node:fs';
import { startStaticHost } from './static-host.mjs';

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.argv[2] ?? process.env.PORT ?? 4321);
await startStaticHost({ port });
console.log(`Serving dist/ at http://127.0.0.1:${port}`);
