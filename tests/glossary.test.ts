import { describe, expect, test } from 'vitest';
import { dictionaries } from '../i18n';
import { bannedTerms, glossary } from '../i18n/glossary';
import { locales } from '../i18n/locales';

/*
 * One term per concept in each language (i18n/glossary.ts): a banned variant in any string of
 * a dictionary fails here, with its key, so mixed terms cannot creep back one edit at a time.
 */

describe('glossary', () => {
  test.each(locales)('%s uses no banned variant', (locale) => {
    const found = Object.entries(dictionaries[locale]).flatMap(([key, text]) =>
      bannedTerms(locale, text).map((term) => `${key}: ${term}`),
    );
    expect(found).toEqual([]);
  });

  test.each(locales)('%s bans no term it prefers', (locale) => {
    for (const [concept, entry] of Object.entries(glossary[locale])) {
      expect(bannedTerms(locale, entry.preferred), concept).toEqual([]);
    }
  });

  test.each([
    ['it', 'Maestri preparati ti seguono in campo', ['coach: maestr*']],
    [
      'en',
      'Book in the chat, racket rental at the center',
      ['centre: center', 'chat: in the chat', 'rental: rental*'],
    ],
    ['en', 'Qualified instructors', ['coach: instructor*']],
    [
      'de',
      'Unser Zentrum: vier Padel-Plätze, überdacht',
      ['centre: Zentrum', 'court: Padel-Pl*', 'court: überdacht*'],
    ],
    [
      'de',
      'Buchen Sie mehrere Einheiten Padel-Unterricht',
      ['lesson: Unterricht*', 'lesson: Einheit*'],
    ],
    ['de', 'Kostenlos bis 48 Stunden vorher', []],
    ['en', 'Fields marked * are required; all rights reserved.', []],
  ] as const)('%s: %s => %j', (locale, text, expected) => {
    expect(bannedTerms(locale, text)).toEqual(expected);
  });
});
