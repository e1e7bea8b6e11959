/**
 * The hero-video upload's limits and storage settings. The bucket's types and size are also in
 * the storage migration (`supabase/migrations/*_operator_uploads.sql`): change both together.
 */
export const heroVideoUpload = {
  /** Storage bucket the videos go to (public: the hero reads them by URL). */
  bucket: 'videos',
  /** Object names are `{prefix}{Date.now()}.{extension}`. */
  objectNamePrefix: 'hero-video-',
  /** The bucket's limit; the page calls it "100MB" as the specification does. */
  bucketMegabytes: 100,
  /** What the page recommends, well under the limit. */
  recommendedMegabytes: 90,
  /** `Cache-Control: max-age` of the stored object, in seconds. */
  cacheControlSeconds: 3600,
  /** Supabase's resumable endpoint takes chunks of exactly 6 MiB (the last one may be less). */
  chunkBytes: 6 * 1024 * 1024,
  /** Waits before each retry of a chunk that failed on the network or with a 5xx. */
  retryDelaysMs: [1000, 3000, 5000, 10_000, 20_000],
  /** No byte sent for this long names the upload stalled and stops it (it can resume). */
  stallTimeoutMs: 45_000,
} as const;

/**
 * The accepted formats by extension (lower case): the one declared type the storage policy pairs
 * with it (both must match for a file to be accepted), and the name the page lists.
 */
export const videoFormats = {
  mp4: { type: 'video/mp4', label: 'MP4' },
  webm: { type: 'video/webm', label: 'WebM' },
  mov: { type: 'video/quicktime', label: 'MOV' },
} as const satisfies Record<string, { type: `video/${string}`; label: string }>;

/** An accepted extension. */
export type VideoExtension = keyof typeof videoFormats;

/**
 * The size limit in megabytes: the bucket's, or lower when `PUBLIC_UPLOAD_MAX_MEGABYTES` says so
 * (the Free plan of Supabase caps every file at 50 MB whatever the bucket says).
 */
export function uploadMaxMegabytes(configured: string | undefined): number {
  const value = Number(configured);
  if (configured === undefined || configured === '' || !Number.isInteger(value) || value < 1) {
    return heroVideoUpload.bucketMegabytes;
  }
  return Math.min(value, heroVideoUpload.bucketMegabytes);
}
