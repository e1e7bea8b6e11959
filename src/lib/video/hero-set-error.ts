/**
 * Why a hero set was not prepared or published, from the transcoder to the read-back: one name
 * per cause the operator is told (`failure.<name>` in i18n/upload-it.ts).
 */
export type HeroSetFailure =
  /** This browser has no H.264 or poster encoder, or cannot start the worker. */
  | 'unsupported'
  /** Not a video this browser decodes. */
  | 'undecodable'
  /** A file over its storage cap (`heroVideoSpec.capBytes`): fine detail can beat the bitrate. */
  | 'tooLarge'
  | 'aborted'
  /** Refused for the session: expired, not verified with a code, or not an approved operator. */
  | 'denied'
  /** An object of that name is stored already. */
  | 'duplicate'
  /** The project lacks the bucket or the table: the migration was not applied. */
  | 'notSetUp'
  /** Any other refusal (4xx). */
  | 'refused'
  /** A server error (5xx). */
  | 'serverError'
  | 'network'
  | 'offline'
  /** No byte sent for `heroVideoUpload.stallTimeoutMs`. */
  | 'stalled'
  /** Stored and recorded, but the newest record read back is another one. */
  | 'readBack';

/** The hero set's only error: callers branch on `reason`; `cause` is the detail for the console. */
export class HeroSetError extends Error {
  constructor(
    readonly reason: HeroSetFailure,
    options?: ErrorOptions,
  ) {
    super(`The hero set could not be made or published: ${reason}`, options);
    this.name = 'HeroSetError';
  }
}

/**
 * The failure an error names, with its detail written to the console (the operator reads the
 * cause in plain words). Anything but a `HeroSetError` is a script or an answer that did not
 * arrive: the network.
 */
export function reportFailure(error: unknown): HeroSetFailure {
  const reason = error instanceof HeroSetError ? error.reason : 'network';
  if (reason === 'notSetUp') console.error('Apply supabase/migrations (docs/upload.md):', error);
  else if (reason !== 'aborted') console.warn('The hero set failed:', error);
  return reason;
}

const failureByStatus: Record<number, HeroSetFailure> = {
  401: 'denied',
  403: 'denied',
  404: 'notSetUp',
  409: 'duplicate',
  413: 'tooLarge',
};

/**
 * The failure an HTTP status names; none (0, or no answer) is the network.
 * @example failureOf(409) => 'duplicate'
 */
export function failureOf(status: number | null | undefined): HeroSetFailure {
  if (!status) return globalThis.navigator?.onLine === false ? 'offline' : 'network';
  return failureByStatus[status] ?? (status >= 500 ? 'serverError' : 'refused');
}
