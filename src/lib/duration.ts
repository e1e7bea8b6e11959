import { intlLocales, type Locale } from '../../i18n/locales';

type DurationUnit = 'year' | 'month' | 'hour' | 'minute';

/** Intl's parts of a duration, the spaces inside it made no-break. */
function durationParts(
  amount: number,
  unit: DurationUnit,
  locale: Locale,
): Intl.NumberFormatPart[] {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(amount)
    .map((part) =>
      part.type === 'literal' ? { ...part, value: part.value.replace(/\s/g, '\u00a0') } : part,
    );
}

/**
 * A whole number of years, months, hours or minutes with the right plural in that language,
 * joined to its unit by a no-break space: for tables, labels and hours ("48 ore", "60 minuti").
 * @example formatDuration(1, 'year', 'it') => '1 anno'
 * @example formatDuration(4, 'month', 'de') => '4 Monate'
 */
export function formatDuration(amount: number, unit: DurationUnit, locale: Locale): string {
  return durationParts(amount, unit, locale)
    .map((part) => part.value)
    .join('');
}

/** Numbers from two to twelve as running text writes them in each language. */
const twoToTwelve = {
  it: [
    'due',
    'tre',
    'quattro',
    'cinque',
    'sei',
    'sette',
    'otto',
    'nove',
    'dieci',
    'undici',
    'dodici',
  ],
  en: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  de: ['zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
} as const satisfies Record<Locale, readonly string[]>;

/**
 * "One" before a year and a month. German takes the accusative, the case of every duration the
 * copy names ("gilt ein Jahr", "für einen Monat").
 */
const one = {
  it: { year: 'un', month: 'un' },
  en: { year: 'one', month: 'one' },
  de: { year: 'ein', month: 'einen' },
} as const satisfies Record<Locale, Record<'year' | 'month', string>>;

/**
 * A number of years or months for running text: up to twelve the number is a word, as each
 * language's prose writes it ("un anno", "four months", "vier Monate"); above, digits.
 * @example formatDurationInWords(1, 'year', 'it') => 'un anno'
 * @example formatDurationInWords(4, 'month', 'de') => 'vier Monate'
 * @example formatDurationInWords(18, 'month', 'en') => '18 months'
 */
export function formatDurationInWords(
  amount: number,
  unit: 'year' | 'month',
  locale: Locale,
): string {
  const word = amount === 1 ? one[locale][unit] : twoToTwelve[locale][amount - 2];
  return durationParts(amount, unit, locale)
    .map((part) => (part.type === 'integer' && word ? word : part.value))
    .join('');
}
