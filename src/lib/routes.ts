import { defaultLocale, locales } from '../../i18n/locales';

/**
 * `getStaticPaths` for a page under `src/pages/[...lang]/`: one copy per language,
 * Italian without prefix (`lang` undefined), the others under /en and /de.
 */
export function localeStaticPaths() {
  return locales.map((locale) => ({
    params: { lang: locale === defaultLocale ? undefined : locale },
  }));
}
