/**
 * Why a hero set could not be made:
 * - `unsupported`: this browser cannot encode H.264 (or the poster's image formats);
 * - `undecodable`: the file cannot be read as a video this browser decodes;
 * - `tooLarge`: a file came out over its storage cap (`heroVideoSpec.capBytes`), which a video with
 *   constant fine detail can do, since the encoder cannot always hold its bitrate;
 * - `aborted`: the caller's signal stopped it.
 */
export type HeroSetFailure = 'unsupported' | 'undecodable' | 'tooLarge' | 'aborted';

/** The transcoder's only error: callers branch on `reason`. */
export class HeroSetError extends Error {
  readonly reason: HeroSetFailure;

  constructor(reason: HeroSetFailure, options?: ErrorOptions) {
    super(`The hero set could not be made: ${reason}`, options);
    this.name = 'HeroSetError';
    this.reason = reason;
  }
}
