import { describe, expect, test } from 'vitest';
import { heroVideoUpload, maxVideoBytes } from '../src/data/upload';
import { describeUploadFailure } from '../src/lib/upload/failure';
import {
  formatMegabytes,
  heroVideoObjectName,
  uploadPercent,
  validateVideoFile,
  videoExtension,
} from '../src/lib/upload/hero-video';

/** The storage policy's pattern, as written in the migration. */
const policyPattern = /^hero-video-[0-9]{13}\.[A-Za-z0-9]{1,8}$/;
const now = 1_767_225_600_000;

describe('validateVideoFile', () => {
  test('the limit is 100 * 1024 * 1024 bytes', () => {
    expect(maxVideoBytes).toBe(100 * 1024 * 1024);
  });

  test.each([
    ['an empty video', 'video/mp4', 0, null],
    ['a video of exactly 100 MiB', 'video/mp4', 100 * 1024 * 1024, null],
    ['a video one byte over', 'video/mp4', 100 * 1024 * 1024 + 1, 'tooLarge'],
    ['any video/* type', 'video/x-matroska', 10, null],
    ['a text file', 'text/plain', 10, 'notVideo'],
    ['a file with no type', '', 10, 'notVideo'],
    ['an audio file', 'audio/mp4', 10, 'notVideo'],
    ['a type that only contains video', 'application/video', 10, 'notVideo'],
    ['a large text file (type checked first)', 'text/plain', 200 * 1024 * 1024, 'notVideo'],
  ] as const)('%s => %s', (_, type, size, expected) => {
    expect(validateVideoFile({ name: 'file', type, size })).toBe(expected);
  });
});

describe('heroVideoObjectName', () => {
  test.each([
    ['clip.mp4', 'video/mp4', 'hero-video-1767225600000.mp4'],
    ['Lago Estate.MOV', 'video/quicktime', 'hero-video-1767225600000.mov'],
    ['intro.final.WebM', 'video/webm', 'hero-video-1767225600000.webm'],
    ['clip', 'video/mp4', 'hero-video-1767225600000.mp4'],
    ['clip', 'video/quicktime', 'hero-video-1767225600000.mov'],
    ['clip', 'video/x-matroska', 'hero-video-1767225600000.mkv'],
    ['clip', 'video/webm;codecs=vp9', 'hero-video-1767225600000.webm'],
    ['.hidden', 'video/mp4', 'hero-video-1767225600000.mp4'],
    ['clip.', 'video/ogg', 'hero-video-1767225600000.ogv'],
    ['clip.mp 4', 'video/mp4', 'hero-video-1767225600000.mp4'],
    ['clip.verylongext', 'video/mpeg', 'hero-video-1767225600000.mpeg'],
  ])('%s (%s) => %s', (name, type, expected) => {
    const objectName = heroVideoObjectName({ name, type }, now);
    expect(objectName).toBe(expected);
    expect(objectName).toMatch(policyPattern);
  });

  test('uses the current time in milliseconds by default', () => {
    const before = Date.now();
    const objectName = heroVideoObjectName({ name: 'a.mp4', type: 'video/mp4' });
    const stamp = Number(objectName.slice(heroVideoUpload.objectNamePrefix.length, -'.mp4'.length));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(objectName).toMatch(policyPattern);
  });

  test('falls back to a policy-safe extension for any video type', () => {
    expect(videoExtension({ name: 'x', type: 'video/vnd.dlna.mpeg-tts' })).toBe('vnddlnam');
    expect(videoExtension({ name: 'x', type: 'video/' })).toBe('video');
  });
});

describe('uploadPercent', () => {
  test.each([
    [0, 100, 0],
    [1, 3, 33],
    [50, 100, 50],
    [999, 1000, 99],
    [1000, 1000, 99],
    [10, 0, 0],
  ])('%i of %i => %i', (loaded, total, expected) => {
    expect(uploadPercent(loaded, total)).toBe(expected);
  });
});

test('formatMegabytes writes sizes as the page does', () => {
  expect(formatMegabytes(heroVideoUpload.maxMegabytes)).toBe('100MB');
});

describe('describeUploadFailure', () => {
  const storageError = (statusCode: string, status = 400) =>
    Object.assign(new Error('storage refused'), { status, statusCode });

  test.each([
    ['409', { cause: 'duplicate' }],
    ['403', { cause: 'denied' }],
    ['401', { cause: 'denied' }],
    ['413', { cause: 'tooLarge' }],
    ['415', { cause: 'unsupportedType' }],
    ['404', { cause: 'bucketMissing' }],
    ['500', { cause: 'server', code: '500' }],
    ['503', { cause: 'server', code: '503' }],
    ['422', { cause: 'unknown', detail: '422 storage refused' }],
  ])('statusCode %s in the body => %o', (statusCode, expected) => {
    expect(describeUploadFailure(storageError(statusCode), true)).toEqual(expected);
  });

  test('reads the code in the body, not the HTTP status', () => {
    expect(describeUploadFailure(storageError('409', 400), true)).toEqual({ cause: 'duplicate' });
  });

  test('a failed connection is a network failure, or offline when the browser says so', () => {
    const unknown = Object.assign(new Error('Failed to fetch'), {
      originalError: new TypeError('Network request failed'),
    });
    expect(describeUploadFailure(unknown, true)).toEqual({ cause: 'network' });
    expect(describeUploadFailure(new TypeError('Failed to fetch'), true)).toEqual({
      cause: 'network',
    });
    expect(describeUploadFailure(unknown, false)).toEqual({ cause: 'offline' });
  });

  test('anything else keeps its message', () => {
    expect(describeUploadFailure(new Error('Invalid supabaseUrl'), true)).toEqual({
      cause: 'unknown',
      detail: 'Invalid supabaseUrl',
    });
  });
});
