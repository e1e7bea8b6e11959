import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { vercelConfig } from '../scripts/vercel-config.mjs';

test('vercel.json carries exactly the headers of public/_headers, clean URLs, no trailing slash', () => {
  const committed = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
    cleanUrls: boolean;
    trailingSlash: boolean;
    headers: { source: string; headers: { key: string }[] }[];
  };
  expect(committed).toEqual(vercelConfig(readFileSync('public/_headers', 'utf8')));
  expect(committed.cleanUrls).toBe(true);
  expect(committed.trailingSlash).toBe(false);
  expect(committed.headers.map((rule) => rule.source)).toEqual(['/(.*)', '/upload-video']);
  expect(committed.headers[1]?.headers.map((header) => header.key)).toEqual([
    'X-Robots-Tag',
    'Content-Security-Policy',
  ]);
});
