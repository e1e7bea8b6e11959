/** What went wrong with an upload, for the one line that names the cause. */
export type UploadFailure =
  | {
      cause:
        | 'duplicate'
        | 'denied'
        | 'tooLarge'
        | 'unsupportedType'
        | 'bucketMissing'
        /** The REST API has no published-hero table: the migration is not applied. */
        | 'tableMissing'
        | 'stalled'
        | 'network'
        | 'offline'
        /** Everything was stored, but reading the record back did not show it. */
        | 'readBack';
    }
  | { cause: 'server'; code: number }
  | { cause: 'unknown'; detail: string };

/** Refusals Storage's resumable endpoint answers with their own HTTP status. */
const causeByStatus: Readonly<Record<number, UploadFailure['cause']>> = {
  // Storage answers a missing, expired or refused token with 403: not an operator, or signed out.
  401: 'denied',
  403: 'denied',
  404: 'bucketMissing',
  409: 'duplicate',
  413: 'tooLarge',
  415: 'unsupportedType',
};

/**
 * The REST API's (PostgREST's) own answers about the published-hero record: a refused policy or
 * grant is 401 or 403, an unknown table 404. Its 409 or 400 name no storage cause.
 */
const recordCauseByStatus: Readonly<Record<number, UploadFailure['cause']>> = {
  401: 'denied',
  403: 'denied',
  404: 'tableMissing',
};

function describeFailure(
  causes: Readonly<Record<number, UploadFailure['cause']>>,
  status: number | null,
  online: boolean,
  detail: string,
): UploadFailure {
  if (status === null || status === 0) return { cause: online ? 'network' : 'offline' };
  const cause = causes[status];
  if (cause) return { cause } as UploadFailure;
  if (status >= 500) return { cause: 'server', code: status };
  return { cause: 'unknown', detail: `${status} ${detail}`.trim() };
}

/**
 * Names the cause of a failed upload from the last HTTP status (null when no answer came).
 * @example describeUploadFailure(409, true, '') => { cause: 'duplicate' }
 * @example describeUploadFailure(null, false, 'xhr error') => { cause: 'offline' }
 */
export function describeUploadFailure(
  status: number | null,
  online: boolean,
  detail: string,
): UploadFailure {
  return describeFailure(causeByStatus, status, online, detail);
}

/**
 * Names the cause of a failed read or write of the published-hero record.
 * @example describeRecordFailure(404, true, '') => { cause: 'tableMissing' }
 * @example describeRecordFailure(409, true, 'conflict') => { cause: 'unknown', detail: '409 conflict' }
 */
export function describeRecordFailure(
  status: number | null,
  online: boolean,
  detail: string,
): UploadFailure {
  return describeFailure(recordCauseByStatus, status, online, detail);
}

/**
 * Whether a failed request is worth sending again: no answer at all (the network) or a server
 * error. A 4xx is an answer that will not change (tus-js-client would retry a 409 for ~40 s).
 * @example shouldRetry(503) => true
 * @example shouldRetry(409) => false
 */
export function shouldRetry(status: number | null): boolean {
  return status === null || status === 0 || status >= 500;
}

/** A failed upload, with its cause named. */
export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(`Upload failed: ${failure.cause}`);
    this.name = 'UploadError';
  }
}
