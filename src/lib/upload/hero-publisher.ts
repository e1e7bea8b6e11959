import type { DetailedError } from 'tus-js-client';
import { heroSetObjects, heroVideoSpec } from '../../data/hero-video';
import { heroVideoUpload } from '../../data/upload';
import { stallTimer } from '../stall-timer';
import { failureOf, HeroSetError, type HeroSetFailure } from '../video/hero-set-error';
import type { HeroSet } from '../video/hero-set.worker';
import {
  posterOnly,
  readHeroes,
  requestRest,
  type HeroRecord,
  type HeroRecordInsert,
  type SupabaseProject,
} from '../video/published-hero';

// The operator's writes to the hero store: a set's files by TUS, then the record publishing them.

/** The signed-in operator's current access token (refreshed when due); null when signed out. */
export type AccessToken = () => Promise<string | null>;

/**
 * The row that publishes `made`, its files named for the moment `ms` as the policy allows.
 * @example heroRow(made, 1700000000000).poster_object => 'hero-video-1700000000000-poster.webp'
 */
export function heroRow(made: HeroSet, ms: number): HeroRecordInsert {
  const objects = heroSetObjects(ms);
  return {
    wide_object: objects.wide,
    phone_object: objects.phone,
    poster_object: objects.poster,
    width: made.width,
    height: made.height,
    duration_ms: made.durationMs,
    wide_bytes: made.wide.size,
    phone_bytes: made.phone.size,
  };
}

/** Publishes `row` as a new record, then reads the newest back: the answer once it is first. */
export async function publishHero(
  project: SupabaseProject,
  accessToken: AccessToken,
  row: HeroRecordInsert,
): Promise<[HeroRecord, ...HeroRecord[]]> {
  const token = await accessToken();
  if (token === null) throw new HeroSetError('denied');
  const response = await requestRest(project, `${heroVideoSpec.table}?select=id`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    // The row's columns only: a record published again carries its id and date.
    body: JSON.stringify(row, Object.keys(posterOnly)),
  });
  const [written] = (await response.json()) as { id: number }[];
  const [live, ...earlier] = await readHeroes(project, heroVideoUpload.historyRows);
  if (!live || live.id !== written?.id) throw new HeroSetError('readBack');
  return [live, ...earlier];
}

/** Upload URLs of files started and not finished, by name, in memory only: a retry resumes. */
const unfinished = new Map<string, string>();

/**
 * Stores the files `row` names but those in `stored`, the phone rendition (most visitors') first;
 * a stall stops it, resumable; an abort stops it and deletes the partial file (docs/upload.md).
 */
export async function storeFiles(
  project: SupabaseProject,
  row: HeroRecordInsert,
  files: HeroSet,
  stored: readonly string[],
  options: {
    accessToken: AccessToken;
    signal: AbortSignal;
    onProgress: (done: number, total: number) => void;
    onStored: (name: string) => void;
  },
): Promise<void> {
  const { Upload } = await import('tus-js-client');
  const { signal } = options;
  const total = files.phone.size + files.wide.size + files.poster.size;
  let before = 0;
  for (const kind of ['phone', 'wide', 'poster'] as const) {
    const [name, blob, from] = [row[`${kind}_object`] ?? '', files[kind], before];
    before += blob.size;
    if (stored.includes(name)) continue;
    await new Promise<void>((resolve, reject) => {
      const stall = stallTimer(heroVideoUpload.stallTimeoutMs, () => {
        void upload.abort(false);
        end('stalled');
      });
      const end = (failure?: HeroSetFailure, cause?: unknown) => {
        stall.stop();
        signal.removeEventListener('abort', cancel);
        if (failure) reject(new HeroSetError(failure, { cause }));
        else resolve();
      };
      const cancel = () => {
        unfinished.delete(name);
        upload.abort(true).catch((error: unknown) => console.warn(error));
        end('aborted');
      };
      const upload = new Upload(blob, {
        endpoint: `${project.supabaseUrl}/storage/v1/upload/resumable`,
        uploadUrl: unfinished.get(name) ?? null,
        storeFingerprintForResuming: false,
        chunkSize: heroVideoUpload.chunkBytes,
        retryDelays: [...heroVideoUpload.retryDelaysMs],
        // Never an upsert: an existing name is refused, nothing is overwritten.
        headers: { apikey: project.anonKey, 'x-upsert': 'false' },
        metadata: {
          bucketName: heroVideoSpec.bucket,
          objectName: name,
          contentType: blob.type,
          cacheControl: String(heroVideoSpec.cacheControlSeconds),
        },
        // Each request asks for the token: a refreshed one is used as soon as it exists.
        onBeforeRequest: async (request) => {
          request.setHeader('Authorization', `Bearer ${(await options.accessToken()) ?? ''}`);
        },
        onUploadUrlAvailable: () => void (upload.url && unfinished.set(name, upload.url)),
        // Only no answer or a server error may pass on a second try.
        onShouldRetry: (error) => (statusOf(error) ?? 500) >= 500,
        onProgress: (sent) => {
          stall.watch();
          options.onProgress(from + sent, total);
        },
        onSuccess: () => {
          unfinished.delete(name);
          options.onStored(name);
          end();
        },
        onError: (error) => end(failureOf(statusOf(error)), error),
      });
      if (signal.aborted) return cancel();
      signal.addEventListener('abort', cancel);
      stall.watch();
      upload.start();
    });
  }
}

function statusOf(error: Error): number | undefined {
  return (error as Partial<DetailedError>).originalResponse?.getStatus() || undefined;
}
