import { heroVideoSpec } from '../../data/hero-video';
import { describeRecordFailure, UploadError } from './failure';

/*
 * The published-hero record, `public.hero_videos`, through Supabase's REST API (PostgREST):
 * read with the public key (anyone may), written with the operator's token (the row-level
 * policy lets only verified operators insert, and nobody update or delete). The newest row is
 * what the homepage shows; going back to an earlier set, or to the built poster, is a new row.
 */

/** The columns the page reads (anyone may read them: all but who published). */
export const heroRecordColumns = [
  'id',
  'wide_object',
  'phone_object',
  'poster_object',
  'width',
  'height',
  'duration_ms',
  'wide_bytes',
  'phone_bytes',
  'published_at',
] as const;

/** A published row. The three objects are null for "poster only" (the built poster). */
export interface HeroRecord {
  id: number;
  wide_object: string | null;
  phone_object: string | null;
  poster_object: string | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  wide_bytes: number | null;
  phone_bytes: number | null;
  published_at: string;
}

/** What the page sends: every column but those the database fills in. */
export type HeroRecordInsert = Omit<HeroRecord, 'id' | 'published_at'>;

/** The row that publishes the built poster with no video. */
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

/** Where the REST API is, and the public key it wants on every request. */
export interface RestTarget {
  supabaseUrl: string;
  anonKey: string;
}

const tableUrl = (target: RestTarget) => `${target.supabaseUrl}/rest/v1/${heroVideoSpec.table}`;

/** Sends a request; an answer that is not 2xx, or none at all, becomes a named `UploadError`. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new UploadError(describeRecordFailure(null, navigator.onLine, ''));
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new UploadError(describeRecordFailure(response.status, true, detail.slice(0, 200)));
  }
  return response;
}

/**
 * The newest `limit` rows, newest first (the first is what visitors see now).
 * @example await readHeroHistory(target, 5) // [current, previous, ...]
 */
export async function readHeroHistory(target: RestTarget, limit: number): Promise<HeroRecord[]> {
  const query = new URLSearchParams({
    select: heroRecordColumns.join(','),
    order: 'published_at.desc,id.desc',
    limit: String(limit),
  });
  const response = await send(`${tableUrl(target)}?${query}`, {
    headers: { apikey: target.anonKey, accept: 'application/json' },
    cache: 'no-store',
  });
  return (await response.json()) as HeroRecord[];
}

/**
 * Inserts a new row as the signed-in operator (never an update) and resolves with the row the
 * database wrote.
 */
export async function insertHeroRecord(
  target: RestTarget,
  accessToken: string,
  row: HeroRecordInsert,
): Promise<HeroRecord> {
  const response = await send(`${tableUrl(target)}?select=${heroRecordColumns.join(',')}`, {
    method: 'POST',
    headers: {
      apikey: target.anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  });
  const [written] = (await response.json()) as HeroRecord[];
  if (!written) throw new UploadError({ cause: 'unknown', detail: 'no row returned' });
  return written;
}
