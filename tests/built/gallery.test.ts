import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';

/*
 * Until the centre's photos arrive, the gallery's tiles are illustrations (their text
 * alternatives say so), and its description promises no photos, nor events the tiles do not show.
 */

const promises = {
  it: /\bfoto|\beventi?\b/i,
  en: /\bphoto|\bevents?\b/i,
  de: /\bfoto|\bveranstaltung/i,
} as const;
const illustration = /^(Illustrazione|Illustration):/;

describe.each(inEachLanguage('gallery'))('in $locale', ({ locale, document }) => {
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');

  test('its description promises no photos while the tiles are illustrations', () => {
    const alts = [...document.querySelectorAll('main img')].map((image) =>
      image.getAttribute('alt'),
    );
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.every((alt) => illustration.test(alt ?? ''))).toBe(true);
    expect(description).toBeTruthy();
    expect(description).not.toMatch(promises[locale]);
  });
});
