import { describe, expect, test } from 'vitest';
import { formatDuration } from '../src/lib/duration';

describe('formatDuration', () => {
  test.each([
    [1, 'year', 'it', '1 anno'],
    [2, 'year', 'it', '2 anni'],
    [4, 'month', 'it', '4 mesi'],
    [1, 'year', 'en', '1 year'],
    [4, 'month', 'en', '4 months'],
    [1, 'year', 'de', '1 Jahr'],
    [4, 'month', 'de', '4 Monate'],
    [60, 'minute', 'it', '60 minuti'],
    [90, 'minute', 'en', '90 minutes'],
    [60, 'minute', 'de', '60 Minuten'],
    [48, 'hour', 'it', '48 ore'],
    [24, 'hour', 'en', '24 hours'],
    [1, 'hour', 'de', '1 Stunde'],
  ] as const)('%i %s in %s => %s', (amount, unit, locale, expected) => {
    expect(formatDuration(amount, unit, locale)).toBe(expected);
  });
});
