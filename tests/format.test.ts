import { describe, expect, test } from 'vitest';
import {
  formatAddressLines,
  formatArea,
  formatEuro,
  formatLanguageName,
  formatMeters,
  formatNumberRange,
  formatPercent,
  formatTime,
  formatTimeRange,
} from '../src/lib/format';

// Intl separates the number from the sign with a no-break space (U+00A0) in Italian and German.
describe('formatEuro', () => {
  test.each([
    [36, 'it', '36,00\u00a0€'],
    [12.5, 'it', '12,50\u00a0€'],
    [1234.5, 'it', '1234,50\u00a0€'],
    [36, 'en', '€36.00'],
    [12.5, 'en', '€12.50'],
    [1234.5, 'en', '€1,234.50'],
    [36, 'de', '36,00\u00a0€'],
    [12.5, 'de', '12,50\u00a0€'],
    [1234.5, 'de', '1.234,50\u00a0€'],
  ] as const)('%d in %s => %s', (amount, locale, expected) => {
    expect(formatEuro(amount, locale)).toBe(expected);
  });
});

describe('formatLanguageName', () => {
  test.each([
    ['en', 'Italian'],
    ['de', 'Italienisch'],
    ['it', 'italiano'],
  ] as const)('Italian in %s => %s', (locale, expected) => {
    expect(formatLanguageName('it', locale)).toBe(expected);
  });
});

describe('formatPercent', () => {
  test.each([
    [50, 'it', '50%'],
    [14, 'en', '14%'],
    [50, 'de', '50\u00a0%'],
    [-50, 'it', '\u221250%'],
    [-50, 'en', '\u221250%'],
    [-50, 'de', '\u221250\u00a0%'],
  ] as const)('%d in %s => %s', (percent, locale, expected) => {
    expect(formatPercent(percent, locale)).toBe(expected);
  });
});

// Ranges take an en dash with no spaces and a word joiner after it (U+2060), units a no-break
// space: a line never breaks inside a range or between a number and its unit.
describe('formatTime and formatTimeRange', () => {
  test.each([
    ['it', '17:30', '08:30–\u206024:00'],
    ['en', '17:30', '08:30–\u206024:00'],
    ['de', '17:30\u00a0Uhr', '08:30–\u206024:00\u00a0Uhr'],
  ] as const)('in %s: %s, %s', (locale, time, range) => {
    expect(formatTime('17:30', locale)).toBe(time);
    expect(formatTimeRange('08:30', '24:00', locale)).toBe(range);
  });
});

describe('formatNumberRange', () => {
  test.each(['it', 'en', 'de'] as const)('2 to 4 in %s, unbroken', (locale) => {
    expect(formatNumberRange(2, 4, locale)).toBe('2–\u20604');
  });
});

describe('formatMeters and formatArea', () => {
  test.each([
    ['it', '20\u00a0m', '20\u00a0×\u00a013\u00a0m', '13,4\u00a0m'],
    ['en', '20\u00a0m', '20\u00a0×\u00a013\u00a0m', '13.4\u00a0m'],
    ['de', '20\u00a0m', '20\u00a0×\u00a013\u00a0m', '13,4\u00a0m'],
  ] as const)('in %s: %j, %j, %j', (locale, meters, area, decimal) => {
    expect(formatMeters(20, locale)).toBe(meters);
    expect(formatArea(20, 13, locale)).toBe(area);
    expect(formatMeters(13.4, locale)).toBe(decimal);
  });
});

describe('formatAddressLines', () => {
  test('the street, then postcode, town and province in brackets', () => {
    expect(
      formatAddressLines({
        street: 'Via Roma 5',
        postalCode: '20121',
        locality: 'Milano',
        region: 'MI',
      }),
    ).toEqual(['Via Roma 5', '20121 Milano (MI)']);
  });
});
