import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { openingHours } from '../../src/data/hours';
import { site } from '../../src/data/site';
import { translatorFor } from '../../src/lib/translations';
import { origin, publishedUrls as urls } from '../../test-support/urls';
import { builtPages, distRoot, pageAt } from './built-site';
import { jsonLd } from './queries';
import { written } from './written';

/*
 * The centre's structured data (JSON-LD) as search engines read it: on the contact page only, in
 * the page's language, agreeing with the data modules, and naming only files of the build.
 */

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

test('only the contact page, in each language, carries it: search engines need it once', () => {
  const withJsonLd = builtPages().filter((page) => jsonLd(page.document).length > 0);
  expect(withJsonLd.map((page) => page.url).sort()).toEqual(Object.values(urls.contacts).sort());
});

test.each(['it', 'en', 'de'] as const)(
  'on the %s contact page: the club in the page language, agreeing with the data modules, naming only files of the build',
  (locale) => {
    const blocks = jsonLd(pageAt(urls.contacts[locale]));
    expect(blocks).toHaveLength(1);
    expectClubData(blocks[0], locale);
    const named = blocks.flatMap(ownUrls);
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((url) => !servedFile(url.pathname)).map((url) => url.href);
    expect(missing).toEqual([]);
  },
);

function expectClubData(data: unknown, locale: Locale) {
  const t = translatorFor(locale);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': ['SportsActivityLocation', 'SportsClub'],
    name: 'Lago Padel Club',
    url: origin + urls.home[locale],
    telephone: '+390000000000',
    email: site.email,
    address: {
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.locality,
      addressCountry: site.address.country,
    },
    geo: site.geo,
    // schema.org times are xsd:time, so a closing time of midnight is published as 23:59.
    openingHoursSpecification: openingHours.map((period) => ({
      dayOfWeek: [...period.days],
      opens: period.opens,
      closes: period.closes === '24:00' ? '23:59' : period.closes,
    })),
    // From the membership's registration to the longest court booking for non-members.
    priceRange: `${written[locale].registration} - ${written[locale].court[5]?.[0]}`,
    amenityFeature: (
      ['HeatedCourts', 'Pickleball', 'Bar', 'Parking', 'ChangingRooms', 'Rental'] as const
    ).map((amenity) => ({ name: t(`seo.amenity${amenity}`) })),
    sameAs: Object.values(site.social),
  });

  const offers = (data as { makesOffer: Record<string, unknown>[] }).makesOffer;
  expect(offers.every((offer) => offer.priceCurrency === 'EUR')).toBe(true);
  for (const [index, [minutes, members, nonMembers]] of [
    [60, 36, 44],
    [90, 54, 64],
    [120, 72, 84],
  ].entries()) {
    const duration = written[locale].minutes[index] ?? '';
    const offer = offers.find((candidate) => candidate.name === t('seo.offerCourt', { duration }));
    expect(offer?.price, `${minutes} min`).toBe(nonMembers);
    const { dayStart, evening } = written[locale];
    expect(offer?.description).toBe(t('booking.validity', { from: dayStart, until: evening }));
    expect(offer?.priceSpecification).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ price: members, name: t('seo.priceMembers') }),
        expect.objectContaining({ price: nonMembers, name: t('seo.priceNonMembers') }),
      ]),
    );
  }
  expect(offers.find((offer) => offer.name === t('seo.offerLessons'))).toMatchObject({
    '@type': 'AggregateOffer',
    lowPrice: 20,
    highPrice: 42,
  });
  expect(offers.find((offer) => offer.name === t('seo.offerMembership'))?.price).toBe(10);
}
