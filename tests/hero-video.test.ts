import { describe, expect, test } from 'vitest';
import { heroVideoSpec } from '../src/data/hero-video';
import { centreCrop, frameCount, outputFrameRate, overCap } from '../src/lib/video/plan';

test.each([
  ['landscape to 4:3', 1920, 1080, 720, 540, { left: 240, top: 0, width: 1440, height: 1080 }],
  ['landscape to 16:9', 1920, 1080, 1280, 720, { left: 0, top: 0, width: 1920, height: 1080 }],
  ['portrait to 16:9', 1080, 1920, 1280, 720, { left: 0, top: 656, width: 1080, height: 606 }],
  ['portrait to 4:3', 1080, 1920, 720, 540, { left: 0, top: 554, width: 1080, height: 810 }],
  ['odd sizes stay even', 1001, 999, 720, 540, { left: 0, top: 124, width: 1000, height: 750 }],
])('centreCrop: %s', (_, width, height, targetWidth, targetHeight, expected) => {
  expect(centreCrop({ width, height }, { width: targetWidth, height: targetHeight })).toEqual(
    expected,
  );
});

test.each([
  [59.94, 30],
  [30, 30],
  [29.97, 30],
  [23.976, 24],
  [0.2, 1],
])('outputFrameRate: %d fps => %d', (source, expected) => {
  expect(outputFrameRate(source)).toBe(expected);
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

describe('overCap', () => {
  const { wide, phone, poster } = heroVideoSpec.capBytes;
  test.each([
    ['all at their caps', { wide, phone, poster }, undefined],
    ['the wide one byte over', { wide: wide + 1, phone, poster }, 'wide'],
    ['the phone one byte over', { wide, phone: phone + 1, poster }, 'phone'],
    ['the poster one byte over', { wide, phone, poster: poster + 1 }, 'poster'],
  ] as const)('%s', (_, bytes, expected) => {
    const files = { wide: { size: bytes.wide }, phone: { size: bytes.phone } };
    expect(overCap({ ...files, poster: { size: bytes.poster } })).toBe(expected);
  });
});
