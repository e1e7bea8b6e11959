import { describe, expect, test } from 'vitest';
import { formatDuration } from '../src/lib/duration';

describe('formatDuration', () => {
  test.each([
    [1, 'year', 'it', '1\u00a0anno'],
    [2, 'year', 'it', '2\u00a0anni'],
    [4, 'month', 'it', '4\u00a0mesi'],
    [1, 'year', 'en', '1\u00a0year'],
    [4, 'month', 'en', '4\u00a0months'],
    [1, 'year', 'de', '1\u00a0Jahr'],
    [4, 'month', 'de', '4\u00a0Monate'],
    [60, 'minute', 'it', '60\u00a0minuti'],
    [90, 'minute', 'en', '90\u00a0minutes'],
    [60, 'minute', 'de', '60\u00a0Minuten'],
    [48, 'hour', 'it', '48\u00a0ore'],
    [24, 'hour', 'en', '24\u00a0hours'],
    [1, 'hour', 'de', '1\u00a0Stunde'],
  ] as const)('%i %s in %s => %s', (amount, unit, locale, expected) => {
    expect(formatDuration(amount, unit, locale)).toBe(expected);
  });
});
