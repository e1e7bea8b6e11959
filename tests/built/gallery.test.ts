import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { distRoot, inEachLanguage, pageAt } from './built-site';
import { textOf } from './queries';

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

describe.each(inEachLanguage('gallery'))('in $locale', ({ locale, t, document }) => {
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');

  test('shows twelve tiles, each captioned and described differently', () => {
    const figures = [...document.querySelectorAll('main figure')];
    const captions = figures.map((figure) => textOf(figure.querySelector('figcaption')));
    const titles = figures.map((_, index) => t('gallery.photoTitle', { number: index + 1 }));
    expect([captions.length, captions[0]]).toEqual([
      12,
      { it: 'Foto 1', en: 'Photo 1', de: 'Foto 1' }[locale],
    ]);
    expect(captions).toEqual(titles);
    const alts = figures.map((figure) => figure.querySelector('img')?.getAttribute('alt'));
    expect(new Set(alts).size).toBe(12);
  });

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

/*
 * A photo takes the illustrations' path (docs/content.md, "Pictures"): rasterized to AVIF, WebP
 * for the rest, at every width, sized so nothing shifts, eager and first only as the largest paint.
 */
test('each tile is AVIF with WebP for the rest at every width, sized, only the first eager', () => {
  const images = [...pageAt('/gallery').querySelectorAll('main picture > img')];
  /** The widths of a `srcset` whose files, all of this type, are in the build. */
  const widths = (element: Element | undefined, extension: string) =>
    (element?.getAttribute('srcset') ?? '').split(', ').map((candidate) => {
      const [url = '', width] = candidate.split(' ');
      expect(url.endsWith(`.${extension}`) && existsSync(join(distRoot, url)), url).toBe(true);
      return width;
    });
  expect(images.length).toBeGreaterThan(1);
  images.forEach((image, index) => {
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
    expect(widths(sources[0], 'avif')).toEqual(['400w', '600w', '800w']);
    expect(widths(image, 'webp')).toEqual(['400w', '600w', '800w']);
    const [width, height, loading, priority] = ['width', 'height', 'loading', 'fetchpriority'].map(
      (name) => image.getAttribute(name),
    );
    expect({ width, height }).toEqual({ width: '800', height: '600' });
    expect([loading, priority]).toEqual(index === 0 ? ['eager', 'high'] : ['lazy', 'low']);
  });
});
