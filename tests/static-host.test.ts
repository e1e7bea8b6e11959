import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  negotiateEncoding,
  parseHeadersFile,
  resolveFile,
  startStaticHost,
} from '../scripts/static-host.mjs';
import { selfSignedCertificate } from '../scripts/self-signed.mjs';
import { testPort } from './test-ports';

const headersFile = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: frame-ancestors 'none'

/private/*
  X-Robots-Tag: noindex
`;

/**
 * A small site (a home, a clean-URL page, a folder page, an asset, a 404 page, headers) in
 * `site/`, beside a file the host must never serve.
 */
function makeSite(): string {
  const folder = mkdtempSync(join(tmpdir(), 'static-host-'));
  writeFileSync(join(folder, 'secret.txt'), 'outside the site');
  const root = join(folder, 'site');
  const files: Record<string, string> = {
    'index.html': '<p>home</p>',
    'prenota.html': '<p>prenota</p>',
    'en/index.html': '<p>english home</p>',
    'private/page.html': '<p>private</p>',
    '_astro/app.js': 'console.log(1)',
    'logo.png': 'png',
    '404.html': '<p>missing</p>',
    _headers: headersFile,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('negotiateEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('%j => %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('parseHeadersFile', () => {
  test('reads rules of a path pattern and its headers, skipping comments and blank lines', () => {
    const rules = parseHeadersFile(headersFile);
    expect(rules.map(({ source, headers }) => ({ source, headers }))).toEqual([
      {
        source: '/*',
        headers: [
          ['X-Content-Type-Options', 'nosniff'],
          ['Content-Security-Policy', "frame-ancestors 'none'"],
        ],
      },
      { source: '/private/*', headers: [['X-Robots-Tag', 'noindex']] },
    ]);
  });

  test.each([
    ['/*', '/', true],
    ['/*', '/en/prenota', true],
    ['/upload-video', '/upload-video', true],
    ['/upload-video', '/upload-video/x', false],
    ['/a.b', '/aXb', false],
  ])('pattern %s matches %s: %s', (source, path, matches) => {
    expect(parseHeadersFile(`${source}\n  X: y\n`)[0]?.pattern.test(path)).toBe(matches);
  });
});

describe('resolveFile', () => {
  const root = makeSite();
  afterAll(() => rmSync(join(root, '..'), { recursive: true }));

  test.each([
    ['/', 'index.html'],
    ['/prenota', 'prenota.html'],
    ['/prenota.html', 'prenota.html'],
    ['/en', 'en/index.html'],
    ['/en/', 'en/index.html'],
    ['/_astro/app.js', '_astro/app.js'],
  ])('%s => %s', (path, file) => {
    expect(resolveFile(root, path)).toBe(join(root, file));
  });

  test.each(['/missing', '/prenota/', '/_astro', '/../secret.txt', '../secret.txt'])(
    '%s => nothing (404)',
    (path) => {
      expect(resolveFile(root, path)).toBeUndefined();
    },
  );
});

describe('startStaticHost', () => {
  const root = makeSite();
  const base = `http://127.0.0.1:${testPort(6)}`;
  let server: Server;
  /** A GET with a chosen Accept-Encoding (fetch always sends its own), the body as sent. */
  const request = (path: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  beforeAll(async () => {
    server = (await startStaticHost({ root, port: testPort(6) })) as Server;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(join(root, '..'), { recursive: true });
  });

  test('answers a clean URL with its page, status 200, no redirect, gzipped when asked', async () => {
    const response = await fetch(`${base}/prenota`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('<p>prenota</p>');
  });

  test('answers an unknown path with 404.html and status 404', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<p>missing</p>');
  });

  test('sends the headers of every matching _headers rule', async () => {
    const page = await fetch(`${base}/private/page`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect((await fetch(`${base}/`)).headers.get('x-robots-tag')).toBeNull();
  });

  test('caches hashed assets for a year and compresses text only', async () => {
    const script = await fetch(`${base}/_astro/app.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const image = await fetch(`${base}/logo.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-encoding')).toBeNull();
  });

  test('sends brotli, whole and with its length, to a browser that takes it', async () => {
    const response = await request('/prenota', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe('<p>prenota</p>');
  });

  test('sends gzip to a client without brotli', async () => {
    const response = await request('/prenota', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe('<p>prenota</p>');
  });

  test('sends plain bytes to a client that does not accept gzip', async () => {
    const { body } = await request('/', 'identity');
    expect(body.toString()).toBe('<p>home</p>');
    expect(() => gunzipSync(body)).toThrow();
  });

  test('answers HEAD without a body and a malformed path as the home page', async () => {
    const head = await fetch(`${base}/prenota`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const malformed = await fetch(`${base}/%E0%A4%A`);
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toBe('<p>home</p>');
  });
});

describe('startStaticHost with a certificate', () => {
  const root = makeSite();
  const port = testPort(7);
  let server: Server;
  beforeAll(async () => {
    const tls = selfSignedCertificate('127.0.0.1');
    server = (await startStaticHost({ root, port, tls })) as Server;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(join(root, '..'), { recursive: true });
  });

  test('speaks HTTP/2, as the hosts the site is deployed to do, with the same answers', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const answer = await new Promise<{ status: unknown; type: unknown; body: string }>(
      (resolve, reject) => {
        const stream = session.request({ ':path': '/prenota' });
        let status: unknown;
        let type: unknown;
        const chunks: Buffer[] = [];
        stream.on('response', (headers) => {
          status = headers[':status'];
          type = headers['content-type'];
        });
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status, type, body: Buffer.concat(chunks).toString() }));
        stream.on('error', reject);
      },
    );
    session.close();
    expect(answer).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<p>prenota</p>',
    });
  });
});

describe('startStaticHost with a latency', () => {
  const root = makeSite();
  const port = testPort(8);
  let server: Server;
  beforeAll(async () => {
    server = (await startStaticHost({ root, port, latencyMs: 120 })) as Server;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(join(root, '..'), { recursive: true });
  });

  test('answers no sooner than the latency, with the same answer', async () => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/prenota`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>prenota</p>');
  });
});
