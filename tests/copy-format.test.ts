import { expect, test } from 'vitest';
import { dictionaries } from '../i18n';
import { locales, type Locale } from '../i18n/locales';
import { uploadIt } from '../i18n/upload-it';

/*
 * Units, ranges, times and signs from the formatters, small numbers as words, and each language's
 * typography and register: German says "Sie" (docs/content.md).
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
  // Running text writes one to twelve as words ("un istruttore", "in tre"); a count that is a
  // fact is a placeholder, and a duration comes from formatDurationInWords ("quattro mesi").
  {
    rule: 'a small number in digits (write a word, or a placeholder)',
    pattern: /(?<![\p{L}\d{.,:/-])(?:[1-9]|1[0-2])(?![\d.,:%°/])/u,
  },
  {
    rule: 'a hyphen as a minus sign (use formatPercent, which writes −)',
    pattern: /(?<![\p{L}\d])-\d/u,
  },
] as const;

const [timeTyped, rangeTyped, spacedHyphen, unitTyped, sizeTyped, smallNumber, hyphenMinus] =
  rules.map(({ rule }) => rule);
const straightApostrophe = { rule: 'a straight apostrophe (use ’)', pattern: /'/ } as const;
const numberOpening = 'a sentence opening with a number';
const lowerAfterColon = 'a sentence after a colon in lower case';
const informalPronoun = 'an informal pronoun (say "Sie")';
const informalIhr = 'an informal "ihr" (say "Sie")';
const informalImperative = 'an informal imperative (say "Sie")';

/**
 * Informal imperatives a site like this one writes. They open a clause, and the formal
 * imperative is an infinitive followed by "Sie", which never matches.
 */
const informalImperatives = new Set(
  `besuch besuche bestätige buch buche entdecke erlebe finde folge frag frage gib hol hole klick
  klicke komm komme lade lern lerne lies mach mache melde nimm nutze öffne probier probiere
  prüfe reserviere ruf rufe schau schick schicke schreib schreibe sende sieh spiel spiele starte
  trainiere vergiss verwalte warte wähle werde`.split(/\s+/),
);
/** A clause's first word and the next: after . : ! ? or a dash, "und" or "oder". */
const clauseStarts = /(?:^|[.:!?–]\s+|\b(?:und|oder)\s+)(\p{L}+)(?=(?:\s+(\p{L}+))?)/gu;

/** A sentence's start: the text's, or after a full stop, question or exclamation mark. */
const sentenceStart = String.raw`(?:^|[.!?]\s+)`;

/** Rules of one language's typography and register. */
const typography: Record<Locale, readonly { rule: string; pattern: Pick<RegExp, 'test'> }[]> = {
  it: [],
  // A number (a digit, or a placeholder such as {padelCourts}) opening a sentence that ends
  // with a full stop; labels such as "{count} lessons" have none.
  en: [
    {
      rule: numberOpening,
      pattern: new RegExp(
        String.raw`${sentenceStart}(?:\d|\{(?!club\b|name\b)\w+\})[^]*[.!?]$`,
        'u',
      ),
    },
  ],
  // After a colon German writes a capital when a full sentence follows: a clause with a subject
  // pronoun ("Fragen Sie", "wir antworten"); a phrase such as "eine Fläche von …" keeps its case.
  de: [
    {
      rule: lowerAfterColon,
      pattern: /:\s+(?=\p{Ll})[^.;:!?]*?(?<!\p{L})(?:Sie|wir|ich|es|er|man)(?!\p{L})/u,
    },
    {
      rule: informalPronoun,
      pattern: /(?<!\p{L})(?:du|dich|dir|dein\p{L}*|euch|euer|eur(?:e|em|en|er|es))(?!\p{L})/iu,
    },
    // "ihr" addressing the readers ("habt ihr", "ihr könnt"), not the possessive "ihr Platz".
    { rule: informalIhr, pattern: /\b(?:ihr\s+\p{L}+t\b|\p{L}+t\s+ihr\b)/u },
    {
      rule: informalImperative,
      pattern: {
        test: (text) =>
          [...text.matchAll(clauseStarts)].some(
            ([, verb = '', next]) => informalImperatives.has(verb.toLowerCase()) && next !== 'Sie',
          ),
      },
    },
  ],
};

/** The rules a text of that language breaks, by name. */
function typedFormats(text: string, locale: Locale): string[] {
  return [...rules, straightApostrophe, ...typography[locale]]
    .filter(({ pattern }) => pattern.test(text))
    .map(({ rule }) => rule);
}

test.each(locales)(
  '%s types no unit, range or time, and keeps its typography and register',
  (locale) => {
    const typed = Object.entries(dictionaries[locale]).flatMap(([key, text]) =>
      typedFormats(text, locale).map((rule) => `${key}: ${rule}`),
    );
    expect(typed).toEqual([]);
  },
);

test('the upload page writes one apostrophe', () => {
  const straight = Object.entries(uploadIt).filter(([, text]) =>
    straightApostrophe.pattern.test(text),
  );
  expect(straight).toEqual([]);
});

test.each([
  ['it', '{length}m x {width}m', [unitTyped, sizeTyped]],
  ['it', '{opens} - {closes}', [rangeTyped, spacedHyphen]],
  ['it', 'Tariffe valide dalle 08:30', [timeTyped]],
  ['de', 'Abends (ab {from} Uhr)', [unitTyped]],
  ['de', 'Nach Ablauf der {hours}-Stunden-Frist', [unitTyped]],
  ['it', 'Da due a {players} giocatori, {duration} ciascuna, {range} Spieler', []],
  ['it', 'Partita guidata con 2 istruttori', [smallNumber]],
  ['de', 'Trainingsmatch, {players} Spieler und 1 Trainer', [smallNumber]],
  ['it', 'Partita guidata in tre, con due istruttori', []],
  ['en', 'Under 18s, over 65s, {count} lessons, Photo {number}', []],
  ['de', 'Rabatt für Unter-18-Jährige', []],
  ['it', 'Under 18: -50%', [hyphenMinus]],
  ['de', 'Unter 18: \u221250 %', []],
  ['it', "Scarica l'app", [straightApostrophe.rule]],
  ['en', '{padelCourts} heated courts, open all year.', [numberOpening]],
  ['en', 'Open all year. 4 heated courts.', [smallNumber, numberOpening]],
  ['en', 'Our {padelCourts} courts. {club} is open.', []],
  ['en', '{count} lessons', []],
  ['de', 'Nur zu bestimmten Zeiten: fragen Sie uns im Chat', [lowerAfterColon]],
  ['de', 'Abends: wir nennen Ihnen den Preis.', [lowerAfterColon]],
  ['de', 'Plan: eine Fläche von {size} mit dem Spielfeld', []],
  ['de', 'Auf Anfrage: Fragen Sie uns im Chat', []],
  ['de', 'Alles, was du brauchst', [informalPronoun]],
  ['de', 'Bestätige deine Buchung oder schreib uns im Chat', [informalPronoun, informalImperative]],
  ['de', 'Buche und verwalte Matches', [informalImperative]],
  ['de', 'Wir antworten dir. Buche jetzt!', [informalPronoun, informalImperative]],
  ['de', 'Habt ihr Fragen? Folgt uns', [informalIhr]],
  ['de', 'Buchen Sie und schreiben Sie uns: Wir antworten Ihnen.', []],
  ['de', 'Spielen Sie auf ihrem Platz, die Trainerin und ihr Team.', []],
] as const)('%s: %s => %j', (locale, text, expected) => {
  expect(typedFormats(text, locale)).toEqual(expected);
});
