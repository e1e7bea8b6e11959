/**
 * vercel.json from public/_headers, so Vercel sends exactly the headers the other hosts and the
 * preview server send: `node scripts/vercel-config.mjs --write` (a test checks it is in sync).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseHeadersFile } from './static-host.mjs';

/** The vercel.json object for the given `_headers` text. */
export function vercelConfig(headersText) {
  const headers = parseHeadersFile(headersText).map((rule) => ({
    source: rule.source === '/*' ? '/(.*)' : rule.source,
    headers: rule.headers.map(([key, value]) => ({ key, value })),
  }));
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    trailingSlash: false,
    headers,
  };
}

if (process.argv.includes('--write')) {
  const config = vercelConfig(readFileSync('public/_headers', 'utf8'));
  writeFileSync('vercel.json', `${JSON.stringify(config, null, 2)}\n`);
}
