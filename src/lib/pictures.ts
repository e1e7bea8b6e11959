import type { ImageMetadata } from 'astro';
import heroPoster from '../assets/home/hero-poster.svg';

/**
 * What a `<Picture>` is made from: its file, the widths built for it and the sizes it is shown
 * at. In one place for the page's largest picture, so that `ImagePreload.astro` asks from the
 * `<head>` for exactly the file the picture will pick.
 */
export interface PictureSources {
  src: ImageMetadata;
  widths: number[];
  sizes: string;
}

/** The home page's hero poster: on phones a band at most 20rem high (512 px wide at 1.6:1). */
export const heroPicture: PictureSources = {
  src: heroPoster,
  widths: [640, 960, 1280, 1920],
  sizes: '(max-width: 639px) 512px, (orientation: portrait) 160vh, 100vw',
};

/** A page heading's full-width background. */
export const headingPicture = (src: ImageMetadata): PictureSources => ({
  src,
  widths: [480, 800, 1280, 1920],
  sizes: '100vw',
});

/** A gallery tile: two columns, three from 1024 px in the 72rem (1152 px) page. */
export const galleryTilePicture = (src: ImageMetadata): PictureSources => ({
  src,
  widths: [400, 600, 800],
  sizes: '(min-width: 1024px) 368px, 50vw',
});
