/**
 * The bench's own static host (`npm run bench`), where the Pages
 * runtime (scripts/pages-dev.mjs) cannot serve: HTTP/2 over TLS and an added latency, as a
 * host across the internet answers. `/prenota` is answered from `prenota.html`, an unknown path
 * gets `404.html` with status 404, text is sent brotli-compressed (gzip to clients without
 * brotli) in one piece with its length. Start, preview and the tests use the Pages runtime.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * The encoding a host picks for a request: brotli when the client takes it, else gzip, else none.
 * @param {string} acceptEncoding the request's `Accept-Encoding`
 * @returns {'br' | 'gzip' | undefined}
 * @example negotiateEncoding('gzip, deflate, br, zstd') => 'br'
 */
export function negotiateEncoding(acceptEncoding) {
  const accepted = new Set(acceptEncoding.split(',').map((part) => part.split(';')[0]?.trim()));
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const encoders = { br: brotliCompressSync, gzip: (body) => gzipSync(body, { level: 9 }) };

/**
 * The file that answers a URL path, or undefined for a 404.
 * @param {string} root absolute path of `dist/`
 * @param {string} pathname decoded URL path
 */
export function resolveFile(root, pathname) {
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return undefined;
  const candidates = safe.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Starts the host and resolves once it listens. With `tls` (a key and certificate in PEM) it
 * speaks HTTP/2 over TLS, as production hosts do (HTTP/1.1 still answered), for the bench:
 * over HTTP/1.1 a browser opens up to six connections and a page's requests queue for them,
 * which no visitor of a real host sees. With `latencyMs` every answer waits that long, as a host
 * across the internet does (the bench: docs/performance.md says why).
 * @param {{ root?: string, port?: number, host?: string, tls?: { key: Buffer, cert: Buffer }, latencyMs?: number }} options
 */
export function startBenchHost({
  root = 'dist',
  port = 4321,
  host = '127.0.0.1',
  tls,
  latencyMs = 0,
} = {}) {
  const absoluteRoot = resolve(root);
  /**
   * Compressed bodies by encoding, file and modification time: hosts compress a static file once
   * (at deploy or on the first request), so compression time is no part of a response's time.
   */
  const compressed = new Map();
  const encode = (encoding, file) => {
    const key = `${encoding} ${file} ${statSync(file).mtimeMs}`;
    if (!compressed.has(key)) compressed.set(key, encoders[encoding](readFileSync(file)));
    return compressed.get(key);
  };

  /** @type {(request: any, response: any) => void} */
  const answer = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const file = resolveFile(absoluteRoot, pathname);
    const status = file ? 200 : 404;
    const served = file ?? join(absoluteRoot, '404.html');
    const type = contentTypes[extname(served)] ?? 'application/octet-stream';

    response.setHeader('Content-Type', type);
    response.setHeader(
      'Cache-Control',
      url.pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );

    const encoding = compressible.test(type)
      ? negotiateEncoding(request.headers['accept-encoding'] ?? '')
      : undefined;
    const body = encoding ? encode(encoding, served) : readFileSync(served);
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Length', body.length);
    response.writeHead(status);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  /** @type {(request: any, response: any) => void} */
  const answerLate = (request, response) => setTimeout(() => answer(request, response), latencyMs);
  const respond = latencyMs > 0 ? answerLate : answer;
  const server = tls
    ? createSecureServer({ ...tls, allowHTTP1: true }, respond)
    : createServer(respond);

  return new Promise((resolveListening) => {
    server.listen(port, host, () => resolveListening(server));
  });
}
