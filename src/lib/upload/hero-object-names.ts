import { heroVideoSpec, type PosterExtension } from '../../data/hero-video';

/** The three object names of one hero set. */
export interface HeroSetNames {
  wide: string;
  phone: string;
  poster: string;
}

/**
 * The storage object names of a set made at `ms` (13 digits), as the storage policy and the
 * homepage expect them.
 * @example heroSetObjectNames(1700000000000, 'webp') => { wide: 'hero-video-1700000000000-wide.mp4', phone: 'hero-video-1700000000000-phone.mp4', poster: 'hero-video-1700000000000-poster.webp' }
 */
export function heroSetObjectNames(ms: number, posterExtension: PosterExtension): HeroSetNames {
  const stem = `${heroVideoSpec.objectPrefix}${String(Math.trunc(ms)).padStart(13, '0')}`;
  return {
    wide: `${stem}-wide.mp4`,
    phone: `${stem}-phone.mp4`,
    poster: `${stem}-poster.${posterExtension}`,
  };
}
