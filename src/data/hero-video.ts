/**
 * The published homepage hero: the files the operator's browser makes from a chosen video, the
 * names they are stored under and the limits the storage policy repeats
 * (`supabase/migrations/`: change both together).
 *
 * One set shares one `<ms>` (13 digits): `hero-video-<ms>-wide.mp4`, `hero-video-<ms>-phone.mp4`
 * and `hero-video-<ms>-poster.webp` (or `.avif`), in bucket `videos`. The record of what is live
 * is the newest row of table `public.hero_videos`.
 */
export const heroSet = {
  /** Storage bucket (public: visitors read the files by URL). */
  bucket: 'videos',
  /** Every object name starts with this. */
  objectPrefix: 'hero-video-',
  /** The published-hero table, read with the public key through the REST API. */
  table: 'hero_videos',
  /** The loop is the first this many seconds of the operator's video. */
  loopSeconds: 15,
  /** Frames per second, at most. */
  maxFrameRate: 30,
  /** Visitors whose viewport is at most this wide (CSS px) get the phone rendition. */
  phoneMaxViewportPx: 720,
  /** Size caps per kind, in bytes: the storage policy refuses anything larger. */
  capBytes: {
    wide: 8 * 1024 * 1024,
    phone: 3 * 1024 * 1024,
    poster: 300 * 1024,
  },
  /** The poster's formats, by extension. */
  posterTypes: { webp: 'image/webp', avif: 'image/avif' },
  /** `Cache-Control: max-age` of each stored file, in seconds. */
  cacheControlSeconds: 3600,
} as const;

/** A video rendition of a set. */
export type HeroRendition = 'wide' | 'phone';

/** A poster's extension. */
export type PosterExtension = keyof typeof heroSet.posterTypes;
