import { LinkChecker } from 'linkinator';
import { expect, test } from 'vitest';
import { builtPages, operatorRoot } from './built-site';
import { served, servedOperator } from './host';

const pages = builtPages();
/** Each page as served: the public site's, and the operator's app on its own origin. */
const servedPages = [
  ...pages.map((page) => served + page.url),
  ...builtPages(operatorRoot).map((page) => servedOperator + page.url),
];

test('every internal link, source, srcset candidate and fragment resolves on the served site', async () => {
  const result = await new LinkChecker().check({
    path: servedPages,
    recurse: true,
    checkFragments: true,
    // The site's URLs are clean (`/en/prenota` is a page, not a folder): resolve links as hosts do.
    cleanUrls: true,
    // Tests never reach the internet: third-party links are the pages' own tests' business.
    linksToSkip: async (link) =>
      ![served, servedOperator].some((origin) => link.startsWith(origin)),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.parent ?? ''} -> ${link.url} (${link.status ?? 'no status'})`);
  expect(broken).toEqual([]);
  // An empty crawl would pass the check above: every page must have been read.
  const read = result.links.filter((link) => link.state === 'OK').map((link) => link.url);
  expect(read).toEqual(expect.arrayContaining(servedPages));
}, 120_000);

test('internal page links follow the URL policy: no trailing slash, no .html', () => {
  const offending = pages.flatMap(({ url, document }) =>
    [...document.querySelectorAll('[href^="/"]:not([href^="/_astro/"])')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /\.html(#|$)/.test(href) || (href.length > 1 && /\/(#|$)/.test(href)))
      .map((href) => `${url} -> ${href}`),
  );
  expect(offending).toEqual([]);
});

test('every link that opens a new tab has rel="noopener noreferrer"', () => {
  const unsafe = pages.flatMap(({ url, document }) =>
    [...document.querySelectorAll('a[target="_blank"]')]
      .filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((link) => `${url} -> ${link.getAttribute('href') ?? ''}`),
  );
  expect(unsafe).toEqual([]);
});
