import { describe, expect, test } from 'vitest';
import { heroVideoSpec } from '../src/data/hero-video';
import {
  centreCrop,
  frameCount,
  loopSeconds,
  outputFrameRate,
  overCap,
} from '../src/lib/video/plan';
import { publishedHeroFrom, publishedHeroUrl, renditionFor } from '../src/lib/video/published-hero';

describe('centreCrop', () => {
  test.each([
    ['landscape to 4:3', 1920, 1080, 720, 540, { left: 240, top: 0, width: 1440, height: 1080 }],
    ['landscape to 16:9', 1920, 1080, 1280, 720, { left: 0, top: 0, width: 1920, height: 1080 }],
    ['portrait to 16:9', 1080, 1920, 1280, 720, { left: 0, top: 656, width: 1080, height: 606 }],
    ['portrait to 4:3', 1080, 1920, 720, 540, { left: 0, top: 554, width: 1080, height: 810 }],
    ['odd sizes stay even', 1001, 999, 720, 540, { left: 0, top: 124, width: 1000, height: 750 }],
  ])('%s', (_, width, height, targetWidth, targetHeight, expected) => {
    expect(centreCrop({ width, height }, { width: targetWidth, height: targetHeight })).toEqual(
      expected,
    );
  });
});

describe('outputFrameRate', () => {
  test.each([
    [59.94, 30],
    [30, 30],
    [29.97, 30],
    [23.976, 24],
    [0.2, 1],
  ])('%d fps => %d', (source, expected) => {
    expect(outputFrameRate(source)).toBe(expected);
  });
});

test('the loop is the first loopSeconds, or the whole of a shorter video', () => {
  expect(loopSeconds(20)).toBe(heroVideoSpec.loopSeconds);
  expect(loopSeconds(3.5)).toBe(3.5);
});

test('a rendition has one frame per started interval', () => {
  expect(frameCount(15, 30)).toBe(450);
  expect(frameCount(3.5, 24)).toBe(84);
  expect(frameCount(0.1, 24)).toBe(3);
});

test.each(['wide', 'phone'] as const)(
  'the %s bitrate leaves a loop at least 15 percent under its budget, the budget under its cap',
  (kind) => {
    const loopBytes = (heroVideoSpec.renditions[kind].bitrate * heroVideoSpec.loopSeconds) / 8;
    expect(loopBytes).toBeLessThanOrEqual(0.85 * heroVideoSpec.budgetBytes[kind]);
    expect(heroVideoSpec.budgetBytes[kind]).toBeLessThan(heroVideoSpec.capBytes[kind]);
  },
);

describe('the published hero record', () => {
  const supabaseUrl = 'https://ref.supabase.co';
  const storage = `${supabaseUrl}/storage/v1/object/public/videos`;
  const row = {
    wide_object: 'hero-video-1764000000000-wide.mp4',
    phone_object: 'hero-video-1764000000000-phone.mp4',
    poster_object: 'hero-video-1764000000000-poster.webp',
  };

  test('is read newest first, one row, only the columns the homepage uses', () => {
    expect(publishedHeroUrl(supabaseUrl)).toBe(
      `${supabaseUrl}/rest/v1/hero_videos?select=wide_object,phone_object,poster_object,width,height,duration_ms&order=published_at.desc&limit=1`,
    );
  });

  test('a whole set gives the poster and both renditions', () => {
    expect(publishedHeroFrom([row], supabaseUrl)).toEqual({
      poster: `${storage}/hero-video-1764000000000-poster.webp`,
      video: {
        wide: `${storage}/hero-video-1764000000000-wide.mp4`,
        phone: `${storage}/hero-video-1764000000000-phone.mp4`,
      },
    });
  });

  test.each([
    ['no row', []],
    ['poster only', [{ wide_object: null, phone_object: null, poster_object: null }]],
    ['not rows', { message: 'error' }],
    ['a row that is not an object', ['hero-video-1764000000000-wide.mp4']],
  ])('%s: the built poster stays', (_, rows) => {
    expect(publishedHeroFrom(rows, supabaseUrl)).toEqual({});
  });

  test.each([
    ['a path', { wide_object: '../hero-video-1764000000000-wide.mp4' }],
    ['a URL', { wide_object: 'https://elsewhere.example/hero-video-1764000000000-wide.mp4' }],
    ['another kind', { wide_object: 'hero-video-1764000000000-phone.mp4' }],
    ['a short stamp', { wide_object: 'hero-video-176400000000-wide.mp4' }],
  ])('a rendition named as %s is not a set: no video, the poster still', (_, change) => {
    expect(publishedHeroFrom([{ ...row, ...change }], supabaseUrl)).toEqual({
      poster: `${storage}/hero-video-1764000000000-poster.webp`,
    });
  });

  test('a poster of another type is not used', () => {
    expect(
      publishedHeroFrom(
        [{ ...row, poster_object: 'hero-video-1764000000000-poster.svg' }],
        supabaseUrl,
      ),
    ).not.toHaveProperty('poster');
  });

  test.each([
    [320, 'phone'],
    [720, 'phone'],
    [721, 'wide'],
    [1280, 'wide'],
  ] as const)('a %d px viewport gets the %s rendition', (width, rendition) => {
    expect(renditionFor(width)).toBe(rendition);
  });
});

describe('overCap', () => {
  const { wide, phone, poster } = heroVideoSpec.capBytes;
  test.each([
    ['all at their caps', { wide, phone, poster }, undefined],
    ['the wide one byte over', { wide: wide + 1, phone, poster }, 'wide'],
    ['the phone one byte over', { wide, phone: phone + 1, poster }, 'phone'],
    ['the poster one byte over', { wide, phone, poster: poster + 1 }, 'poster'],
  ] as const)('%s', (_, bytes, expected) => {
    expect(overCap(bytes)).toBe(expected);
  });
});
