import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { negotiateEncoding, resolveFile, startBenchHost } from '../scripts/bench-host.mjs';
import { selfSignedCertificate } from '../scripts/self-signed.mjs';
import { testPort } from './test-ports';

/**
 * A small site (a home, a clean-URL page, a folder page, an asset, a 404 page) in
 * `site/`, beside a file the host must never serve.
 */
function makeSite(): string {
  const folder = mkdtempSync(join(tmpdir(), 'bench-host-'));
  writeFileSync(join(folder, 'secret.txt'), 'outside the site');
  const root = join(folder, 'site');
  const files: Record<string, string> = {
    'index.html': '<p>home</p>',
    'prenota.html': '<p>prenota</p>',
    'en/index.html': '<p>english home</p>',
    '_astro/app.js': 'console.log(1)',
    'logo.png': 'png',
    '404.html': '<p>missing</p>',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=1.0, gzip;q=0.8', 'br'],
  ['gzip, deflate', 'gzip'],
  ['identity', undefined],
  ['', undefined],
])('negotiateEncoding: %j => %s', (header, expected) => {
  expect(negotiateEncoding(header)).toBe(expected);
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

/** Serves a fresh site with `options` for the tests of one block; returns its port. */
function serveSite(
  offset: number,
  options: Omit<Parameters<typeof startBenchHost>[0], 'root' | 'port'>,
) {
  const root = makeSite();
  const port = testPort(offset);
  let server: Server;
  beforeAll(async () => {
    server = (await startBenchHost({ root, port, ...options })) as Server;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(join(root, '..'), { recursive: true });
  });
  return port;
}

describe('startBenchHost with a certificate', () => {
  const port = serveSite(3, { tls: selfSignedCertificate('127.0.0.1') });

  test('speaks HTTP/2, as the hosts the site is deployed to do, with the same answers', async () => {
    const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const stream = session.request({ ':path': '/prenota' }).setEncoding('utf8');
    const [headers] = (await once(stream, 'response')) as [Record<string, unknown>];
    let body = '';
    for await (const chunk of stream) body += chunk as string;
    const answer = { status: headers[':status'], type: headers['content-type'], body };
    session.close();
    expect(answer).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: '<p>prenota</p>',
    });
  });
});

describe('startBenchHost with a latency', () => {
  const port = serveSite(4, { latencyMs: 120 });
  afterEach(() => vi.restoreAllMocks());

  // The mechanism, not a stopwatch: a busy machine makes any measured wait longer.
  test('answers through a timer of the latency, with the same answer', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const response = await fetch(`http://127.0.0.1:${port}/prenota`);
    expect(await response.text()).toBe('<p>prenota</p>');
    expect(response.status).toBe(200);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 120);
  });
});
