import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { negotiateEncoding, startStaticHost } from '../scripts/static-host.mjs';

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

describe('the static host', () => {
  const page = `<!doctype html><title>t</title>${'<p>court</p>'.repeat(500)}`;
  let port = 0;
  let server: Awaited<ReturnType<typeof startStaticHost>>;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-host-'));
    writeFileSync(join(root, 'prenota.html'), page);
    writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title>');
    // Any free port: the test may run beside a served site or another copy of itself.
    server = await startStaticHost({ root, port: 0 });
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => server.close());

  const get = (path: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = request(
          { host: '127.0.0.1', port, path, headers: { 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      },
    );

  test('sends brotli, whole and with its length, to a browser that takes it', async () => {
    const response = await get('/prenota', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
  });

  test('sends gzip to a client without brotli', async () => {
    const response = await get('/prenota', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  test('answers an unknown path with 404.html and status 404', async () => {
    const response = await get('/missing', '');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toContain('<title>404</title>');
  });
});
