import { createServer } from 'node:http';
import { heldStylesheetPort, origin } from './config';

/** Headers a relayed response must not repeat: `fetch` has already decoded the body. */
const droppedHeaders = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * The built site relayed from the Pages runtime that serves it to the suite, except that every
 * stylesheet is held until `release()`: what a page shows before its stylesheet arrives, decided
 * by the order of events rather than by a delay.
 */
export async function startHeldStylesheetHost() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const isStylesheet = url.pathname.endsWith('.css');
    if (isStylesheet) held += 1;
    void fetch(url)
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (isStylesheet) {
          await released;
          held -= 1;
        }
        const headers = [...answer.headers].filter(([name]) => !droppedHeaders.has(name));
        response.writeHead(answer.status, Object.fromEntries(headers)).end(body);
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(heldStylesheetPort, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${heldStylesheetPort}`,
    /** Stylesheets requested and not yet answered. */
    held: () => held,
    /** Answers every held stylesheet, and any later one at once. */
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
