/**
 * A port for a server a Vitest file starts: the end-to-end tests use `E2E_PORT` and the next
 * one, so each file takes its own offset after them and several checkouts can test side by side.
 */
export function testPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 4322) + offset;
}
