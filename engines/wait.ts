import type { Query } from './session';

/** How long a state may take to come: hydration waits for the page to settle. */
const timeoutMs = 10_000;
const pollMs = 100;

/** Polls `check` until it returns a value other than undefined or null, or fails with `what`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined && found !== null) return found;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Polls `lookUp` until it returns the element, or fails naming the query. */
export function waitForElement<T>(query: Query, lookUp: () => Promise<T | null>): Promise<T> {
  return until(`${describe(query)} is not there or not visible`, lookUp);
}

/** The query as a reader would say it: `button "Apri il menu" in banner`. */
function describe(query: Query): string {
  const own = query.name === undefined ? query.role : `${query.role} "${query.name}"`;
  return query.within ? `${own} in ${describe(query.within)}` : own;
}
