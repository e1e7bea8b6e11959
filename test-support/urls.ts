import type { Locale } from '../i18n/locales';
import type { PageId } from '../src/data/pages';

/** The origin the site is published at, as canonical and sitemap URLs write it. */
export const origin = 'https://www.lagopadelclub.example';

/** Every page in every language as served, written out so a wrong URL cannot agree with itself. */
export const publishedUrls = {
  home: { it: '/', en: '/en', de: '/de' },
  booking: { it: '/prenota', en: '/en/prenota', de: '/de/prenota' },
  lessons: { it: '/lezioni', en: '/en/lezioni', de: '/de/lezioni' },
  courts: { it: '/campi', en: '/en/campi', de: '/de/campi' },
  membership: { it: '/soci', en: '/en/soci', de: '/de/soci' },
  gallery: { it: '/gallery', en: '/en/gallery', de: '/de/gallery' },
  contacts: { it: '/contatti', en: '/en/contatti', de: '/de/contatti' },
} as const satisfies Record<PageId, Record<Locale, string>>;

/** One published page in one language. */
export interface Route {
  id: PageId;
  locale: Locale;
  url: string;
}

/** The 21 published pages: every page of `publishedUrls` in every language. */
const pageIds = Object.keys(publishedUrls) as PageId[];
export const routes: Route[] = (['it', 'en', 'de'] as const).flatMap((locale) =>
  pageIds.map((id) => ({ id, locale, url: publishedUrls[id][locale] })),
);

/** The published pages of one language: a test per language loads them in turn. */
export const routesIn = (locale: Locale): Route[] =>
  routes.filter((route) => route.locale === locale);
