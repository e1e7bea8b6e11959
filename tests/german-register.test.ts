import { expect, test } from 'vitest';
import { de } from '../i18n/de';

/* German says "Sie" (docs/content.md): informal pronouns and imperatives fail. */

/** Informal pronouns and possessives, in any case: "du", "Dein", "euch"... */
const informalPronoun = /^(?:du|dich|dir|dein\w*|euch|euer|eur(?:e|em|en|er|es))$/i;

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

/** Where a clause starts: the text's start, after . : ! ? or a dash, and after "und"/"oder". */
const clauseStarts = /(?:^|[.:!?–]\s+|\b(?:und|oder)\s+)(\p{L}+)(?=(?:\s+(\p{L}+))?)/gu;

/** "ihr" as a pronoun of address ("habt ihr", "ihr könnt"), not the possessive "ihr Platz". */
const pluralAddress = /\b(?:ihr\s+\p{L}+t\b|\p{L}+t\s+ihr\b)/u;

/** Every informal form in a text, as written. */
function informalForms(text: string): string[] {
  const pronouns = (text.match(/\p{L}+/gu) ?? []).filter((word) => informalPronoun.test(word));
  const imperatives = [...text.matchAll(clauseStarts)].flatMap(([, verb = '', next]) =>
    informalImperatives.has(verb.toLowerCase()) && next !== 'Sie' ? [verb] : [],
  );
  const plural = pluralAddress.exec(text)?.[0];
  return [...pronouns, ...imperatives, ...(plural ? [plural] : [])];
}

test('every string addresses the visitor as "Sie"', () => {
  const informal = Object.entries(de)
    .map(([key, text]) => ({ key, forms: informalForms(text) }))
    .filter(({ forms }) => forms.length > 0)
    .map(({ key, forms }) => `${key}: ${forms.join(', ')}`);
  expect(informal).toEqual([]);
});

test.each([
  ['Alles, was du brauchst', ['du']],
  ['Bestätige deine Buchung oder schreib uns im Chat', ['deine', 'Bestätige', 'schreib']],
  ['Buche und verwalte Matches', ['Buche', 'verwalte']],
  ['Wir antworten dir. Buche jetzt!', ['dir', 'Buche']],
  ['Habt ihr Fragen? Folgt uns', ['Habt ihr']],
  ['Buchen Sie und schreiben Sie uns: Wir antworten Ihnen.', []],
  ['Spielen Sie auf ihrem Platz, die Trainerin und ihr Team.', []],
])('%s => %j', (text, expected) => {
  expect(informalForms(text)).toEqual(expected);
});
