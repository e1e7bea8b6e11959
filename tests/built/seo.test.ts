import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { translatorFor } from '../../src/lib/translations';
import { locales } from '../../i18n/locales';
import type { PageId } from '../../src/data/pages';
import { logoMarkSvg } from '../../src/lib/logo';
import { builtPages, distRoot, operatorRoot, pageAt, parseDocument, readDist } from './built-site';
import { hrefsByLanguage, jsonLd } from './queries';
import { origin, publishedUrls as urls, routes } from '../../test-support/urls';

/*
 * What search engines and link previews read, checked in the built HTML and files. URLs,
 * prices and formats are literal; copy comes from the dictionaries, which other pages share.
 */

const ogLocaleOf = { it: 'it_IT', en: 'en_GB', de: 'de_DE' } as const;

const links = (document: Document, rel: string) => [
  ...document.head.querySelectorAll(`link[rel="${rel}"]`),
];

const hrefs = (document: Document, rel: string) =>
  links(document, rel).map((link) => link.getAttribute('href') ?? '');

const metaContents = (document: Document, key: string) =>
  [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map(
    (meta) => meta.getAttribute('content') ?? '',
  );

const titles = (document: Document) =>
  [...document.head.querySelectorAll('title')].map((title) => title.textContent ?? '');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(join(distRoot, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const expectedAlternates = (id: PageId) => ({
  ...Object.fromEntries(locales.map((locale) => [locale, origin + urls[id][locale]])),
  'x-default': origin + urls[id].it,
});

describe.each(routes)('$url head', ({ id, locale, url }) => {
  const document = pageAt(url);
  const t = translatorFor(locale);

  // Every page of an id lists the same alternates, so each links back to the others.
  test('canonical is the page URL and the alternates cover every language and x-default', () => {
    expect(hrefs(document, 'canonical')).toEqual([origin + url]);
    expect(links(document, 'alternate')).toHaveLength(4);
    expect(hrefsByLanguage(links(document, 'alternate'))).toEqual(expectedAlternates(id));
  });

  test('one title and one description, in the page language', () => {
    expect(titles(document)).toHaveLength(1);
    expect(titles(document)[0]).toContain(t(`${id}.metaTitle`));
    expect(titles(document)[0]).toContain('Lago Padel Club');
    expect(metaContents(document, 'description')).toEqual([t(`${id}.metaDescription`)]);
    expect(document.documentElement.getAttribute('lang')).toBe(locale);
  });

  test('Open Graph and Twitter card', () => {
    const one = (key: string) => {
      const values = metaContents(document, key);
      expect(values, key).toHaveLength(1);
      return values[0];
    };
    expect(one('og:url')).toBe(origin + url);
    expect(one('og:title')).toBe(t(`${id}.metaTitle`));
    expect(one('og:description')).toBe(t(`${id}.metaDescription`));
    expect(one('og:site_name')).toBe('Lago Padel Club');
    expect(one('og:type')).toBe('website');
    expect(one('og:image')).toBe(`${origin}/og/${locale}.png`);
    expect(one('og:image:width')).toBe('1200');
    expect(one('og:image:height')).toBe('630');
    expect(one('og:image:alt')).toContain(t('site.tagline'));
    expect(one('og:locale')).toBe(ogLocaleOf[locale]);
    const others = locales.filter((other) => other !== locale).map((other) => ogLocaleOf[other]);
    expect(metaContents(document, 'og:locale:alternate').sort()).toEqual(others.sort());
    expect(one('twitter:card')).toBe('summary_large_image');
  });
});

test('titles and descriptions are unique within each language', () => {
  for (const locale of locales) {
    const documents = routes
      .filter((route) => route.locale === locale)
      .map((route) => pageAt(route.url));
    expect(new Set(documents.flatMap(titles)).size, locale).toBe(7);
    expect(
      new Set(documents.flatMap((document) => metaContents(document, 'description'))).size,
      locale,
    ).toBe(7);
  }
});

test('the operator’s page is noindex, Italian, with no canonical, alternates or share tags, and the site’s favicon', () => {
  const document = pageAt('/upload-video', operatorRoot);
  expect(readDist('favicon.svg', operatorRoot)).toBe(readDist('favicon.svg'));
  expect(hrefs(document, 'icon')).toEqual(['/favicon.svg']);
  expect(metaContents(document, 'robots')).toEqual(['noindex']);
  expect(document.documentElement.getAttribute('lang')).toBe('it');
  expect(titles(document)).toHaveLength(1);
  expect(links(document, 'canonical')).toEqual([]);
  expect(links(document, 'alternate')).toEqual([]);
  expect(
    document.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]'),
  ).toHaveLength(0);
  expect(jsonLd(document)).toEqual([]);
});

test('the share images are 1200 x 630 PNGs, one per language', () => {
  for (const locale of locales)
    expect(pngSize(`og/${locale}.png`)).toEqual({ width: 1200, height: 630 });
});

test('the sitemap lists the 21 pages with their alternates and x-default', () => {
  const xml = (file: string) => parseDocument(readDist(file));
  const sitemaps = [...xml('sitemap-index.xml').querySelectorAll('sitemap > loc')].map(
    (loc) => loc.textContent ?? '',
  );
  expect(sitemaps.length).toBeGreaterThan(0);
  const entries = sitemaps.flatMap((sitemap) => [
    ...xml(new URL(sitemap).pathname.slice(1)).querySelectorAll('url'),
  ]);
  const listed = entries.map((entry) => entry.querySelector('loc')?.textContent ?? '');
  expect(listed.sort()).toEqual(routes.map((route) => origin + route.url).sort());
  for (const { id, url } of routes) {
    const entry = entries.find(
      (candidate) => candidate.querySelector('loc')?.textContent === origin + url,
    );
    const entryLinks = entry?.getElementsByTagName('xhtml:link') ?? [];
    expect(hrefsByLanguage(entryLinks), url).toEqual(expectedAlternates(id));
  }
});

test('robots.txt allows crawling and names the sitemap', () => {
  const robots = readDist('robots.txt');
  expect(robots).toContain('User-agent: *');
  expect(robots.split('\n')).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
  expect(robots).not.toMatch(/Disallow:\s*\/\S/);
});

test('every page has the logo as its favicon, and the touch icon', () => {
  expect(readDist('favicon.svg')).toContain(logoMarkSvg);
  for (const { url, document } of builtPages()) {
    expect(hrefs(document, 'icon'), url).toEqual(['/favicon.svg']);
    if (url.endsWith('/404')) continue;
    expect(hrefs(document, 'apple-touch-icon'), url).toEqual(['/apple-touch-icon.png']);
    expect(links(document, 'manifest'), url).toEqual([]);
  }
  expect(pngSize('apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
});
