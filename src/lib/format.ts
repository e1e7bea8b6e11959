import { intlLocales, type Locale } from '../../i18n/locales';

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
  return new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(
    spans.map((span) => formatTimeRange(span.from, span.to, locale)),
  );
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
