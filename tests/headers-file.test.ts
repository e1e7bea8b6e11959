import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/* Cloudflare Pages' limits on `_headers`, past which it drops rules silently (docs/hosting.md). */
const lines = readFileSync('public/_headers', 'utf8').split('\n');

test('public/_headers has at most 100 rules', () => {
  const rules = lines.filter((line) => line.startsWith('/') || line.startsWith('https://'));
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.length).toBeLessThanOrEqual(100);
});

test('every line of public/_headers is at most 2,000 characters long', () => {
  const long = lines.filter((line) => line.length > 2000).map((line) => line.slice(0, 60));
  expect(long).toEqual([]);
});
