/*
 * The published-hero record, a row of `public.hero_videos` as the migration defines it: the
 * newest is what the homepage shows (src/lib/video/published-hero.ts reads and writes them).
 */

/** What publishing sends. The three objects are null for "poster only" (the built poster). */
export type HeroRecordInsert = Record<
  'wide_object' | 'phone_object' | 'poster_object',
  string | null
> &
  Record<'width' | 'height' | 'duration_ms' | 'wide_bytes' | 'phone_bytes', number | null>;

/** A published record as anyone may read it: all but who published it. */
export type HeroRecord = HeroRecordInsert & { id: number; published_at: string };

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

/** The columns anyone may read. */
export const heroRecordColumns = ['id', ...Object.keys(posterOnly), 'published_at'];
