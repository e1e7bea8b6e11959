import type { DetailedError } from 'tus-js-client';
import { heroVideoSpec, type HeroRendition, type PosterExtension } from '../../data/hero-video';
import { heroVideoUpload } from '../../data/upload';
import { heroRecordColumns, posterOnly, type HeroRecord } from '../upload/hero-record';
import type { HeroRecordInsert } from '../upload/hero-record';
import { HeroSetError, type HeroSetFailure } from './hero-set-error';

/*
 * The hero store in a Supabase project: the files in bucket `videos` (Storage's resumable
 * endpoint, TUS) and the records in `public.hero_videos` (its REST API). Anyone reads them with
 * the public key; only a verified operator's token writes, and nothing is updated or deleted.
 */

/** A Supabase project: its URL and its public (anon) key. */
export interface SupabaseProject {
  supabaseUrl: string;
  anonKey: string;
}

/** The signed-in operator's current access token (refreshed when due); null when signed out. */
export type AccessToken = () => Promise<string | null>;

type HeroFile = HeroRendition | 'poster';

/**
 * The object names of a set made at `ms`, as the policy allows them.
 * @example heroSetObjects(1700000000000, 'webp').poster_object => 'hero-video-1700000000000-poster.webp'
 */
export function heroSetObjects(ms: number, poster: PosterExtension) {
  const stem = `${heroVideoSpec.objectPrefix}${String(Math.trunc(ms)).padStart(13, '0')}`;
  return {
    wide_object: `${stem}-wide.mp4`,
    phone_object: `${stem}-phone.mp4`,
    poster_object: `${stem}-poster.${poster}`,
  };
}

/** What a record shows, at public URLs: `video` absent for "poster only", both for no record. */
export interface PublishedHero {
  poster?: string;
  video?: Record<HeroRendition, string>;
}

/**
 * What `record` publishes. A name that is not one of a set's objects counts as absent, so a page
 * never loads anything but the bucket's hero files.
 */
export function publishedHero(record: HeroRecord | undefined, supabaseUrl: string): PublishedHero {
  const url = (kind: HeroFile) => {
    const name: unknown = record?.[`${kind}_object`];
    const types = kind === 'poster' ? Object.keys(heroVideoSpec.posterTypes).join('|') : 'mp4';
    const pattern = new RegExp(`^${heroVideoSpec.objectPrefix}[0-9]{13}-${kind}\\.(${types})$`);
    return typeof name === 'string' && pattern.test(name)
      ? storageObjectUrl(supabaseUrl, name)
      : undefined;
  };
  const [wide, phone, poster] = [url('wide'), url('phone'), url('poster')];
  return { ...(poster && { poster }), ...(wide && phone && { video: { wide, phone } }) };
}

/**
 * A stored object's public URL.
 * @example storageObjectUrl('https://ref.supabase.co', 'a.mp4') => 'https://ref.supabase.co/storage/v1/object/public/videos/a.mp4'
 */
export function storageObjectUrl(supabaseUrl: string, objectName: string): string {
  return `${supabaseUrl}/storage/v1/object/public/${heroVideoSpec.bucket}/${objectName}`;
}

/** The rendition for a viewport this many CSS px wide. */
export function renditionFor(viewportWidth: number): HeroRendition {
  return viewportWidth <= heroVideoSpec.phoneMaxViewportPx ? 'phone' : 'wide';
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

/** A request to the records; an answer that is not 2xx, or none, is a `HeroSetError`. */
async function records(project: SupabaseProject, query: string, init: RequestInit = {}) {
  const url = `${project.supabaseUrl}/rest/v1/${heroVideoSpec.table}?${query}`;
  const headers = { apikey: project.anonKey, accept: 'application/json', ...init.headers };
  const response = await fetch(url, { ...init, headers }).catch((error: unknown) => {
    throw new HeroSetError(failureOf(null), { cause: error });
  });
  if (response.ok) return response;
  const cause = `${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`;
  throw new HeroSetError(failureOf(response.status), { cause });
}

/** The newest `limit` records, newest first: the first is what the homepage shows. */
export async function readHeroes(
  project: SupabaseProject,
  limit: number,
  signal?: AbortSignal,
): Promise<HeroRecord[]> {
  const query = `select=${heroRecordColumns.join(',')}&order=published_at.desc,id.desc&limit=${limit}`;
  return (await records(project, query, { cache: 'no-store', ...(signal && { signal }) })).json();
}

/**
 * Publishes `row` as a new record with the operator's token, then reads the newest records back
 * as the homepage does: they are the answer once the first is the new one.
 */
export async function publishHero(
  project: SupabaseProject,
  accessToken: AccessToken,
  row: HeroRecordInsert,
): Promise<[HeroRecord, ...HeroRecord[]]> {
  const token = await accessToken();
  if (token === null) throw new HeroSetError('denied');
  const response = await records(project, 'select=id', {
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

/**
 * Upload URLs of the files that started and did not finish, by object name: a retry resumes
 * them (in this page's memory: tus-js-client's default, `localStorage`, outlives the page).
 */
const unfinished = new Map<string, string>();

/**
 * Stores the set's files named in `row` one after the other (the phone rendition, the one most
 * visitors get, first), but those in `stored`. `onProgress` hears the bytes sent over all of
 * them. No byte sent for `stallTimeoutMs` stops it, resumable; aborting the signal stops it and
 * deletes the partial file.
 */
export async function storeFiles(
  project: SupabaseProject,
  row: HeroRecordInsert,
  files: Record<HeroFile, Blob>,
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
      let stall: ReturnType<typeof setTimeout> | undefined;
      const end = (failure?: HeroSetFailure, cause?: unknown) => {
        clearTimeout(stall);
        signal.removeEventListener('abort', cancel);
        if (failure) reject(new HeroSetError(failure, { cause }));
        else resolve();
      };
      const watch = () => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          void upload.abort(false);
          end('stalled');
        }, heroVideoUpload.stallTimeoutMs);
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
          watch();
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
      watch();
      upload.start();
    });
  }
}

function statusOf(error: Error): number | undefined {
  return (error as Partial<DetailedError>).originalResponse?.getStatus() || undefined;
}
