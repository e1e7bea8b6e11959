import { createServer, request as forward } from 'node:http';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { startSupabaseStandIn } from '../e2e/support/supabase-stand-in';
import { selfSignedCertificate } from '../scripts/self-signed.mjs';
import { testEnv } from '../test-support/env';
import { relayPorts } from './config';

/** The Supabase project's host the e2e build talks to (test-support/env.ts). */
const projectHost = new URL(testEnv.PUBLIC_SUPABASE_URL).host;

/**
 * The e2e suite's Supabase stand-in (Auth, Storage, PostgREST, the migration on PGlite) as the
 * build's own project, for an engine that cannot intercept requests (WebKit): an HTTP proxy,
 * which the browser is told to use, opens the project's HTTPS and passes its requests to the
 * stand-in. Every other host is refused, as the closed network would.
 */
export async function startProjectRelay() {
  const { proxyPort, standInPort } = relayPorts;
  const standIn = await startSupabaseStandIn(standInPort);
  // CORS preflights answered as the hosted project answers them (the stand-in leaves them to
  // Playwright, which answers them itself), every other request passed to the stand-in.
  const project = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      return void response
        .writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
        })
        .end();
    }
    const { method, url: path, headers } = request;
    const upstream = forward({ host: '127.0.0.1', port: standInPort, method, path, headers });
    upstream.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  // The browser takes it: its session accepts insecure certificates (engines/webkit.ts).
  const tls = selfSignedCertificate(projectHost);
  const sockets = new Set<Socket>();
  const proxy = createServer((_, response) => response.writeHead(403).end());
  proxy.on('connect', (request, client: Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (request.url !== `${projectHost}:443`) {
      return void client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    project.emit('connection', new TLSSocket(client, { isServer: true, ...tls }));
  });
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  return {
    standIn,
    /** The proxy's address, as the `https_proxy` environment variable takes it. */
    proxy: `http://127.0.0.1:${proxyPort}`,
    async close() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await standIn.close();
    },
  };
}
