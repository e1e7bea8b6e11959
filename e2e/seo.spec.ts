import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ogLocales, type Locale } from '../i18n/locales';
import { openingHours } from '../src/data/hours';
import { courtRental, fees, lessonRates } from '../src/data/prices';
import { site } from '../src/data/site';
import { uploadPagePath } from '../src/data/pages';
import { logoMarkSvg } from '../src/lib/logo';
import { decodeEntities, distRoot, openingTags } from './built-site';
import { expect, test } from './fixtures';
import {
  localizedRoutes,
  locales,
  localizePath,
  useTranslations,
  type LocalizedRoute,
} from './routes';

/*
 * What search engines and link previews read, checked in the built HTML and files (DIST_DIR):
 * no browser needed, every expected value derived from the data modules and dictionaries.
 */

const absolute = (path: string) => new URL(path, site.url).href;

function readDist(file: string): string {
  return readFileSync(join(distRoot, file), 'utf8');
}

/** The built file of a served URL (`/en/prenota` => `en/prenota.html`, `/` => `index.html`). */
function htmlOf(url: string): string {
  return readDist(url === '/' ? 'index.html' : `${url.slice(1)}.html`);
}

/** Attributes of one opening tag, values decoded. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((match) => [
      match[1] ?? '',
      decodeEntities(match[2] ?? ''),
    ]),
  );
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function links(html: string, rel: string) {
  return openingTags(head(html), 'link')
    .map(attributes)
    .filter((link) => link.rel === rel);
}

function metaContents(html: string, key: string): string[] {
  return openingTags(head(html), 'meta')
    .map(attributes)
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content ?? '');
}

function titles(html: string): string[] {
  return [...head(html).matchAll(/<title>([^<]*)<\/title>/g)].map((match) =>
    decodeEntities(match[1] ?? ''),
  );
}

/** The page's hreflang alternates as `{ lang: href }`. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    links(html, 'alternate').map((link) => [link.hreflang ?? '', link.href ?? '']),
  );
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? ''),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(join(distRoot, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function expectedAlternates(route: LocalizedRoute) {
  return {
    ...Object.fromEntries(
      locales.map((locale) => [locale, absolute(localizePath(route.page.path, locale))]),
    ),
    'x-default': absolute(localizePath(route.page.path, 'it')),
  };
}

for (const route of localizedRoutes) {
  test.describe(`${route.url} head`, () => {
    const html = htmlOf(route.url);
    const t = useTranslations(route.locale);

    test('canonical is the page URL and the alternates cover every language and x-default', () => {
      const canonical = links(html, 'canonical');
      expect(canonical).toHaveLength(1);
      expect(canonical[0]?.href).toBe(absolute(route.url));
      expect(links(html, 'alternate')).toHaveLength(locales.length + 1);
      expect(alternates(html)).toEqual(expectedAlternates(route));
    });

    test('every alternate page links back with the same set (reciprocal)', () => {
      const own = alternates(html);
      for (const href of Object.values(own)) {
        expect(alternates(htmlOf(new URL(href).pathname))).toEqual(own);
      }
    });

    test('one title and one description, in the page language', () => {
      expect(titles(html)).toHaveLength(1);
      expect(titles(html)[0]).toContain(t(`${route.page.id}.metaTitle`));
      expect(titles(html)[0]).toContain(site.name);
      expect(metaContents(html, 'description')).toEqual([t(`${route.page.id}.metaDescription`)]);
      expect(html).toMatch(new RegExp(`<html lang="${route.locale}"`));
    });

    test('Open Graph and Twitter card', () => {
      const one = (key: string) => {
        const values = metaContents(html, key);
        expect(values, key).toHaveLength(1);
        return values[0];
      };
      expect(one('og:url')).toBe(absolute(route.url));
      expect(one('og:title')).toBe(t(`${route.page.id}.metaTitle`));
      expect(one('og:description')).toBe(t(`${route.page.id}.metaDescription`));
      expect(one('og:site_name')).toBe(site.name);
      expect(one('og:type')).toBe('website');
      expect(one('og:image')).toBe(absolute(`/og/${route.locale}.png`));
      expect(one('og:image:width')).toBe('1200');
      expect(one('og:image:height')).toBe('630');
      expect(one('og:image:alt')).toContain(t('site.tagline'));
      expect(one('og:locale')).toBe(ogLocales[route.locale]);
      expect(metaContents(html, 'og:locale:alternate').sort()).toEqual(
        locales
          .filter((locale) => locale !== route.locale)
          .map((locale) => ogLocales[locale])
          .sort(),
      );
      expect(one('twitter:card')).toBe('summary_large_image');
    });

    test('structured data: the club in the page language, agreeing with the data modules', () => {
      const blocks = jsonLd(html);
      expect(blocks).toHaveLength(1);
      expectClubData(blocks[0], route.locale);
    });
  });
}

test('titles and descriptions are unique within each language', () => {
  for (const locale of locales) {
    const pages = localizedRoutes
      .filter((route) => route.locale === locale)
      .map((route) => htmlOf(route.url));
    const pageTitles = pages.flatMap(titles);
    const descriptions = pages.flatMap((html) => metaContents(html, 'description'));
    expect(new Set(pageTitles).size, locale).toBe(pages.length);
    expect(new Set(descriptions).size, locale).toBe(pages.length);
  }
});

test('the upload page is noindex, Italian only, without alternates', () => {
  const html = htmlOf(uploadPagePath);
  expect(metaContents(html, 'robots')).toEqual(['noindex']);
  expect(links(html, 'canonical').map((link) => link.href)).toEqual([absolute(uploadPagePath)]);
  expect(links(html, 'alternate')).toEqual([]);
  expect(metaContents(html, 'og:locale')).toEqual([ogLocales.it]);
  expect(metaContents(html, 'og:locale:alternate')).toEqual([]);
  expect(titles(html)).toHaveLength(1);
  expect(jsonLd(html)).toHaveLength(1);
});

test('the share images are 1200 x 630 PNGs, one per language', () => {
  for (const locale of locales)
    expect(pngSize(`og/${locale}.png`)).toEqual({ width: 1200, height: 630 });
});

test('the sitemap lists the 21 pages with their alternates and x-default, not the upload page', () => {
  const index = readDist('sitemap-index.xml');
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(sitemaps.length).toBeGreaterThan(0);
  const entries = sitemaps.flatMap((url) =>
    [...readDist(new URL(url).pathname.slice(1)).matchAll(/<url>([\s\S]*?)<\/url>/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  const listed = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  expect(listed.sort()).toEqual(localizedRoutes.map((route) => absolute(route.url)).sort());
  expect(listed.some((url) => url?.includes(uploadPagePath))).toBe(false);
  for (const route of localizedRoutes) {
    const entry = entries.find((candidate) =>
      candidate.includes(`<loc>${absolute(route.url)}</loc>`),
    );
    const entryLinks = Object.fromEntries(
      openingTags(entry ?? '', 'xhtml:link')
        .map(attributes)
        .map((link) => [link.hreflang ?? '', link.href ?? '']),
    );
    expect(entryLinks, route.url).toEqual(expectedAlternates(route));
  }
});

test('robots.txt allows crawling (the upload page too) and names the sitemap', () => {
  const robots = readDist('robots.txt');
  expect(robots).toContain('User-agent: *');
  expect(robots.split('\n')).toContain(`Sitemap: ${absolute('/sitemap-index.xml')}`);
  expect(robots).not.toMatch(/Disallow:\s*\/\S/);
});

test('every page has the logo as a favicon that needs no request, and the touch icon', () => {
  for (const url of [...localizedRoutes.map((route) => route.url), uploadPagePath]) {
    const html = htmlOf(url);
    const icons = links(html, 'icon');
    expect(icons, url).toHaveLength(1);
    const href = icons[0]?.href ?? '';
    expect(href, url).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1)), url).toContain(logoMarkSvg);
    expect(
      links(html, 'apple-touch-icon').map((link) => link.href),
      url,
    ).toEqual(['/apple-touch-icon.png']);
    expect(links(html, 'manifest'), url).toEqual([]);
  }
  expect(links(readDist('404.html'), 'icon')[0]?.href).toMatch(/^data:image\/svg\+xml,/);
  expect(pngSize('apple-touch-icon.png')).toEqual({ width: 180, height: 180 });
});

interface ClubData {
  '@context': string;
  '@type': string[];
  name: string;
  url: string;
  telephone: string;
  email: string;
  address: Record<string, string>;
  geo: { latitude: number; longitude: number };
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
  priceRange: string;
  amenityFeature: { name: string; value: boolean }[];
  sameAs: string[];
  makesOffer: {
    '@type': string;
    name: string;
    price?: number;
    priceCurrency: string;
    lowPrice?: number;
    highPrice?: number;
    priceSpecification?: { price: number; name?: string }[] | { price: number };
  }[];
}

function expectClubData(data: unknown, locale: Locale) {
  const t = useTranslations(locale);
  const club = data as ClubData;
  expect(club['@context']).toBe('https://schema.org');
  expect(club['@type']).toEqual(['SportsActivityLocation', 'SportsClub']);
  expect(club.name).toBe(site.name);
  expect(club.url).toBe(absolute(localizePath('/', locale)));
  expect(club.telephone).toBe(site.phone.e164);
  expect(club.email).toBe(site.email);
  expect(club.address).toMatchObject({
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.locality,
    addressCountry: site.address.country,
  });
  expect(club.geo).toMatchObject(site.geo);
  // schema.org times are xsd:time, so a closing time of midnight is published as 23:59.
  expect(club.openingHoursSpecification).toEqual(
    openingHours.map((period) =>
      expect.objectContaining({
        dayOfWeek: [...period.days],
        opens: period.opens,
        closes: period.closes === '24:00' ? '23:59' : period.closes,
      }),
    ),
  );
  expect(club.priceRange).toMatch(/\d/);
  expect(club.amenityFeature.map((feature) => feature.name)).toEqual([
    t('seo.amenityHeatedCourts'),
    t('seo.amenityPickleball'),
    t('seo.amenityBar'),
    t('seo.amenityParking'),
    t('seo.amenityChangingRooms'),
    t('seo.amenityRental'),
  ]);
  expect(club.sameAs).toEqual(Object.values(site.social));

  const offers = club.makesOffer;
  expect(offers.every((offer) => offer.priceCurrency === 'EUR')).toBe(true);
  for (const rate of courtRental.rates) {
    const offer = offers.find(
      (candidate) => candidate.name === t('seo.offerCourt', { minutes: rate.minutes }),
    );
    expect(offer?.price, `${rate.minutes} min`).toBe(rate.nonMembers);
    const specification = offer?.priceSpecification as { price: number; name?: string }[];
    expect(specification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ price: rate.members, name: t('seo.priceMembers') }),
        expect.objectContaining({ price: rate.nonMembers, name: t('seo.priceNonMembers') }),
      ]),
    );
  }
  const lessonPrices = lessonRates.flatMap((rate) => [rate.day, rate.evening]);
  expect(offers.find((offer) => offer.name === t('seo.offerLessons'))).toMatchObject({
    '@type': 'AggregateOffer',
    lowPrice: Math.min(...lessonPrices),
    highPrice: Math.max(...lessonPrices),
  });
  expect(offers.find((offer) => offer.name === t('seo.offerMembership'))?.price).toBe(
    fees.registration.amount,
  );
}
