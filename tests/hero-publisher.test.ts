import { afterEach, describe, expect, test, vi } from 'vitest';
import { heroRow, publishHero } from '../src/lib/upload/hero-publisher';
import type { HeroSet } from '../src/lib/video/hero-set.worker';

const project = { supabaseUrl: 'https://ref.supabase.co', anonKey: 'anon' };
const blob = (size: number) => new Blob([new Uint8Array(size)]);
const made: HeroSet = {
  wide: blob(3),
  phone: blob(2),
  poster: blob(1),
  width: 1280,
  height: 720,
  durationMs: 15_000,
};
const row = heroRow(made, 1_764_000_000_000);
const record = { ...row, id: 7, published_at: '2026-11-20T10:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

test('a set’s row: three names of one 13-digit stamp, as the policy allows them, and its facts', () => {
  expect(row).toEqual({
    wide_object: 'hero-video-1764000000000-wide.mp4',
    phone_object: 'hero-video-1764000000000-phone.mp4',
    poster_object: 'hero-video-1764000000000-poster.webp',
    width: 1280,
    height: 720,
    duration_ms: 15_000,
    wide_bytes: 3,
    phone_bytes: 2,
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
