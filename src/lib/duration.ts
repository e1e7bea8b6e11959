import { intlLocales, type Locale } from '../../i18n/locales';

/**
 * A whole number of years, months, hours or minutes, spelled out with the right plural in that
 * language; a no-break space keeps the number with its unit on one line.
 * @example formatDuration(1, 'year', 'it') => '1 anno'
 * @example formatDuration(4, 'month', 'en') => '4 months'
 * @example formatDuration(4, 'month', 'de') => '4 Monate'
 * @example formatDuration(60, 'minute', 'it') => '60 minuti'
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
