import { afterEach, describe, expect, test, vi } from 'vitest';
import { heroRecordColumns, posterOnly } from '../src/lib/upload/hero-record';
import {
  failureOf,
  heroSetObjects,
  publishedHero,
  publishHero,
  readHeroes,
  renditionFor,
} from '../src/lib/video/hero-store';

const project = { supabaseUrl: 'https://ref.supabase.co', anonKey: 'anon' };
const storage = `${project.supabaseUrl}/storage/v1/object/public/videos`;
const names = heroSetObjects(1_764_000_000_000, 'webp');
const row = { ...posterOnly, ...names };
const record = { ...row, id: 7, published_at: '2026-11-20T10:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

test('a set’s three names share one 13-digit stamp, as the policy allows them', () => {
  expect(heroSetObjects(1_700_000_000_000, 'avif')).toEqual({
    wide_object: 'hero-video-1700000000000-wide.mp4',
    phone_object: 'hero-video-1700000000000-phone.mp4',
    poster_object: 'hero-video-1700000000000-poster.avif',
  });
});

describe('publishedHero', () => {
  test('a whole set gives the poster and both renditions at their public URLs', () => {
    expect(publishedHero(record, project.supabaseUrl)).toEqual({
      poster: `${storage}/${names.poster_object}`,
      video: { wide: `${storage}/${names.wide_object}`, phone: `${storage}/${names.phone_object}` },
    });
  });

  test.each([
    ['no record', undefined],
    ['poster only', { ...record, ...posterOnly }],
  ])('%s: the built poster stays', (_, published) => {
    expect(publishedHero(published, project.supabaseUrl)).toEqual({});
  });

  test.each([
    ['a path', `../${names.wide_object}`],
    ['a URL', `https://elsewhere.example/${names.wide_object}`],
    ['another kind', names.phone_object],
    ['a short stamp', 'hero-video-176400000000-wide.mp4'],
  ])('a rendition named as %s is not a set: no video, the poster still', (_, wide) => {
    expect(publishedHero({ ...record, wide_object: wide }, project.supabaseUrl)).toEqual({
      poster: `${storage}/${names.poster_object}`,
    });
  });

  test('a poster of another type is not used', () => {
    const svg = { ...record, poster_object: names.poster_object.replace('webp', 'svg') };
    expect(publishedHero(svg, project.supabaseUrl)).not.toHaveProperty('poster');
  });
});

test.each([
  [720, 'phone'],
  [721, 'wide'],
] as const)('a %d px viewport gets the %s rendition', (width, rendition) => {
  expect(renditionFor(width)).toBe(rendition);
});

test.each([
  [401, 'denied'],
  [403, 'denied'],
  [404, 'notSetUp'],
  [409, 'duplicate'],
  [413, 'tooLarge'],
  [422, 'refused'],
  [503, 'serverError'],
  [0, 'network'],
] as const)('HTTP %i is %s', (status, failure) => {
  expect(failureOf(status)).toBe(failure);
});

test('no answer while the browser is offline is "offline"', () => {
  vi.stubGlobal('navigator', { onLine: false });
  expect(failureOf(null)).toBe('offline');
});

/** Answers each request in turn, noting its URL and body. */
function answer(...bodies: unknown[]) {
  const sent: [string, unknown][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push([url, init.body]);
    return new Response(JSON.stringify(bodies.shift()), { status: 200 });
  });
  return sent;
}

test('records are read newest first, the columns anyone may read, with the public key', async () => {
  const sent = answer([record]);
  expect(await readHeroes(project, 5)).toEqual([record]);
  expect(sent[0]?.[0]).toBe(
    `${project.supabaseUrl}/rest/v1/hero_videos?select=${heroRecordColumns.join(',')}&order=published_at.desc,id.desc&limit=5`,
  );
});

describe('publishHero', () => {
  const token = async () => 'token';

  test('sends the row’s columns only, and answers the records once the newest is the new one', async () => {
    const sent = answer([{ id: 7 }], [record]);
    expect(await publishHero(project, token, record)).toEqual([record]);
    expect(JSON.parse(String(sent[0]?.[1]))).toEqual(row);
  });

  test('another record read back is "readBack"', async () => {
    answer([{ id: 8 }], [record]);
    await expect(publishHero(project, token, record)).rejects.toMatchObject({ reason: 'readBack' });
  });

  test('signed out is "denied", and nothing is sent', async () => {
    const sent = answer();
    await expect(publishHero(project, async () => null, record)).rejects.toMatchObject({
      reason: 'denied',
    });
    expect(sent).toEqual([]);
  });
});
