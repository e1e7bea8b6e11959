import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, distRoot } from './built-site';
import { jsonLd } from './queries';
import { site } from '../../src/data/site';

/* Every URL on the site's own origin that a page's JSON-LD names must be a file of the build. */

/** Every string in a JSON value that is a URL on the site's origin. */
function ownUrls(value: unknown): URL[] {
  if (typeof value === 'string') {
    return value.startsWith(`${site.url}/`) || value === site.url ? [new URL(value)] : [];
  }
  if (Array.isArray(value)) return value.flatMap(ownUrls);
  if (value && typeof value === 'object') return Object.values(value).flatMap(ownUrls);
  return [];
}

/** Whether the build has a file that a host serves at this path (clean URLs mapped to files). */
function servedFile(pathname: string): boolean {
  const path = decodeURIComponent(pathname).replace(/\/$/, '');
  const candidates = [path, `${path}.html`, `${path}/index.html`].map((file) =>
    join(distRoot, file),
  );
  return candidates.some((file) => existsSync(file) && statSync(file).isFile());
}

describe('URLs named by the structured data', () => {
  test('the build is there', () => {
    expect(existsSync(distRoot), `${distRoot} is missing: run npm run build:e2e`).toBe(true);
  });

  const pages = existsSync(distRoot) ? builtPages() : [];
  const withJsonLd = pages.filter((page) => jsonLd(page.document).length > 0);

  test('the contact page in each language has structured data', () => {
    expect(withJsonLd.map((page) => page.url).sort()).toEqual([
      '/contatti',
      '/de/contatti',
      '/en/contatti',
    ]);
  });

  test.each(withJsonLd.map((page) => [page.url, page] as const))(
    '%s names only files of the build',
    (_url, page) => {
      const urls = jsonLd(page.document).flatMap(ownUrls);
      expect(urls.length).toBeGreaterThan(0);
      const missing = urls.filter((url) => !servedFile(url.pathname)).map((url) => url.href);
      expect(missing).toEqual([]);
    },
  );
});
