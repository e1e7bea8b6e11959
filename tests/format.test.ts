import { describe, expect, onTestFinished, test, vi } from 'vitest';
import {
  formatAddressLines,
  formatAlternatives,
  formatArea,
  formatDate,
  formatDuration,
  formatDurationInWords,
  formatEuro,
  formatLanguageName,
  formatList,
  formatMegabytes,
  formatMeters,
  formatNumberRange,
  formatPercent,
  formatSeconds,
  formatTime,
  formatTimeRange,
  formatTimeRanges,
} from '../src/lib/format';
import { locales } from '../i18n/locales';

// Intl separates the number from the sign with a no-break space (U+00A0) in Italian and German.
test.each([
  ['it', '36,00\u00a0€', '12,50\u00a0€', '1234,50\u00a0€'],
  ['en', '€36.00', '€12.50', '€1,234.50'],
  ['de', '36,00\u00a0€', '12,50\u00a0€', '1.234,50\u00a0€'],
] as const)('formatEuro: 36, 12.5 and 1234.5 in %s', (locale, ...expected) => {
  expect([36, 12.5, 1234.5].map((amount) => formatEuro(amount, locale))).toEqual(expected);
});

test.each([
  ['en', 'Italian'],
  ['de', 'Italienisch'],
  ['it', 'italiano'],
] as const)('formatLanguageName: Italian in %s => %s', (locale, expected) => {
  expect(formatLanguageName('it', locale)).toBe(expected);
});

test.each([
  ['it', '50%', '\u221250%'],
  ['en', '50%', '\u221250%'],
  ['de', '50\u00a0%', '\u221250\u00a0%'],
] as const)('formatPercent: 50 and -50 in %s', (locale, ...expected) => {
  expect([50, -50].map((percent) => formatPercent(percent, locale))).toEqual(expected);
});

// Ranges take an en dash with no spaces and a word joiner after it (U+2060), units a no-break
// space: a line never breaks inside a range or between a number and its unit.
test.each([
  ['it', '17:30', '08:30–\u206024:00'],
  ['en', '17:30', '08:30–\u206024:00'],
  ['de', '17:30\u00a0Uhr', '08:30–\u206024:00\u00a0Uhr'],
] as const)('formatTime and formatTimeRange: in %s: %s, %s', (locale, time, range) => {
  expect(formatTime('17:30', locale)).toBe(time);
  expect(formatTimeRange('08:30', '24:00', locale)).toBe(range);
});

test.each([
  ['it', '09:00–\u206012:00 e 14:00–\u206016:30', 'lezioni e campi'],
  ['en', '09:00–\u206012:00 and 14:00–\u206016:30', 'lezioni and campi'],
  ['de', '09:00–\u206012:00\u00a0Uhr und 14:00–\u206016:30\u00a0Uhr', 'lezioni und campi'],
] as const)('formatTimeRanges and formatList: in %s: %j, %j', (locale, spans, list) => {
  const day = [
    { from: '09:00', to: '12:00' },
    { from: '14:00', to: '16:30' },
  ];
  expect(formatTimeRanges(day, locale)).toBe(spans);
  expect(formatList(['lezioni', 'campi'], locale)).toBe(list);
});

test.each(['it', 'en', 'de'] as const)('formatNumberRange: 2 to 4 in %s, unbroken', (locale) => {
  expect(formatNumberRange(2, 4, locale)).toBe('2–\u20604');
});

test.each([
  ['it', '20\u00a0m', '20\u00a0×\u00a013\u00a0m', '13,4\u00a0m'],
  ['en', '20\u00a0m', '20\u00a0×\u00a013\u00a0m', '13.4\u00a0m'],
  ['de', '20\u00a0m', '20\u00a0×\u00a013\u00a0m', '13,4\u00a0m'],
] as const)('formatMeters and formatArea: in %s: %j, %j, %j', (locale, meters, area, decimal) => {
  expect(formatMeters(20, locale)).toBe(meters);
  expect(formatArea(20, 13, locale)).toBe(area);
  expect(formatMeters(13.4, locale)).toBe(decimal);
});

test('formatAddressLines: the street, then postcode, town and province in brackets', () => {
  const address = { street: 'Via Roma 5', postalCode: '20121', locality: 'Milano', region: 'MI' };
  expect(formatAddressLines(address)).toEqual(['Via Roma 5', '20121 Milano (MI)']);
});

// In Italian, English and German. Running text writes a number up to twelve as a word; German
// takes the accusative.
test.each([
  [1, 'year', '1\u00a0anno', '1\u00a0year', '1\u00a0Jahr'],
  [2, 'year', '2\u00a0anni', '2\u00a0years', '2\u00a0Jahre'],
  [4, 'month', '4\u00a0mesi', '4\u00a0months', '4\u00a0Monate'],
  [60, 'minute', '60\u00a0minuti', '60\u00a0minutes', '60\u00a0Minuten'],
  [1, 'hour', '1\u00a0ora', '1\u00a0hour', '1\u00a0Stunde'],
  [24, 'hour', '24\u00a0ore', '24\u00a0hours', '24\u00a0Stunden'],
] as const)('formatDuration: %i %s => %s, %s, %s', (amount, unit, ...expected) => {
  expect(locales.map((locale) => formatDuration(amount, unit, locale))).toEqual(expected);
});

test.each([
  [1, 'year', 'un\u00a0anno', 'one\u00a0year', 'ein\u00a0Jahr'],
  [1, 'month', 'un\u00a0mese', 'one\u00a0month', 'einen\u00a0Monat'],
  [2, 'year', 'due\u00a0anni', 'two\u00a0years', 'zwei\u00a0Jahre'],
  [4, 'month', 'quattro\u00a0mesi', 'four\u00a0months', 'vier\u00a0Monate'],
  [12, 'month', 'dodici\u00a0mesi', 'twelve\u00a0months', 'zwölf\u00a0Monate'],
  [13, 'month', '13\u00a0mesi', '13\u00a0months', '13\u00a0Monate'],
] as const)('formatDurationInWords: %i %s => %s, %s, %s', (amount, unit, ...expected) => {
  expect(locales.map((locale) => formatDurationInWords(amount, unit, locale))).toEqual(expected);
});

// The upload page's formatters: Italian only, the operator's language.
describe('formatMegabytes, formatSeconds, formatDate and formatAlternatives', () => {
  test('sizes in MB with one decimal, as Italian writes them', () => {
    const sizes = ['2,3 MB', '0,1 MB', '5,0 MB'];
    expect([2_345_678, 80_000, 5_000_000].map(formatMegabytes)).toEqual(sizes);
  });

  test('seconds with at most one decimal', () => {
    expect([4_500, 15_000, 2_345].map(formatSeconds)).toEqual(['4,5', '15', '2,3']);
  });

  test('a moment as a long Italian date and time, in the time zone of the machine', () => {
    vi.stubEnv('TZ', 'Europe/Rome');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(formatDate('2026-11-20T10:00:00Z')).toBe('20 novembre 2026 alle ore 11:00');
  });

  test('alternatives joined by "o"', () => {
    expect(formatAlternatives(['MP4', 'WebM', 'MOV'])).toBe('MP4, WebM o MOV');
  });
});
