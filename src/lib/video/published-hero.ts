import { heroVideoSpec, type HeroRendition } from '../../data/hero-video';

/** Where the published hero is read: the project's URL and its public (anon) key. */
export interface HeroRecordSource {
  supabaseUrl: string;
  anonKey: string;
}

/** The current hero as the homepage uses it: public URLs, `video` absent for "poster only". */
export interface PublishedHero {
  poster?: string;
  video?: Record<HeroRendition, string>;
}

/** The columns the homepage reads (the record also names sizes and who published it). */
const columns = 'wide_object,phone_object,poster_object,width,height,duration_ms';

/**
 * The REST request for the current record: the newest published row.
 *
 * @example publishedHeroUrl('https://ref.supabase.co')
 *   => 'https://ref.supabase.co/rest/v1/hero_videos?select=wide_object,…&order=published_at.desc&limit=1'
 */
export function publishedHeroUrl(supabaseUrl: string): string {
  return `${supabaseUrl}/rest/v1/${heroVideoSpec.table}?select=${columns}&order=published_at.desc&limit=1`;
}

/**
 * A stored object's public URL.
 *
 * @example storageObjectUrl('https://ref.supabase.co', 'hero-video-1700000000000-wide.mp4')
 *   => 'https://ref.supabase.co/storage/v1/object/public/videos/hero-video-1700000000000-wide.mp4'
 */
export function storageObjectUrl(supabaseUrl: string, objectName: string): string {
  return `${supabaseUrl}/storage/v1/object/public/${heroVideoSpec.bucket}/${objectName}`;
}

/** The names a set's objects have (the table checks the same). */
const objectNames = {
  wide: new RegExp(`^${heroVideoSpec.objectPrefix}[0-9]{13}-wide\\.mp4$`),
  phone: new RegExp(`^${heroVideoSpec.objectPrefix}[0-9]{13}-phone\\.mp4$`),
  poster: new RegExp(
    `^${heroVideoSpec.objectPrefix}[0-9]{13}-poster\\.(${Object.keys(heroVideoSpec.posterTypes).join('|')})$`,
  ),
};

type ObjectKind = keyof typeof objectNames;

/**
 * What the REST answer says is live: nothing for no row or "poster only" (the built poster
 * stays), else the published poster and the renditions. A name that is not a set's object name
 * counts as absent, so the page never loads anything but the bucket's hero files.
 */
export function publishedHeroFrom(rows: unknown, supabaseUrl: string): PublishedHero {
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (typeof row !== 'object' || row === null) return {};
  const url = (kind: ObjectKind) => {
    const name: unknown = (row as Record<string, unknown>)[`${kind}_object`];
    return typeof name === 'string' && objectNames[kind].test(name)
      ? storageObjectUrl(supabaseUrl, name)
      : undefined;
  };
  const [wide, phone, poster] = [url('wide'), url('phone'), url('poster')];
  return {
    ...(poster && { poster }),
    ...(wide && phone && { video: { wide, phone } }),
  };
}

/**
 * Reads the current record with the public key. Rejects when the project does not answer or
 * answers with an error; the caller keeps the built poster.
 */
export async function fetchPublishedHero(
  { supabaseUrl, anonKey }: HeroRecordSource,
  signal?: AbortSignal,
): Promise<PublishedHero> {
  const response = await fetch(publishedHeroUrl(supabaseUrl), {
    headers: { apikey: anonKey, accept: 'application/json' },
    ...(signal && { signal }),
  });
  if (!response.ok) throw new Error(`The hero record answered ${response.status}`);
  return publishedHeroFrom(await response.json(), supabaseUrl);
}

/** The rendition for a viewport this many CSS px wide. */
export function renditionFor(viewportWidth: number): HeroRendition {
  return viewportWidth <= heroVideoSpec.phoneMaxViewportPx ? 'phone' : 'wide';
}
