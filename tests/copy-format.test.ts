import { describe, expect, test } from 'vitest';
import { dictionaries } from '../i18n';
import { locales } from '../i18n/locales';

/*
 * Units, ranges and times reach the copy from the formatters in src/lib/format.ts and
 * src/lib/duration.ts ("20 × 13 m", "08:30–24:00", "17:30 Uhr", "60 minuti"), as one
 * placeholder. Typed into a dictionary they drift apart: "20m x 13m" next to "20 m",
 * "08:30 - 24:00" next to an en dash, "Uhr" in one string and not the next. This test finds
 * each of them in every string.
 */

/** Units of length and time the site writes after a number. */
const unit = String.raw`(?:m|cm|km|metri|metres?|meters?|Metern?|min|minuti|minutes?|Minuten|h|ore|hours?|Stunden|Uhr)`;
/** A value: a placeholder's closing brace or a digit. */
const value = String.raw`[}\d]`;

const rules = [
  { rule: 'a time of day typed', pattern: /(?<!\d)\d{1,2}[:.]\d\d(?!\d)/u },
  {
    rule: 'a range typed (use a range placeholder)',
    pattern: new RegExp(String.raw`${value}\s*[-–—]\s*[{\d]`, 'u'),
  },
  { rule: 'a spaced hyphen (use an en dash or words)', pattern: / - / },
  {
    rule: 'a unit typed after a value (use a formatter)',
    pattern: new RegExp(String.raw`${value}[\s\u00a0-]?${unit}(?![\p{L}])`, 'iu'),
  },
  {
    rule: 'a size typed (use formatArea)',
    pattern: new RegExp(String.raw`${value}\s*(?:${unit})?\s*[x×]\s*[{\d]`, 'iu'),
  },
] as const;

/** The rules a text breaks, by name. */
function typedFormats(text: string): string[] {
  return rules.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
}

describe('formats in the copy', () => {
  test.each(locales)('%s types no unit, range or time', (locale) => {
    const typed = Object.entries(dictionaries[locale]).flatMap(([key, text]) =>
      typedFormats(text).map((rule) => `${key}: ${rule}`),
    );
    expect(typed).toEqual([]);
  });

  test.each([
    [
      '{length}m x {width}m',
      ['a unit typed after a value (use a formatter)', 'a size typed (use formatArea)'],
    ],
    [
      '{opens} - {closes}',
      ['a range typed (use a range placeholder)', 'a spaced hyphen (use an en dash or words)'],
    ],
    ['Tariffe valide dalle 08:30', ['a time of day typed']],
    ['Abends (ab {from} Uhr)', ['a unit typed after a value (use a formatter)']],
    ['Nach Ablauf der {hours}-Stunden-Frist', ['a unit typed after a value (use a formatter)']],
    ['Da due a {players} giocatori, {duration} ciascuna, {range} Spieler', []],
    ['Partita guidata con 2 istruttori', []],
  ] as const)('%s => %j', (text, expected) => {
    expect(typedFormats(text)).toEqual(expected);
  });
});
