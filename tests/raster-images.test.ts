import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { buildOnePage, repository } from './one-page-build';

/*
 * The pictures are SVG illustrations today; the centre will drop in its own photos. This
 * builds a page that shows a real JPEG through the site's own gallery tile (the same
 * `<Picture>` settings the other pictures use) and checks what a photo becomes: AVIF and WebP
 * at every width, width and height set, lazy below the fold, eager and first for the picture
 * that is the page's largest paint.
 */

const photo = { width: 1600, height: 1200 };
const widths = [400, 600, 800];

const page = `---
import GalleryTile from '${repository}/src/components/sections/gallery/GalleryTile.astro';
import { translatorFor } from '${repository}/src/lib/translations';
import photo from '../photo.jpg';

Astro.locals.t = translatorFor('it');
const item = (id: number) => ({ id, src: photo, alt: 'gallery.barAlt', title: 'gallery.photoTitle' }) as const;
---
<html lang="it"><body>
  <GalleryTile item={item(1)} priority />
  <GalleryTile item={item(2)} />
</body></html>
`;

const jpeg = sharp({ create: { ...photo, channels: 3, background: '#145a8c' } })
  .jpeg()
  .toBuffer();
const site = buildOnePage({ 'photo.jpg': jpeg, 'pages/index.astro': page });
const images = () => [...site.document.querySelectorAll('picture > img')];

/** The `url width` pairs of a `srcset`. */
function srcset(element: Element | null): { url: string; width: string }[] {
  return (element?.getAttribute('srcset') ?? '').split(',').map((entry) => {
    const [url = '', width = ''] = entry.trim().split(' ');
    return { url, width };
  });
}

const atEveryWidth = (extension: string) =>
  widths.map((width) => ({ url: expect.stringMatching(`\\.${extension}$`), width: `${width}w` }));

test('is served as AVIF, with WebP for the rest, at every width', () => {
  expect(images()).toHaveLength(2);
  for (const image of images()) {
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
    const [avif, webp] = [srcset(sources[0] ?? null), srcset(image)];
    expect(avif).toEqual(atEveryWidth('avif'));
    expect(webp).toEqual(atEveryWidth('webp'));
    for (const { url } of [...avif, ...webp]) {
      expect(existsSync(join(site.root, 'dist', url)), url).toBe(true);
    }
  }
});

test('keeps its width and height, so nothing shifts while it loads', () => {
  for (const image of images()) {
    expect(Number(image.getAttribute('width')) / Number(image.getAttribute('height'))).toBe(
      photo.width / photo.height,
    );
  }
});

test('loads lazily below the fold, eagerly and first as the largest paint', () => {
  const loading = images().map((image) => [
    image.getAttribute('loading'),
    image.getAttribute('fetchpriority'),
  ]);
  expect(loading).toEqual([
    ['eager', 'high'],
    ['lazy', 'low'],
  ]);
});
