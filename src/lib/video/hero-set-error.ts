import type { UploadKey } from '../../../i18n/upload-it';

/** Why a set was not prepared or published: one cause a name, told as `failure.<name>`. */
export type HeroSetFailure = FailureName<UploadKey>;
type FailureName<Key> = Key extends `failure.${infer Name}` ? Name : never;

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

/** The failure an error names (`network` for any but a `HeroSetError`), logged in detail. */
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
 * The failure an HTTP status names: another 4xx `refused`, a 5xx `serverError`, none the network.
 * @example failureOf(409) => 'duplicate'
 */
export function failureOf(status: number | null | undefined): HeroSetFailure {
  if (!status) return globalThis.navigator?.onLine === false ? 'offline' : 'network';
  return failureByStatus[status] ?? (status >= 500 ? 'serverError' : 'refused');
}
