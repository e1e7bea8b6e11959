import { resolveFile } from '../scripts/static-host.mjs';
import { attributeValues, builtPages, decodeEntities, distRoot, openingTags } from './built-site';
import { expect, test } from './fixtures';

const pages = builtPages();
const idsByUrl = new Map(
  pages.map((page) => [page.url, new Set(attributeValues(page.html, 'id'))]),
);

/** Internal URLs a page points to: links, sources and srcset candidates. */
function internalReferences(html: string): string[] {
  const srcsets = attributeValues(html, 'srcset').flatMap((set) =>
    set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  return [...attributeValues(html, 'href'), ...attributeValues(html, 'src'), ...srcsets].filter(
    (url) => url.startsWith('/') || url.startsWith('#'),
  );
}

test('every internal link, source and fragment resolves in the build', () => {
  const broken: string[] = [];
  for (const page of pages) {
    for (const reference of internalReferences(page.html)) {
      const url = new URL(reference, `http://site${page.url}`);
      if (!resolveFile(distRoot, decodeURIComponent(url.pathname))) {
        broken.push(`${page.url} -> ${reference}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      const targetIds = idsByUrl.get(url.pathname);
      if (fragment && targetIds && !targetIds.has(fragment))
        broken.push(`${page.url} -> ${reference}`);
    }
  }
  expect(broken).toEqual([]);
});

test('internal page links follow the URL policy: no trailing slash, no .html', () => {
  const offending = pages.flatMap((page) =>
    attributeValues(page.html, 'href')
      .filter((href) => href.startsWith('/') && !href.startsWith('/_astro/'))
      .filter((href) => /\.html(#|$)/.test(href) || (href.length > 1 && /\/(#|$)/.test(href)))
      .map((href) => `${page.url} -> ${href}`),
  );
  expect(offending).toEqual([]);
});

test('every link that opens a new tab has rel="noopener noreferrer"', () => {
  const unsafe = pages.flatMap((page) =>
    openingTags(page.html, 'a')
      .filter((tag) => /\starget="_blank"/.test(tag))
      .filter((tag) => {
        const rel = decodeEntities(/\srel="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/);
        return !(rel.includes('noopener') && rel.includes('noreferrer'));
      })
      .map((tag) => `${page.url}: ${tag}`),
  );
  expect(unsafe).toEqual([]);
});
