import type { ImageMetadata } from 'astro';
import type { UiKey } from '../../i18n/it';
import balls from '../assets/gallery/balls.svg';
import bar from '../assets/gallery/bar.svg';
import clubNight from '../assets/gallery/club-night.svg';
import courtAerial from '../assets/gallery/court-aerial.svg';
import courtsLights from '../assets/gallery/courts-lights.svg';
import lakeSunset from '../assets/gallery/lake-sunset.svg';
import lockers from '../assets/gallery/lockers.svg';
import net from '../assets/gallery/net.svg';
import pickleball from '../assets/gallery/pickleball.svg';
import racketBall from '../assets/gallery/racket-ball.svg';
import sailboat from '../assets/gallery/sailboat.svg';
import trophy from '../assets/gallery/trophy.svg';

/** One picture of the gallery. */
export interface GalleryItem {
  id: number;
  /** A local image (any format `astro:assets` reads); the page serves it as AVIF/WebP. */
  src: ImageMetadata;
  /** Translation key of the text alternative. */
  alt: UiKey;
  /** Translation key of the caption; `{number}` in it is replaced by `id`. */
  title: UiKey;
}

/**
 * The gallery, in display order. There are no photographs yet: each tile is an illustration
 * drawn for the club. To publish a photo, import it here and swap it in as `src`, with its own
 * `alt` (and, if wanted, `title`) keys in the dictionaries.
 */
export const gallery = [
  { id: 1, src: courtsLights, alt: 'gallery.courtsLightsAlt', title: 'gallery.photoTitle' },
  { id: 2, src: lakeSunset, alt: 'gallery.lakeSunsetAlt', title: 'gallery.photoTitle' },
  { id: 3, src: racketBall, alt: 'gallery.racketBallAlt', title: 'gallery.photoTitle' },
  { id: 4, src: clubNight, alt: 'gallery.clubNightAlt', title: 'gallery.photoTitle' },
  { id: 5, src: pickleball, alt: 'gallery.pickleballAlt', title: 'gallery.photoTitle' },
  { id: 6, src: courtAerial, alt: 'gallery.courtAerialAlt', title: 'gallery.photoTitle' },
  { id: 7, src: bar, alt: 'gallery.barAlt', title: 'gallery.photoTitle' },
  { id: 8, src: sailboat, alt: 'gallery.sailboatAlt', title: 'gallery.photoTitle' },
  { id: 9, src: net, alt: 'gallery.netAlt', title: 'gallery.photoTitle' },
  { id: 10, src: lockers, alt: 'gallery.lockersAlt', title: 'gallery.photoTitle' },
  { id: 11, src: balls, alt: 'gallery.ballsAlt', title: 'gallery.photoTitle' },
  { id: 12, src: trophy, alt: 'gallery.trophyAlt', title: 'gallery.photoTitle' },
] as const satisfies readonly GalleryItem[];
