import { describe, expect, onTestFinished, test, vi } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatDurationInWords,
  formatMegabytes,
  formatMeters,
  formatSeconds,
} from '../src/lib/format';
import { locales } from '../i18n/locales';

/*
 * What the built pages cannot show: the forms of values the data does not hold today. Euros,
 * percentages, times, ranges, sizes and the address as the pages write them: tests/built.
 */

test.each([
  ['it', '13,4\u00a0m'],
  ['en', '13.4\u00a0m'],
  ['de', '13,4\u00a0m'],
] as const)('formatMeters: a decimal in %s => %j', (locale, decimal) => {
  expect(formatMeters(13.4, locale)).toBe(decimal);
});

// In Italian, English and German. Running text writes a number up to twelve as a word; German
// takes the accusative.
test.each([
  [1, 'year', '1\u00a0anno', '1\u00a0year', '1\u00a0Jahr'],
  [2, 'year', '2\u00a0anni', '2\u00a0years', '2\u00a0Jahre'],
  [4, 'month', '4\u00a0mesi', '4\u00a0months', '4\u00a0Monate'],
  [1, 'hour', '1\u00a0ora', '1\u00a0hour', '1\u00a0Stunde'],
  [24, 'hour', '24\u00a0ore', '24\u00a0hours', '24\u00a0Stunden'],
] as const)('formatDuration: %i %s => %s, %s, %s', (amount, unit, ...expected) => {
  expect(locales.map((locale) => formatDuration(amount, unit, locale))).toEqual(expected);
});

test.each([
  [1, 'month', 'un\u00a0mese', 'one\u00a0month', 'einen\u00a0Monat'],
  [2, 'year', 'due\u00a0anni', 'two\u00a0years', 'zwei\u00a0Jahre'],
  [12, 'month', 'dodici\u00a0mesi', 'twelve\u00a0months', 'zwölf\u00a0Monate'],
  [13, 'month', '13\u00a0mesi', '13\u00a0months', '13\u00a0Monate'],
] as const)('formatDurationInWords: %i %s => %s, %s, %s', (amount, unit, ...expected) => {
  expect(locales.map((locale) => formatDurationInWords(amount, unit, locale))).toEqual(expected);
});

// The upload page's formatters: Italian only, the operator's language (its alternatives, as
// its copy reads them: tests/upload-copy.test.ts).
describe('formatMegabytes, formatSeconds and formatDate', () => {
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
});
