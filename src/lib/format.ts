import { intlLocales, type Locale } from '../../i18n/locales';

/*
 * The one home of formatting: prices, numbers, times, durations, lengths and sizes. The public
 * pages' formatters take the page's language; the upload page's are Italian only (the operator's
 * language) and make their `Intl` formatter on first use.
 */

/**
 * An amount in euros as people read it in that language.
 * @example formatEuro(36, 'it') => '36,00 €'
 * @example formatEuro(13.5, 'en') => '€13.50'
 */
export function formatEuro(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'EUR' }).format(
    amount,
  );
}

/**
 * A whole percentage in that language; below zero with a minus sign (−), not Intl's hyphen.
 * @example formatPercent(50, 'de') => '50 %'
 * @example formatPercent(-50, 'it') => '−50%'
 */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'percent' })
    .formatToParts(percent / 100)
    .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
    .join('');
}

/**
 * A language's name as that page's language writes it in running text.
 * @example formatLanguageName('it', 'en') => 'Italian'
 * @example formatLanguageName('it', 'de') => 'Italienisch'
 */
export function formatLanguageName(language: Locale, locale: Locale): string {
  return new Intl.DisplayNames(intlLocales[locale], { type: 'language' }).of(language) ?? language;
}

/** A postal address as the site's data holds it (see `site.address`). */
export interface PostalAddress {
  street: string;
  postalCode: string;
  locality: string;
  region: string;
}

/**
 * An Italian postal address as two display lines: the street, then postcode, town and province.
 * @example formatAddressLines({ street: 'Via Roma 5', postalCode: '20121', locality: 'Milano', region: 'MI' }) => ['Via Roma 5', '20121 Milano (MI)']
 */
export function formatAddressLines(address: PostalAddress): [street: string, town: string] {
  const { street, postalCode, locality, region } = address;
  return [street, `${postalCode} ${locality} (${region})`];
}

/** Joins a number and its unit, or the two ends of a size, so that a line never breaks there. */
const noBreakSpace = '\u00a0';

/** An en dash a line never breaks after (a word joiner follows it): "09:00–16:30" stays whole. */
const rangeDash = '–\u2060';

/** German writes "Uhr" after a time of day; Italian and English write the time alone. */
const timeOfDaySuffix = { it: '', en: '', de: `${noBreakSpace}Uhr` } as const satisfies Record<
  Locale,
  string
>;

/**
 * A time of day from the data ("HH:MM", 24-hour) as that language writes it.
 * @example formatTime('17:30', 'de') => '17:30 Uhr'
 */
export function formatTime(time: string, locale: Locale): string {
  return `${time}${timeOfDaySuffix[locale]}`;
}

/**
 * A span of the day: an en dash with no spaces between the two times, never broken.
 * @example formatTimeRange('08:30', '24:00', 'it') => '08:30–24:00'
 * @example formatTimeRange('08:30', '24:00', 'de') => '08:30–24:00 Uhr'
 */
export function formatTimeRange(from: string, to: string, locale: Locale): string {
  return `${from}${rangeDash}${to}${timeOfDaySuffix[locale]}`;
}

/**
 * Spans of the day as one list ("a and b").
 * @example formatTimeRanges([{ from: '09:00', to: '12:00' }, { from: '14:00', to: '16:30' }], 'it') => '09:00–12:00 e 14:00–16:30'
 */
export function formatTimeRanges(
  spans: readonly { from: string; to: string }[],
  locale: Locale,
): string {
  return formatList(
    spans.map((span) => formatTimeRange(span.from, span.to, locale)),
    locale,
  );
}

/**
 * Items as one list in running text, the last joined by "and" in that language.
 * @example formatList(['lessons', 'court booking'], 'en') => 'lessons and court booking'
 */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(items);
}

/**
 * A span of whole numbers, an en dash with no spaces between them, never broken.
 * @example formatNumberRange(2, 4, 'en') => '2–4'
 */
export function formatNumberRange(from: number, to: number, locale: Locale): string {
  const number = new Intl.NumberFormat(intlLocales[locale]);
  return `${number.format(from)}${rangeDash}${number.format(to)}`;
}

/**
 * A length in metres, the unit after a no-break space.
 * @example formatMeters(20, 'it') => '20 m'
 */
export function formatMeters(meters: number, locale: Locale): string {
  return `${new Intl.NumberFormat(intlLocales[locale]).format(meters)}${noBreakSpace}m`;
}

/**
 * A rectangle's length by width in metres, with the multiplication sign and one unit.
 * @example formatArea(20, 13, 'en') => '20 × 13 m'
 */
export function formatArea(length: number, width: number, locale: Locale): string {
  const number = new Intl.NumberFormat(intlLocales[locale]).format(length);
  return `${number}${noBreakSpace}×${noBreakSpace}${formatMeters(width, locale)}`;
}

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

/**
 * A value made when first asked for. The upload page's `Intl` formatters are made so: a page's
 * first starts ICU, a long task on a phone, and none may be built while its card hydrates
 * (docs/performance.md).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

// The upload page's formatters: Italian only, the operator's language (i18n/upload-it.ts).
const italianMegabytes = onFirstUse(
  () => new Intl.NumberFormat('it', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const italianSeconds = onFirstUse(() => new Intl.NumberFormat('it', { maximumFractionDigits: 1 }));
const italianDates = onFirstUse(
  () => new Intl.DateTimeFormat('it', { dateStyle: 'long', timeStyle: 'short' }),
);
const italianAlternatives = onFirstUse(() => new Intl.ListFormat('it', { type: 'disjunction' }));

/**
 * A size on the upload page, in megabytes (1,000,000 bytes), one decimal.
 * @example formatMegabytes(2_345_678) => '2,3 MB'
 */
export function formatMegabytes(bytes: number): string {
  return `${italianMegabytes().format(bytes / 1_000_000)} MB`;
}

/**
 * A moment (ISO 8601) on the upload page, in Italian.
 * @example formatDate('2026-11-20T10:00:00Z') => '20 novembre 2026 alle ore 11:00' (in Rome)
 */
export function formatDate(iso: string): string {
  return italianDates().format(new Date(iso));
}

/**
 * A duration in seconds on the upload page, at most one decimal, without its unit.
 * @example formatSeconds(4_500) => '4,5'
 */
export function formatSeconds(milliseconds: number): string {
  return italianSeconds().format(milliseconds / 1000);
}

/**
 * Alternatives on the upload page, as Italian lists them.
 * @example formatAlternatives(['MP4', 'WebM', 'MOV']) => 'MP4, WebM o MOV'
 */
export function formatAlternatives(items: readonly string[]): string {
  return italianAlternatives().format(items);
}
