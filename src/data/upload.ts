/** How the hero set travels to Supabase Storage (the names and caps are in `hero-video.ts`). */
export const heroVideoUpload = {
  /** Supabase's resumable endpoint takes chunks of exactly 6 MiB (the last one may be less). */
  chunkBytes: 6 * 1024 * 1024,
  /** Waits before each retry of a chunk that failed on the network or with a 5xx. */
  retryDelaysMs: [1000, 3000, 5000, 10_000, 20_000],
  /** No byte sent for this long names the upload stalled and stops it (it can resume). */
  stallTimeoutMs: 45_000,
  /** How many published rows the page lists (the current one and the ones before it). */
  historyRows: 5,
} as const;

/**
 * The operator's source videos, by extension (lower case): the type a browser declares for it,
 * and the name the page lists. The source is read in the browser only, never uploaded.
 */
export const videoFormats = {
  mp4: { type: 'video/mp4', label: 'MP4' },
  webm: { type: 'video/webm', label: 'WebM' },
  mov: { type: 'video/quicktime', label: 'MOV' },
} as const satisfies Record<string, { type: `video/${string}`; label: string }>;

/** An accepted extension. */
export type VideoExtension = keyof typeof videoFormats;

/** Digits of the operator's second-factor codes (TOTP, as authenticator apps show them). */
export const totpDigits = 6;
