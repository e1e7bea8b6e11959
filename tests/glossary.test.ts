import { expect, test } from 'vitest';
import { dictionaries, type UiKey } from '../i18n';
import {
  bannedTerms,
  glossary,
  namesByPreferredTerm,
  productNameKeys,
  type Product,
} from './glossary';
import { locales, type Locale } from '../i18n/locales';
import { uploadIt } from '../i18n/upload-it';

/* One term per concept in each language (tests/glossary.ts, docs/content.md). */

/** Every string of a language: its dictionary, and for Italian the operator's upload page. */
const copyOf = (locale: Locale) => ({
  ...dictionaries[locale],
  ...(locale === 'it' ? uploadIt : {}),
});

test.each(locales)('%s uses no banned variant', (locale) => {
  const found = Object.entries(copyOf(locale)).flatMap(([key, text]) =>
    bannedTerms(locale, text).map((term) => `${key}: ${term}`),
  );
  expect(found).toEqual([]);
});

test.each(locales)('%s names each product by its one name wherever it names it', (locale) => {
  const entries = Object.entries(productNameKeys) as [Product, readonly UiKey[]][];
  const misnamed = entries.flatMap(([product, keys]) =>
    keys
      .filter((key) => !namesByPreferredTerm(locale, product, dictionaries[locale][key]))
      .map((key) => `${key}: not "${glossary[locale][product].preferred}"`),
  );
  expect(misnamed).toEqual([]);
});

test.each([
  ['en', 'Private lessons, 60 minutes each', 'privateLesson', true],
  ['de', 'Matchtraining zu dritt', 'guidedMatch', false],
] as const)('%s: "%s" names %s: %s', (locale, text, product, expected) => {
  expect(namesByPreferredTerm(locale, product, text)).toBe(expected);
});

// Language | text | the variants found, in order.
test.each(
  `it | Maestri preparati ti seguono in campo | coach: maestr*
  en | Book in the chat, racket rental at the center | centre: center; chat: chat*; rental: rental*
  de | Unser Zentrum: vier Padel-Plätze, überdacht | centre: Zentrum; court: Padel-Pl*; indoor: überdacht*
  de | Buchen Sie mehrere Einheiten Padel-Unterricht | lesson: Unterricht*; lesson: Einheit*
  it | Campi indoor e coperti, iscriviti via chat con l’iscrizione annuale | indoor: indoor; indoor: coperti; chat: via chat; membership: iscrizione annuale
  en | Annual registration, covered courts: see the free courts in the chat | court: free court*; indoor: covered; chat: chat*; membership: registration
  de | Padel-Training in der Indoor-Halle, Stornoregeln | indoor: Indoor*; lesson: Padel-Tr*; cancellation: Storno*
  de | Matchtraining zu dritt, Einzelstunde, Bar-Lounge | privateLesson: Einzelstunde*; guidedMatch: Matchtraining*; bar: Lounge
  it | Lezione privata, lezioni di coppia, Bar lounge e caffetteria | privateLesson: lezione privata; duoLesson: lezioni di coppia; bar: lounge; bar: caffetteria
  it | Campi al coperto, scrivici in chat per la tessera annuale |
  de | Kostenlos bis 48 Stunden vorher |
  en | Fields marked * are required; all rights reserved. |`
    .split('\n')
    .map((row) => row.split('|').map((cell) => cell.trim()) as [Locale, string, string]),
)('%s: %s => %s', (locale, text, expected) => {
  expect(bannedTerms(locale, text).join('; ')).toBe(expected);
});
