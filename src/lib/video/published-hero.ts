import { heroVideoSpec, type HeroRendition } from '../../data/hero-video';
import { failureOf, HeroSetError } from './hero-set-error';

// The hero store as anyone reads it (the homepage, the operator's history): the newest is live.

/** A Supabase project: its URL and its public (anon) key. */
export interface SupabaseProject {
  supabaseUrl: string;
  anonKey: string;
}

type SetObject = 'wide_object' | 'phone_object' | 'poster_object';
type SetFact = 'width' | 'height' | 'duration_ms' | 'wide_bytes' | 'phone_bytes';

/** What publishing sends. */
export type HeroRecordInsert = Record<SetObject, string | null> & Record<SetFact, number | null>;

/** A published record as anyone may read it: all but who published it. */
export type HeroRecord = HeroRecordInsert & { id: number; published_at: string };

/** The row of "poster only": the built poster, no video. */
export const posterOnly: HeroRecordInsert = {
  wide_object: null,
  phone_object: null,
  poster_object: null,
  width: null,
  height: null,
  duration_ms: null,
  wide_bytes: null,
  phone_bytes: null,
};

/** The columns anyone may read. */
export const heroRecordColumns = ['id', ...Object.keys(posterOnly), 'published_at'];

/** What a record shows, at public URLs: `video` absent for "poster only", both for no record. */
export interface PublishedHero {
  poster?: string;
  video?: Record<HeroRendition, string>;
}

/** What `record` publishes; a name that is not a set's object counts as absent. */
export function publishedHero(record: HeroRecord | undefined, supabaseUrl: string): PublishedHero {
  const url = (kind: HeroRendition | 'poster') => {
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

/** A request to the REST API; no 2xx answer is a `HeroSetError` saying what was asked and answered. */
export async function requestRest(project: SupabaseProject, path: string, init: RequestInit = {}) {
  const url = `${project.supabaseUrl}/rest/v1/${path}`;
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
  const columns = heroRecordColumns.join(',');
  const path = `${heroVideoSpec.table}?select=${columns}&order=published_at.desc,id.desc&limit=${limit}`;
  return (
    await requestRest(project, path, { cache: 'no-store', ...(signal && { signal }) })
  ).json();
}
