import { describe, expect, test } from 'vitest';
import { formatAddressLines, formatEuro, formatPercent } from '../src/lib/format';

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

describe('formatPercent', () => {
  test.each([
    [50, 'it', '50%'],
    [14, 'en', '14%'],
    [50, 'de', '50\u00a0%'],
  ] as const)('%d in %s => %s', (percent, locale, expected) => {
    expect(formatPercent(percent, locale)).toBe(expected);
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
