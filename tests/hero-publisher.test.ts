import { afterEach, expect, test, vi } from 'vitest';
import { heroSetObjects, publishHero } from '../src/lib/upload/hero-publisher';
import { posterOnly } from '../src/lib/upload/hero-record';

const project = { supabaseUrl: 'https://ref.supabase.co', anonKey: 'anon' };
const row = { ...posterOnly, ...heroSetObjects(1_764_000_000_000, 'webp') };
const record = { ...row, id: 7, published_at: '2026-11-20T10:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

test('a set’s three names share one 13-digit stamp, as the policy allows them', () => {
  expect(heroSetObjects(1_700_000_000_000, 'avif')).toEqual({
    wide_object: 'hero-video-1700000000000-wide.mp4',
    phone_object: 'hero-video-1700000000000-phone.mp4',
    poster_object: 'hero-video-1700000000000-poster.avif',
  });
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

const token = async () => 'token';

test('publishHero sends the row’s columns only, and answers the records once the newest is the new one', async () => {
  const sent = answer([{ id: 7 }], [record]);
  expect(await publishHero(project, token, record)).toEqual([record]);
  expect(JSON.parse(String(sent[0]?.[1]))).toEqual(row);
});

test('publishHero: another record read back is "readBack"', async () => {
  answer([{ id: 8 }], [record]);
  await expect(publishHero(project, token, record)).rejects.toMatchObject({ reason: 'readBack' });
});

test('publishHero: signed out is "denied", and nothing is sent', async () => {
  const sent = answer();
  await expect(publishHero(project, async () => null, record)).rejects.toMatchObject({
    reason: 'denied',
  });
  expect(sent).toEqual([]);
});
