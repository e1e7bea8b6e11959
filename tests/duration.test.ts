import { describe, expect, test } from 'vitest';
import { formatDuration, formatDurationInWords } from '../src/lib/duration';

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

// Running text writes a number up to twelve as a word; German takes the accusative.
describe('formatDurationInWords', () => {
  test.each([
    [1, 'year', 'it', 'un\u00a0anno'],
    [1, 'month', 'it', 'un\u00a0mese'],
    [4, 'month', 'it', 'quattro\u00a0mesi'],
    [12, 'month', 'it', 'dodici\u00a0mesi'],
    [1, 'year', 'en', 'one\u00a0year'],
    [4, 'month', 'en', 'four\u00a0months'],
    [1, 'year', 'de', 'ein\u00a0Jahr'],
    [1, 'month', 'de', 'einen\u00a0Monat'],
    [4, 'month', 'de', 'vier\u00a0Monate'],
    [2, 'year', 'de', 'zwei\u00a0Jahre'],
    [13, 'month', 'it', '13\u00a0mesi'],
    [18, 'month', 'en', '18\u00a0months'],
  ] as const)('%i %s in %s => %s', (amount, unit, locale, expected) => {
    expect(formatDurationInWords(amount, unit, locale)).toBe(expected);
  });
});
