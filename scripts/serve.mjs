/**
 * Serves built sites through Cloudflare Pages' local runtime (scripts/pages-dev.mjs), each on
 * its own port, so each has its own origin: `node scripts/serve.mjs <dir>:<port>…`, for example
 * `dist:4321 dist-operator:4320` (`npm start`, the preview). Stops them on Ctrl-C or SIGTERM.
 */
import { existsSync } from 'node:fs';
import { startPagesDev } from './pages-dev.mjs';

const builds = process.argv.slice(2).map((argument) => {
  const [dir = '', port = ''] = argument.split(':');
  if (!existsSync(dir)) {
    console.error(`${dir}/ is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  return { dir, port: Number(port) };
});
if (builds.length === 0 || builds.some(({ port }) => !Number.isInteger(port))) {
  console.error('Usage: node scripts/serve.mjs <dir>:<port>…');
  process.exit(1);
}
const sites = await Promise.all(
  builds.map(async (build) => {
    const site = await startPagesDev(build);
    console.log(`Serving ${build.dir}/ at ${site.origin} (Cloudflare Pages runtime)`);
    return site;
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(
    signal,
    () => void Promise.all(sites.map((site) => site.stop())).then(() => process.exit(0)),
  );
}
