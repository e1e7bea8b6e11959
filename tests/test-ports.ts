/**
 * A port for a server a Vitest file starts: `E2E_PORT` + `offset`, so several checkouts can test
 * side by side. The layers run one after another, so an offset may be one that the end-to-end
 * suite's servers take while it runs (test-support/env.ts).
 */
export function testPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 4322) + offset;
}
