import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startStaticHost } from '../../scripts/static-host.mjs';
import { testPort } from '../test-ports';
import { distRoot } from './built-site';

/**
 * Serves the build with the project's static host while the calling file's tests run, on the
 * port `testPort(offset)`; returns the base URL to request.
 */
export function serveBuild(offset: number): string {
  const port = testPort(offset);
  let server: Server | undefined;
  beforeAll(async () => {
    server = (await startStaticHost({ root: distRoot, port })) as Server;
  });
  afterAll(
    () =>
      new Promise<void>((resolve, reject) =>
        server?.close((error) => (error ? reject(error) : resolve())),
      ),
  );
  return `http://127.0.0.1:${port}`;
}
