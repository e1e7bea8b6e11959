import type { ImageMetadata, ImageOutputFormat } from 'astro';
import heroPoster from '../assets/home/hero-poster.svg';

/**
 * What a `<Picture>` is made from: its file, the widths built for it, the sizes it is shown at and
 * its formats. In one place, so that `ImagePreload.astro` asks from the `<head>` for exactly the
 * file the page's largest picture will pick.
 */
export interface PictureSources {
  src: ImageMetadata;
  widths: number[];
  sizes: string;
  formats: ImageOutputFormat[];
  fallbackFormat: ImageOutputFormat;
}

/** Every picture is AVIF, and WebP for the browsers that lack AVIF. */
const picture = (src: ImageMetadata, widths: number[], sizes: string): PictureSources => ({
  src,
  widths,
  sizes,
  formats: ['avif'],
  fallbackFormat: 'webp',
});

/** The home page's hero poster: on phones a band at most 20rem high (512 px wide at 1.6:1). */
export const heroPicture = picture(
  heroPoster,
  [640, 960, 1280, 1920],
  '(max-width: 639px) 512px, (orientation: portrait) 160vh, 100vw',
);

/** A page heading's full-width background. */
export const headingPicture = (src: ImageMetadata) => picture(src, [480, 800, 1280, 1920], '100vw');

/** A gallery tile: two columns, three from 1024 px in the 72rem (1152 px) page. */
export const galleryTilePicture = (src: ImageMetadata) =>
  picture(src, [400, 600, 800], '(min-width: 1024px) 368px, 50vw');

/** A facility's illustration on the home page: one column, two from 640 px, three from 1024. */
export const facilityPicture = (src: ImageMetadata) =>
  picture(src, [400, 800], '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw');
