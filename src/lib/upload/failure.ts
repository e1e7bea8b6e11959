/** Failures the storage server names with its own code. */
type StorageRefusal = 'duplicate' | 'denied' | 'tooLarge' | 'unsupportedType' | 'bucketMissing';

/** What went wrong with an upload, for the one line that names the cause. */
export type UploadFailure =
  | { cause: StorageRefusal }
  | { cause: 'server'; code: string }
  | { cause: 'network' | 'offline' }
  | { cause: 'unknown'; detail: string };

/** Storage codes (the `statusCode` of the JSON error body) and what they mean here. */
const causeByStatusCode: Readonly<Record<string, StorageRefusal>> = {
  '409': 'duplicate',
  '401': 'denied',
  '403': 'denied',
  '413': 'tooLarge',
  '415': 'unsupportedType',
  '404': 'bucketMissing',
};

function statusCodeOf(error: object): string | null {
  const { statusCode } = error as { statusCode?: unknown };
  if (typeof statusCode === 'string' && statusCode !== '') return statusCode;
  if (typeof statusCode === 'number') return String(statusCode);
  return null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return String(error);
}

/**
 * Names the cause of a failed upload. The storage server answers most failures with HTTP 400
 * and the real code in the body, which supabase-js exposes as `error.statusCode`: that is what
 * counts, not the HTTP status. An error without a code never reached the server: offline when
 * the browser says so, otherwise a network failure (a refused or aborted connection, or the
 * storage client's own code failing to load).
 * @example describeUploadFailure({ status: 400, statusCode: '409' }, true) => { cause: 'duplicate' }
 * @example describeUploadFailure(new TypeError('Failed to fetch'), false) => { cause: 'offline' }
 */
export function describeUploadFailure(error: unknown, online: boolean): UploadFailure {
  const statusCode = typeof error === 'object' && error !== null ? statusCodeOf(error) : null;
  if (statusCode !== null) {
    const cause = causeByStatusCode[statusCode];
    if (cause) return { cause };
    if (statusCode.startsWith('5')) return { cause: 'server', code: statusCode };
    return { cause: 'unknown', detail: `${statusCode} ${messageOf(error)}`.trim() };
  }
  if (!online) return { cause: 'offline' };
  const original = (error as { originalError?: unknown } | null)?.originalError;
  if (error instanceof TypeError || original instanceof TypeError) return { cause: 'network' };
  if (error instanceof DOMException && error.name === 'AbortError') return { cause: 'network' };
  return { cause: 'unknown', detail: messageOf(error) };
}
