import type { Translate, UiKey } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/paths';
import { openingHours } from '../data/hours';
import { courtRental, fees, lessonRates } from '../data/prices';
import { site } from '../data/site';
import { logoIcon } from './app-icons';
import { formatDuration, formatEuro } from './format';
import { courtPricesValidity } from './court-validity';
import { ogImagePath } from './share-image';

/*
 * The centre as schema.org structured data, in the page's language, built only from the data
 * modules and the dictionaries: changing a price, an hour or the phone changes it too.
 */

const currency = 'EUR';

/** Amenities in the order they are listed; names come from the dictionaries. */
const amenityKeys = [
  'seo.amenityHeatedCourts',
  'seo.amenityPickleball',
  'seo.amenityBar',
  'seo.amenityParking',
  'seo.amenityChangingRooms',
  'seo.amenityRental',
] as const satisfies readonly UiKey[];

/**
 * schema.org times are xsd:time; Google reads a closing time of midnight as "23:59".
 * @example schemaTime('24:00') => '23:59'
 * @example schemaTime('08:30') => '08:30'
 */
function schemaTime(time: string): string {
  return time === '24:00' ? '23:59' : time;
}

function price(amount: number, name?: string) {
  return { '@type': 'UnitPriceSpecification', price: amount, priceCurrency: currency, name };
}

/** Court rental per duration, lessons as a price range, and the membership. */
function offers(t: Translate, locale: Locale) {
  // The court prices hold by day only: a search result must not show them as evening prices.
  const validity = courtPricesValidity(t, locale);
  const courtOffers = courtRental.rates.map((rate) => ({
    '@type': 'Offer',
    name: t('seo.offerCourt', { duration: formatDuration(rate.minutes, 'minute', locale) }),
    description: validity,
    price: rate.nonMembers,
    priceCurrency: currency,
    priceSpecification: [
      price(rate.nonMembers, t('seo.priceNonMembers')),
      price(rate.members, t('seo.priceMembers')),
    ],
  }));
  const lessonPrices = lessonRates.flatMap((rate) => [rate.day, rate.evening]);
  const lessons = {
    '@type': 'AggregateOffer',
    name: t('seo.offerLessons'),
    priceCurrency: currency,
    lowPrice: Math.min(...lessonPrices),
    highPrice: Math.max(...lessonPrices),
    offerCount: lessonRates.length,
  };
  const membership = {
    '@type': 'Offer',
    name: t('seo.offerMembership'),
    price: fees.registration.amount,
    priceCurrency: currency,
    priceSpecification: {
      ...price(fees.registration.amount),
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: fees.registration.years,
        unitCode: 'ANN',
      },
    },
  };
  return [...courtOffers, lessons, membership];
}

/** Every published amount, for `priceRange`. */
function allPrices(): number[] {
  return [
    ...courtRental.rates.flatMap((rate) => [rate.members, rate.nonMembers]),
    ...lessonRates.flatMap((rate) => [rate.day, rate.evening]),
    fees.registration.amount,
  ];
}

/** The centre as a `SportsActivityLocation` that is also a `SportsClub`, in one language. */
export function sportsClubJsonLd(locale: Locale, t: Translate) {
  const prices = allPrices();
  const { street, postalCode, locality, region, country } = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': ['SportsActivityLocation', 'SportsClub'],
    '@id': `${site.url}/#club`,
    name: site.name,
    legalName: site.legalName,
    description: t('footer.description'),
    url: new URL(localizePath('/', locale), site.url).href,
    image: new URL(ogImagePath(locale), site.url).href,
    logo: new URL(logoIcon.href, site.url).href,
    telephone: site.phone.e164,
    email: site.email,
    vatID: site.vatNumber,
    foundingDate: String(site.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: locality,
      addressRegion: region,
      addressCountry: country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: openingHours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: period.days,
      opens: schemaTime(period.opens),
      closes: schemaTime(period.closes),
    })),
    priceRange: `${formatEuro(Math.min(...prices), locale)} - ${formatEuro(Math.max(...prices), locale)}`,
    currenciesAccepted: currency,
    amenityFeature: amenityKeys.map((key) => ({
      '@type': 'LocationFeatureSpecification',
      name: t(key),
      value: true,
    })),
    sameAs: Object.values(site.social),
    makesOffer: offers(t, locale),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no value can end the
 * script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
