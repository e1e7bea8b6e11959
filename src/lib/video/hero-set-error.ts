/**
 * Why a hero set could not be made: `unsupported` (no H.264 or poster encoder), `undecodable`,
 * `tooLarge` (a file over its cap, `heroVideoSpec.capBytes`: constant fine detail can beat the
 * encoder's bitrate) or `aborted` (the caller's signal).
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
