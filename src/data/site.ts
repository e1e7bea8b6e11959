/**
 * Every fact about the centre, in one place. The values are fictional placeholders
 * (see docs/decisions.md): replace them here and the whole site, the structured data and the
 * security policy follow. Wording that differs by language lives in `i18n/`, not here.
 */

/** Digits only, with the country code: used for `tel:` and the chat link. */
const phoneDigits = '390000000000';

/**
 * The storage provider that serves the hero video for the centre (a processor, like the web
 * host, so no consent is asked): the consent banner's details name it. An export of its own, so
 * the banner's island imports this name and not the whole configuration.
 */
export const videoStorageProvider = 'Supabase';

export const site = {
  /** Absolute origin the site is published at; canonical and sitemap URLs start with it. */
  url: 'https://www.lagopadelclub.example',
  name: 'Lago Padel Club',
  legalName: 'Lago Padel Club S.S.D. a r.l.',
  vatNumber: 'IT00000000000',
  phone: {
    display: '+39 0000 000000',
    e164: `+${phoneDigits}`,
    digits: phoneDigits,
  },
  email: 'info@lagopadelclub.example',
  address: {
    street: 'Via del Lago 1',
    postalCode: '00000',
    locality: 'Lagoverde',
    region: 'XX',
    country: 'IT',
  },
  geo: { latitude: 45.6, longitude: 10.6 },
  social: {
    instagram: 'https://www.instagram.com/lagopadelclub.example/',
    facebook: 'https://www.facebook.com/lagopadelclub.example/',
  },
  /** The post shown in the home page's "Il nostro centro" embed. */
  instagramPost: 'https://www.instagram.com/reel/EXAMPLE0000/',
  apps: {
    ios: 'https://apps.apple.com/it/app/booking-app-example/id0000000000',
    android: 'https://play.google.com/store/apps/details?id=com.example.booking',
  },
  booking: {
    moduleUrl: 'https://booking.example.com/modulo/prenota',
    venueId: '0000',
    /** The module's language (its `idioma`): it speaks only Italian; other pages say so. */
    language: 'it',
  },
  policies: {
    privacy: 'https://policies.example.com/privacy-policy/00000000',
    cookies: 'https://policies.example.com/privacy-policy/00000000/cookie-policy',
  },
  credit: { name: 'Studio Web Esempio', url: 'https://studio.example.com/' },
  foundedYear: 2023,
} as const;
