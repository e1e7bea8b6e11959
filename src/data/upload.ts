/** How the hero set travels to Supabase Storage (the names and caps are in `hero-video.ts`). */
export const heroVideoUpload = {
  /** Supabase's resumable endpoint takes chunks of exactly 6 MiB (the last one may be less). */
  chunkBytes: 6 * 1024 * 1024,
  /** Waits before each retry of a chunk that failed on the network or with a 5xx. */
  retryDelaysMs: [1000, 3000, 5000, 10_000, 20_000],
  /** No byte sent for this long names the upload stalled and stops it (it can resume). */
  stallTimeoutMs: 45_000,
  /** How many published records the page lists (the current one and the ones before it). */
  historyRows: 5,
} as const;

/** An ISO media file (MP4, MOV) has a box of type `ftyp` at byte 4; a WebM starts with EBML's. */
const isoMedia = { at: 4, bytes: [0x66, 0x74, 0x79, 0x70] };
const ebml = { at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] };

/** The operator's source videos, by extension: declared type, name, first bytes. */
export const videoFormats = {
  mp4: { type: 'video/mp4', label: 'MP4', signature: isoMedia },
  webm: { type: 'video/webm', label: 'WebM', signature: ebml },
  mov: { type: 'video/quicktime', label: 'MOV', signature: isoMedia },
} as const;

/** Digits of the operator's second-factor codes (TOTP, as authenticator apps show them). */
export const totpDigits = 6;
