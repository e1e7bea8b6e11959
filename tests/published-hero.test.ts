import { afterEach, expect, test, vi } from 'vitest';
import { heroSetObjects } from '../src/lib/upload/hero-publisher';
import { heroRecordColumns, posterOnly } from '../src/lib/upload/hero-record';
import { publishedHero, readHeroes, renditionFor } from '../src/lib/video/published-hero';

const project = { supabaseUrl: 'https://ref.supabase.co', anonKey: 'anon' };
const storage = `${project.supabaseUrl}/storage/v1/object/public/videos`;
const names = heroSetObjects(1_764_000_000_000, 'webp');
const record = { ...posterOnly, ...names, id: 7, published_at: '2026-11-20T10:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

test('publishedHero: a whole set gives the poster and both renditions at their public URLs', () => {
  expect(publishedHero(record, project.supabaseUrl)).toEqual({
    poster: `${storage}/${names.poster_object}`,
    video: { wide: `${storage}/${names.wide_object}`, phone: `${storage}/${names.phone_object}` },
  });
});

test.each([
  ['no record', undefined],
  ['poster only', { ...record, ...posterOnly }],
])('publishedHero: %s: the built poster stays', (_, published) => {
  expect(publishedHero(published, project.supabaseUrl)).toEqual({});
});

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

test('publishedHero: a poster of another type is not used', () => {
  const svg = { ...record, poster_object: names.poster_object.replace('webp', 'svg') };
  expect(publishedHero(svg, project.supabaseUrl)).not.toHaveProperty('poster');
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
