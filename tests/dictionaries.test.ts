import { describe, expect, test } from 'vitest';
import { dictionaries, translate } from '../i18n';
import { it as italian } from '../i18n/it';
import { locales } from '../i18n/locales';

const italianKeys = Object.keys(italian).sort();

/** Values that are rightly the same in every language: proper nouns, brand names, codes. */
const sameInEveryLanguage = new Set([
  'nav.home',
  'nav.gallery',
  'header.menuAccessibleLabel',
  'social.instagram',
  'social.facebook',
  'footer.privacyPolicy',
  'footer.cookiePolicy',
  'gallery.photoTitle',
  'seo.amenityBar',
]);

describe('dictionaries', () => {
  test.each(locales)('%s has exactly the Italian keys', (locale) => {
    expect(Object.keys(dictionaries[locale]).sort()).toEqual(italianKeys);
  });

  test("the error view's heading in English is the specification's (translated elsewhere)", () => {
    expect(dictionaries.en['error.title']).toBe('Unexpected Application Error');
  });

  test.each(locales)('%s has no empty value', (locale) => {
    for (const [key, value] of Object.entries(dictionaries[locale])) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  test.each(['en', 'de'] as const)('%s is really translated', (locale) => {
    const untranslated = Object.entries(dictionaries[locale])
      .filter(([key, value]) => value === italian[key as keyof typeof italian])
      .map(([key]) => key)
      .filter((key) => !sameInEveryLanguage.has(key));
    expect(untranslated).toEqual([]);
  });

  test.each(locales)('%s uses the same placeholders as Italian', (locale) => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, value] of Object.entries(dictionaries[locale])) {
      expect(placeholders(value), key).toEqual(placeholders(italian[key as keyof typeof italian]));
    }
  });

  test.each(locales)('%s contains no HTML', (locale) => {
    for (const [key, value] of Object.entries(dictionaries[locale])) {
      expect(value, key).not.toMatch(/<[a-z/][^>]*>/i);
    }
  });
});

describe('translate', () => {
  test('returns the text of the language', () => {
    expect(translate(dictionaries.de, 'nav.booking')).toBe('Buchen');
    expect(translate(dictionaries.en, 'nav.booking')).toBe('Book');
  });

  test('falls back to Italian when the language lacks the key', () => {
    expect(translate({}, 'nav.booking')).toBe('Prenota');
  });

  test('falls back to the key itself when Italian lacks it too', () => {
    expect(translate({}, 'nav.unknownKey')).toBe('nav.unknownKey');
  });
});
