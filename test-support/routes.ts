// The tests' translator is the pages' own, facts filled in, under the name the specs use.
import { translationsFor as useTranslations } from '../src/lib/translations';
import { locales, type Locale } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import { pages, type PageEntry } from '../src/data/pages';

export interface LocalizedRoute {
  locale: Locale;
  page: PageEntry;
  /** URL path as served, e.g. `/en/prenota`. */
  url: string;
}

/** The 21 published pages: every page in every language. */
export const localizedRoutes: LocalizedRoute[] = locales.flatMap((locale) =>
  pages.map((page) => ({ locale, page, url: localizePath(page.path, locale) })),
);

/**
 * The published pages of one language: for checks that load every page in turn, one test per
 * language (a browser context per test costs more than a page load).
 */
export const localizedRoutesIn = (locale: Locale): LocalizedRoute[] =>
  localizedRoutes.filter((route) => route.locale === locale);

export { locales, localizePath, pages, useTranslations };
