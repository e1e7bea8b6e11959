import { createServer, type Server } from 'node:http';
import { origin, slowStylesheetPort } from './config';

/** Headers a relayed response must not repeat: `fetch` has already decoded the body. */
const droppedHeaders = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

export interface SlowStylesheetHost {
  origin: string;
  close(): Promise<void>;
}

/**
 * The built site relayed from the Pages runtime that serves it to the suite, except that every
 * stylesheet arrives `delayMs` late: what a page shows before its stylesheet, on a slow
 * connection.
 */
export async function startSlowStylesheetHost(delayMs: number): Promise<SlowStylesheetHost> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const wait = url.pathname.endsWith('.css') ? delayMs : 0;
    void fetch(url)
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        await new Promise((resolve) => setTimeout(resolve, wait));
        const headers = [...answer.headers].filter(([name]) => !droppedHeaders.has(name));
        response.writeHead(answer.status, Object.fromEntries(headers));
        response.end(body);
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(slowStylesheetPort, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${slowStylesheetPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
