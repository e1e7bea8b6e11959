import { intlLocales, type Locale } from '../../i18n/locales';

/**
 * A whole number of years, months, hours or minutes with the right plural in that language,
 * joined to its unit by a no-break space.
 * @example formatDuration(1, 'year', 'it') => '1 anno'
 * @example formatDuration(4, 'month', 'de') => '4 Monate'
 */
export function formatDuration(
  amount: number,
  unit: 'year' | 'month' | 'hour' | 'minute',
  locale: Locale,
): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(amount)
    .map((part) => (part.type === 'literal' ? part.value.replace(/\s/g, '\u00a0') : part.value))
    .join('');
}
