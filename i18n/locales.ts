/** The one list of languages the site is published in; Italian is the source and the default. */
export const locales = ['it', 'en', 'de'] as const;

export type Locale = (typeof locales)[number];

/** The language served without a URL prefix. */
export const defaultLocale: Locale = 'it';

/** Each language's name in that language, for the switcher's accessible labels. */
export const localeNames = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
} as const satisfies Record<Locale, string>;

/** BCP 47 tags for `Intl` formatting (money, numbers). */
export const intlLocales = {
  it: 'it-IT',
  en: 'en-GB',
  de: 'de-DE',
} as const satisfies Record<Locale, string>;

/** Open Graph locale codes (language_TERRITORY). */
export const ogLocales = {
  it: 'it_IT',
  en: 'en_GB',
  de: 'de_DE',
} as const satisfies Record<Locale, string>;

/** Type guard for a string that names one of the site's languages. */
export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}
