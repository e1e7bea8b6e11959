import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { heroVideoUpload, uploadMaxMegabytes } from '../src/data/upload';
import { describeUploadFailure, shouldRetry } from '../src/lib/upload/failure';
import {
  formatMegabytes,
  heroVideoObjectName,
  publicObjectUrl,
  uploadPercent,
  validateVideoFile,
  videoExtension,
} from '../src/lib/upload/hero-video';
import { describeSignInFailure } from '../src/lib/upload/operator-auth';
import { watchForStall } from '../src/lib/upload/stall-watch';

/** The storage policy's pattern, as written in the migration. */
const policyPattern = /^hero-video-[0-9]{13}\.(mp4|webm|mov)$/;
const now = 1_767_225_600_000;
const max = 100 * 1024 * 1024;

describe('validateVideoFile', () => {
  test.each([
    ['clip.mp4', 'video/mp4', 1, null],
    ['Clip.MOV', 'video/quicktime', 10, null],
    ['clip.webm', 'video/webm', max, null],
    ['clip.mp4', 'video/mp4', max + 1, 'tooLarge'],
    ['clip.mp4', 'video/mp4', 0, 'empty'],
    ['clip.html', 'video/mp4', 10, 'notVideo'],
    ['clip.svg', 'video/mp4', 10, 'notVideo'],
    ['clip.mp4', 'text/html', 10, 'notVideo'],
    ['clip.mp4', 'video/webm', 10, 'notVideo'],
    ['clip.mov', 'video/mp4', 10, 'notVideo'],
    ['clip.mkv', 'video/x-matroska', 10, 'notVideo'],
    ['clip.mp4', 'video/mp4,image/svg+xml', 10, 'notVideo'],
    ['clip', 'video/mp4', 10, 'notVideo'],
    ['.mp4', 'video/mp4', 10, 'notVideo'],
    ['clip.mp4', '', 10, 'notVideo'],
  ] as const)('%s as %s, %i bytes => %s', (name, type, size, expected) => {
    expect(validateVideoFile({ name, type, size }, max)).toBe(expected);
  });

  test('a lower configured limit counts', () => {
    const file = { name: 'a.mp4', type: 'video/mp4', size: 50 * 1024 * 1024 + 1 };
    expect(validateVideoFile(file, 50 * 1024 * 1024)).toBe('tooLarge');
  });
});

describe('uploadMaxMegabytes', () => {
  test.each([
    [undefined, 100],
    ['', 100],
    ['50', 50],
    ['500', 100],
    ['0', 100],
    ['fifty', 100],
    ['12.5', 100],
  ])('%s => %i', (configured, expected) => {
    expect(uploadMaxMegabytes(configured)).toBe(expected);
  });
});

describe('heroVideoObjectName', () => {
  test.each([
    ['clip.mp4', 'hero-video-1767225600000.mp4'],
    ['Lago Estate.MOV', 'hero-video-1767225600000.mov'],
    ['intro.final.WebM', 'hero-video-1767225600000.webm'],
  ])('%s => %s', (name, expected) => {
    const objectName = heroVideoObjectName(name, now);
    expect(objectName).toBe(expected);
    expect(objectName).toMatch(policyPattern);
  });

  test('refuses a name the checks would have refused', () => {
    expect(() => heroVideoObjectName('clip.html', now)).toThrow('clip.html');
  });

  test('uses the current time in milliseconds by default', () => {
    const before = Date.now();
    const objectName = heroVideoObjectName('a.mp4');
    const stamp = Number(objectName.slice(heroVideoUpload.objectNamePrefix.length, -'.mp4'.length));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  test('videoExtension knows only the three formats', () => {
    expect(videoExtension('a.MP4')).toBe('mp4');
    expect(videoExtension('a.exe')).toBeNull();
    expect(videoExtension('a.constructor')).toBeNull();
  });
});

test('publicObjectUrl is the public bucket URL', () => {
  expect(publicObjectUrl('https://x.supabase.co', 'hero-video-1767225600000.mp4')).toBe(
    'https://x.supabase.co/storage/v1/object/public/videos/hero-video-1767225600000.mp4',
  );
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
  expect(formatMegabytes(100)).toBe('100MB');
});

describe('describeUploadFailure', () => {
  test.each([
    [409, { cause: 'duplicate' }],
    [403, { cause: 'denied' }],
    [401, { cause: 'denied' }],
    [413, { cause: 'tooLarge' }],
    [415, { cause: 'unsupportedType' }],
    [404, { cause: 'bucketMissing' }],
    [500, { cause: 'server', code: 500 }],
    [503, { cause: 'server', code: 503 }],
    [422, { cause: 'unknown', detail: '422 refused' }],
  ])('status %i => %o', (status, expected) => {
    expect(describeUploadFailure(status, true, 'refused')).toEqual(expected);
  });

  test('no answer is a network failure, or offline when the browser says so', () => {
    expect(describeUploadFailure(null, true, 'xhr error')).toEqual({ cause: 'network' });
    expect(describeUploadFailure(0, true, 'xhr error')).toEqual({ cause: 'network' });
    expect(describeUploadFailure(null, false, 'xhr error')).toEqual({ cause: 'offline' });
  });
});

test.each([
  [null, true],
  [0, true],
  [500, true],
  [502, true],
  [503, true],
  [504, true],
  [400, false],
  [403, false],
  [409, false],
  [413, false],
  [423, false],
])('shouldRetry(%s) => %s', (status, expected) => {
  expect(shouldRetry(status)).toBe(expected);
});

test.each([
  [{ status: 400, code: 'invalid_credentials' }, 'invalidCredentials'],
  [{ status: 400, code: 'email_not_confirmed' }, 'invalidCredentials'],
  [{ status: 429, code: 'over_request_rate_limit' }, 'tooManyAttempts'],
  [{ status: 429, code: undefined }, 'tooManyAttempts'],
  [{ status: 0, code: undefined }, 'network'],
  [{ status: 500, code: 'unexpected_failure' }, 'unknown'],
] as const)('describeSignInFailure(%o) => %s', (error, expected) => {
  expect(describeSignInFailure(error)).toBe(expected);
});

describe('watchForStall', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('fires once after the timeout with no poke, and each poke restarts the wait', () => {
    const onStall = vi.fn();
    const watch = watchForStall(1000, onStall);
    vi.advanceTimersByTime(900);
    watch.poke();
    vi.advanceTimersByTime(900);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onStall).toHaveBeenCalledTimes(1);
    watch.poke();
    vi.advanceTimersByTime(5000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  test('never fires once stopped', () => {
    const onStall = vi.fn();
    const watch = watchForStall(1000, onStall);
    watch.stop();
    watch.poke();
    vi.advanceTimersByTime(5000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
