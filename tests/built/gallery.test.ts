import { describe, expect, test } from 'vitest';
import { publishedUrls } from '../../test-support/urls';
import { pageAt } from './built-site';

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

describe.each(['it', 'en', 'de'] as const)('gallery (%s)', (locale) => {
  const document = pageAt(publishedUrls.gallery[locale]);
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
