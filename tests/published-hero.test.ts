import { afterEach, expect, test, vi } from 'vitest';
import { heroRow as names } from '../test-support/published-hero';
import {
  heroRecordColumns,
  posterOnly,
  publishedHero,
  readHeroes,
  renditionFor,
} from '../src/lib/video/published-hero';

const project = { supabaseUrl: 'https://ref.supabase.co', anonKey: 'anon' };
const storage = `${project.supabaseUrl}/storage/v1/object/public/videos`;
const record = { ...posterOnly, ...names, id: 7, published_at: '2026-11-20T10:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

// A whole set, "poster only" and a name no set has, as the homepage and the live card show them:
// e2e/hero-video.spec.ts, e2e/upload.spec.ts.
test.each([
  ['a path', `../${names.wide_object}`],
  ['a URL', `https://elsewhere.example/${names.wide_object}`],
  ['another kind', names.phone_object],
  ['a short stamp', 'hero-video-176400000000-wide.mp4'],
])('publishedHero: a rendition named as %s is not a set: no video, the poster still', (_, wide) => {
  expect(publishedHero({ ...record, wide_object: wide }, project.supabaseUrl)).toEqual({
    poster: `${storage}/${names.poster_object}`,
  });
});

test.each([
  [720, 'phone'],
  [721, 'wide'],
] as const)('a %d px viewport gets the %s rendition', (width, rendition) => {
  expect(renditionFor(width)).toBe(rendition);
});

test('records are read newest first, the columns anyone may read', async () => {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url);
    return Response.json([record]);
  });
  expect(await readHeroes(project, 5)).toEqual([record]);
  expect(sent).toEqual([
    `${project.supabaseUrl}/rest/v1/hero_videos?select=${heroRecordColumns.join(',')}&order=published_at.desc,id.desc&limit=5`,
  ]);
});
