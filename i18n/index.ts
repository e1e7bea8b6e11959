import { de } from './de';
import { en } from './en';
import { fillTemplate } from './fill-template';
import { it, type UiKey } from './it';
import type { Locale } from './locales';

export type { UiKey } from './it';

/** Values for the `{name}` placeholders of a translation. */
export type TranslationValues = Record<string, string | number>;

/**
 * Looks up and fills in a translation of one language, the centre's facts included: what
 * `translatorFor` (src/lib/translations.ts) returns and `Astro.locals.t` holds.
 */
export type Translate = (key: UiKey, values?: TranslationValues) => string;

/** Every dictionary by language. */
export const dictionaries: Record<Locale, Record<UiKey, string>> = { it, en, de };

/**
 * Looks a key up in a (possibly incomplete) dictionary, falling back to Italian and then
 * to the key itself, and fills in `{placeholders}` from `values`, then from `facts` (brought by
 * the caller, so i18n depends on no layer above); unknown placeholders stay as written.
 * @example translate({ 'nav.home': 'Start' }, 'nav.home') => 'Start'
 * @example translate(dictionaries.en, 'header.homeAccessibleLabel', {}, { club: 'Lago Padel Club' }) => 'Lago Padel Club, home page'
 */
export function translate(
  dictionary: Partial<Record<string, string>>,
  key: string,
  values: TranslationValues = {},
  facts: TranslationValues = {},
): string {
  const text = dictionary[key] ?? (it as Partial<Record<string, string>>)[key] ?? key;
  return fillTemplate(text, values, facts);
}
