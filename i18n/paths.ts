import { defaultLocale, isLocale, type Locale } from './locales.ts';

/**
 * Reads the language from the first segment of a path; anything else is Italian.
 * @example getLocaleFromPath('/en/prenota') => 'en'
 * @example getLocaleFromPath('/prenota') => 'it'
 * @example getLocaleFromPath('/english') => 'it'
 */
export function getLocaleFromPath(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/**
 * Removes an /en or /de prefix, always returning a path that starts with a slash.
 * @example stripLocale('/en/prenota') => '/prenota'
 * @example stripLocale('/de') => '/'
 * @example stripLocale('') => '/'
 */
export function stripLocale(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const locale = getLocaleFromPath(withSlash);
  if (locale === defaultLocale) return withSlash;
  const rest = withSlash.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in another language (no prefix for Italian), never with a trailing slash.
 * @example localizePath('/prenota', 'en') => '/en/prenota'
 * @example localizePath('/de/campi/', 'it') => '/campi'
 * @example localizePath('/', 'de') => '/de'
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path).replace(/\/+$/, '') || '/';
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/**
 * The clean URL path of a built page, whatever file name the build gives it.
 * @example cleanPagePath('/en/prenota.html') => '/en/prenota'
 * @example cleanPagePath('/index.html') => '/'
 * @example cleanPagePath('/de/') => '/de'
 */
export function cleanPagePath(path: string): string {
  const clean = path
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}
