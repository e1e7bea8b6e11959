/**
 * The hero-video upload's limits and storage settings. The same numbers are in the storage
 * migration (`supabase/migrations/*_videos_bucket.sql`): change both together.
 */
export const heroVideoUpload = {
  /** Storage bucket the videos go to (public: the hero reads them by URL). */
  bucket: 'videos',
  /** Object names are `{prefix}{Date.now()}.{extension}`. */
  objectNamePrefix: 'hero-video-',
  /** Hard limit; the page calls it "100MB" as the specification does. */
  maxMegabytes: 100,
  /** What the page recommends, well under the limit. */
  recommendedMegabytes: 90,
  /** `Cache-Control: max-age` of the stored object, in seconds. */
  cacheControlSeconds: 3600,
  /** Formats the page lists; any `video/*` type is accepted. */
  listedFormats: ['MP4', 'WebM', 'MOV'],
} as const;

/** The hard limit in bytes: 100 * 1024 * 1024. */
export const maxVideoBytes = heroVideoUpload.maxMegabytes * 1024 * 1024;
