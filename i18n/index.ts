import { de } from './de';
import { en } from './en';
import { fillTemplate } from './fill-template';
import { it, type UiKey } from './it';
import type { Locale } from './locales';

export type { UiKey } from './it';

/** Values for the `{name}` placeholders of a translation. */
export type TranslationValues = Record<string, string | number>;

/** Looks up and fills in a translation; returned by `useTranslations`. */
export type Translate = (key: UiKey, values?: TranslationValues) => string;

/** Every dictionary by language. */
export const dictionaries: Record<Locale, Record<UiKey, string>> = { it, en, de };

/**
 * Looks a key up in a (possibly incomplete) dictionary, falling back to Italian and then
 * to the key itself, and fills in `{placeholders}` (unknown placeholders stay as written).
 * @example translate({ 'nav.home': 'Start' }, 'nav.home') => 'Start'
 */
export function translate(
  dictionary: Partial<Record<string, string>>,
  key: string,
  values?: TranslationValues,
): string {
  const text = dictionary[key] ?? (it as Partial<Record<string, string>>)[key] ?? key;
  return values ? fillTemplate(text, values) : text;
}

/**
 * The translation function for one language; resolve it once per page. `facts` (brought by the
 * caller, so i18n depends on no layer above) fill every string; a value passed to `t` wins.
 * @example useTranslations('en', { club: 'Lago Padel Club' })('header.homeAccessibleLabel') => 'Lago Padel Club, home page'
 */
export function useTranslations(locale: Locale, facts: TranslationValues): Translate {
  const dictionary = dictionaries[locale];
  return (key, values) => translate(dictionary, key, { ...facts, ...values });
}
