import { heroSet, type PosterExtension } from '../../data/hero-video';
import { onFirstUse } from './on-first-use';

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
  const stem = `${heroSet.objectPrefix}${String(Math.trunc(ms)).padStart(13, '0')}`;
  return {
    wide: `${stem}-wide.mp4`,
    phone: `${stem}-phone.mp4`,
    poster: `${stem}-poster.${posterExtension}`,
  };
}

/**
 * The whole percentage shown while files are being sent. It stops at 99: the set is only
 * published when the record is written, and then the page says so.
 * @example uploadPercent(512, 1024) => 50
 * @example uploadPercent(1024, 1024) => 99
 */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(99, Math.floor((loaded / total) * 100)));
}

const megabytes = onFirstUse(
  () => new Intl.NumberFormat('it', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * A file's size as the page writes it, in megabytes (1,000,000 bytes), one decimal.
 * @example formatMegabytes(2_345_678) => '2,3 MB'
 */
export function formatMegabytes(bytes: number): string {
  return `${megabytes().format(bytes / 1_000_000)} MB`;
}
