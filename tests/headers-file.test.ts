import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/* Cloudflare Pages' limits on `_headers`, past which it drops rules silently (docs/hosting.md). */
describe.each(['public/_headers', 'operator/public/_headers'])('%s', (file) => {
  const lines = readFileSync(file, 'utf8').split('\n');

  test('has at most 100 rules', () => {
    const rules = lines.filter((line) => line.startsWith('/') || line.startsWith('https://'));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  test('has no line longer than 2,000 characters', () => {
    const long = lines.filter((line) => line.length > 2000).map((line) => line.slice(0, 60));
    expect(long).toEqual([]);
  });
});
