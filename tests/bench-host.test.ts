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
 * A small site (a home, a clean-URL page, a folder page, an asset) in
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

// The mechanism, not a stopwatch: a busy machine makes any measured wait longer.
describe('startBenchHost with a certificate and a latency', () => {
  const root = makeSite();
  const port = testPort(3);
  let server: Server;
  beforeAll(async () => {
    const tls = selfSignedCertificate('127.0.0.1');
    server = (await startBenchHost({ root, port, tls, latencyMs: 120 })) as Server;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(join(root, '..'), { recursive: true });
  });
  afterEach(() => vi.restoreAllMocks());

  test('speaks HTTP/2, as the hosts the site is deployed to do, and answers through a timer of the latency', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
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
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 120);
  });
});
