import { expect, test } from 'vitest';
import { dictionaries, translate } from '../i18n';
import { it as italian } from '../i18n/it';
import { locales } from '../i18n/locales';

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

test("the error view's heading in English is the specification's (translated elsewhere)", () => {
  expect(dictionaries.en['error.title']).toBe('Unexpected Application Error');
});

// Each value written, as text, with the placeholders of its Italian original.
test.each(locales)('%s has no empty value, no HTML, and the Italian placeholders', (locale) => {
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
  const wrong = Object.entries(dictionaries[locale]).filter(
    ([key, value]) =>
      value.trim() === '' ||
      /<[a-z/][^>]*>/i.test(value) ||
      placeholders(value) !== placeholders(italian[key as keyof typeof italian]),
  );
  expect(wrong).toEqual([]);
});

test.each(['en', 'de'] as const)('%s is really translated', (locale) => {
  const untranslated = Object.entries(dictionaries[locale])
    .filter(([key, value]) => value === italian[key as keyof typeof italian])
    .map(([key]) => key)
    .filter((key) => !sameInEveryLanguage.has(key));
  expect(untranslated).toEqual([]);
});

// The language's text, else Italian's (a language without a dictionary here), else the key.
test.each([
  ['de', 'nav.booking', 'Buchen'],
  ['en', 'nav.booking', 'Book'],
  ['none', 'nav.booking', 'Prenota'],
  ['none', 'nav.unknownKey', 'nav.unknownKey'],
] as const)('translate with %s dictionary: %s => %s', (locale, key, text) => {
  expect(translate(locale === 'none' ? {} : dictionaries[locale], key)).toBe(text);
});
