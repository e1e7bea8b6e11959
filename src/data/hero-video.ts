/**
 * The published homepage hero: the files the operator's browser makes from a chosen video, the
 * names they are stored under and the limits the storage policy repeats
 * (`supabase/migrations/`: change both together).
 *
 * One set shares one `<ms>` (13 digits): `hero-video-<ms>-wide.mp4`, `hero-video-<ms>-phone.mp4`
 * and `hero-video-<ms>-poster.webp` (or `.avif`), in bucket `videos`. The record of what is live
 * is the newest row of table `public.hero_videos`.
 */
export const heroVideoSpec = {
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
  /**
   * The two renditions, H.264 in MP4 with no sound track, each cropped from the centre of the
   * operator's video to cover its box.
   *
   * - `wide`: 16:9, the common desktop and laptop screen, behind the text from 640 CSS px up
   *   (HomeHero.astro); about as wide as a laptop's viewport.
   * - `phone`: 4:3. On phones the picture is a full-width band at most 320 CSS px high (less on
   *   short screens, HomeHero.astro): at most 1.125:1 on a 360 px phone, 1.22:1 at 390, 1.34:1
   *   at 430. 4:3 covers the widest phone with no crop and the narrower ones losing a few per
   *   cent at each side, where 16:9 would lose a third of its width. 720 px wide is the most a
   *   2-3x phone can use within its byte budget.
   *
   * `bitrate` (bits per second) keeps a `loopSeconds` loop at least 15 % under `budgetBytes`
   * (tests/hero-video.test.ts checks the arithmetic, the transcoder tests the files).
   */
  renditions: {
    wide: { width: 1280, height: 720, bitrate: 2_000_000 },
    phone: { width: 720, height: 540, bitrate: 600_000 },
  },
  /** The poster: the first frame, the wide rendition's size and crop. */
  poster: { width: 1280, height: 720 },
  /**
   * What each file may weigh, at most, for a 20 s 1080p source (the budgets, 1 MB =
   * 1,000,000 bytes); the caps below are the storage policy's hard limits, with room over these.
   */
  budgetBytes: { wide: 5_000_000, phone: 1_500_000, poster: 150_000 },
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
  /**
   * `Cache-Control: max-age` of each stored file, in seconds: a year, as a set's names are never
   * reused (a new set has a new `<ms>`), so a returning visitor never downloads a loop twice.
   */
  cacheControlSeconds: 31_536_000,
} as const;

/** A video rendition of a set. */
export type HeroRendition = 'wide' | 'phone';

/** A poster's extension. */
export type PosterExtension = keyof typeof heroVideoSpec.posterTypes;
