/**
 * The published homepage hero: the files the operator's browser makes, their names in bucket
 * `videos` and the limits `private.hero_file_kinds()` repeats (change both). Why: docs/upload.md.
 */
export const heroVideoSpec = {
  bucket: 'videos',
  objectPrefix: 'hero-video-',
  /** The published-hero table, read with the public key through the REST API. */
  table: 'hero_videos',
  /** The loop is the first this many seconds of the operator's video, at most `maxFrameRate`. */
  loopSeconds: 15,
  maxFrameRate: 30,
  /** H.264, no sound, cropped to cover; `bitrate` (bits/s) keeps a loop 15 % under budget. */
  renditions: {
    wide: { width: 1280, height: 720, bitrate: 2_000_000 },
    phone: { width: 720, height: 540, bitrate: 600_000 },
  },
  /** The poster: the first frame, the wide rendition's size and crop. */
  poster: { width: 1280, height: 720 },
  /** What each file weighs at most for a 20 s 1080p source (1 MB = 1,000,000 bytes). */
  budgetBytes: { wide: 5_000_000, phone: 1_500_000, poster: 150_000 },
  /** Visitors whose viewport is at most this wide (CSS px) get the phone rendition. */
  phoneMaxViewportPx: 720,
  /** The storage policy's hard limits per kind, in bytes, with room over the budgets. */
  capBytes: { wide: 8 * 1024 * 1024, phone: 3 * 1024 * 1024, poster: 300 * 1024 },
  /** The poster's formats, by extension. */
  posterTypes: { webp: 'image/webp', avif: 'image/avif' },
  /**
   * No word from the transcoder for `stallTimeoutMs` names it stalled: a fresh worker starts it
   * again, `attempts` times in all (a browser's decoder can hang for good: docs/upload.md).
   */
  preparing: { stallTimeoutMs: 15_000, attempts: 3 },
  /** A year: a set's names are never reused, so a returning visitor never loads a loop twice. */
  cacheControlSeconds: 31_536_000,
} as const;

/** A set's file names, stamped with the moment `ms` it was made, as the storage policy allows. */
export function heroSetObjects(ms: number) {
  const stem = `${heroVideoSpec.objectPrefix}${ms}`;
  return { wide: `${stem}-wide.mp4`, phone: `${stem}-phone.mp4`, poster: `${stem}-poster.webp` };
}

/** A video rendition of a set. */
export type HeroRendition = keyof typeof heroVideoSpec.renditions;
