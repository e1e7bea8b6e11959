import { useTranslations } from '../i18n';
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

export { locales, localizePath, pages, useTranslations };
