import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  describeRecordFailure,
  describeUploadFailure,
  shouldRetry,
} from '../src/lib/upload/failure';
import { heroSetObjectNames } from '../src/lib/upload/hero-object-names';
import { uploadPercent } from '../src/lib/upload/machine';
import { formatMegabytes } from '../src/lib/upload/megabytes';
import { onFirstUse } from '../src/lib/upload/on-first-use';
import { storageObjectUrl } from '../src/lib/video/published-hero';
import {
  assuranceLevel,
  describeMfaFailure,
  describeSignInFailure,
} from '../src/lib/upload/operator-auth';
import {
  checkFileFacts,
  checkSourceFile,
  sniffVideoContainer,
  videoExtension,
} from '../src/lib/upload/source-file';
import { watchForStall } from '../src/lib/upload/stall-watch';

/** The storage policy's names, as the migration writes them. */
const policyPattern = /^hero-video-[0-9]{13}-(wide\.mp4|phone\.mp4|poster\.(webp|avif))$/;
const now = 1_767_225_600_000;

describe('checkFileFacts', () => {
  test.each([
    [{ name: 'lago.mp4', type: 'video/mp4', size: 1 }, null],
    [{ name: 'LAGO.MOV', type: 'video/quicktime', size: 1 }, null],
    [{ name: 'lago.webm', type: 'video/webm', size: 1 }, null],
    [{ name: 'lago.mp4', type: '', size: 1 }, null],
    [{ name: 'lago.html', type: 'video/mp4', size: 1 }, 'notVideo'],
    [{ name: 'lago.mp4', type: 'text/html', size: 1 }, 'notVideo'],
    [{ name: 'lago.mov', type: 'video/mp4', size: 1 }, 'notVideo'],
    [{ name: 'mp4', type: 'video/mp4', size: 1 }, 'notVideo'],
    [{ name: 'lago.mp4', type: 'video/mp4', size: 0 }, 'empty'],
  ] as const)('%o => %s', (file, expected) => {
    expect(checkFileFacts(file)).toBe(expected);
  });

  test('videoExtension knows only the three formats', () => {
    expect(videoExtension('a.MP4')).toBe('mp4');
    expect(videoExtension('a.mkv')).toBeNull();
    expect(videoExtension('.mp4')).toBeNull();
  });
});

/** The first bytes of real files of each kind. */
const heads = {
  mp4: [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d],
  mov: [0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20],
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81],
  html: [...new TextEncoder().encode('<!doctype ht')],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  // "ftyp" at the start instead of byte 4 is not an ISO media file.
  shiftedFtyp: [0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0, 0, 0, 0, 0],
};

describe('sniffVideoContainer', () => {
  test.each([
    ['mp4', 'isoMedia'],
    ['mov', 'isoMedia'],
    ['webm', 'ebml'],
    ['html', null],
    ['png', null],
    ['shiftedFtyp', null],
  ] as const)('%s => %s', (kind, expected) => {
    expect(sniffVideoContainer(new Uint8Array(heads[kind]))).toBe(expected);
  });

  test('a file shorter than the magic is nothing', () => {
    expect(sniffVideoContainer(new Uint8Array([0x1a, 0x45]))).toBeNull();
  });
});

describe('checkSourceFile reads the first bytes of the file', () => {
  const file = (bytes: number[], name: string, type: string) =>
    new File([new Uint8Array(bytes), new Uint8Array(100)], name, { type });

  test.each([
    [heads.mp4, 'lago.mp4', 'video/mp4', null],
    [heads.mov, 'lago.mov', 'video/quicktime', null],
    [heads.webm, 'lago.webm', 'video/webm', null],
    [heads.html, 'lago.mp4', 'video/mp4', 'notVideoContent'],
    [heads.png, 'lago.mov', 'video/quicktime', 'notVideoContent'],
    // A WebM named .mp4 would be typed wrongly for what it is.
    [heads.webm, 'lago.mp4', 'video/mp4', 'notVideoContent'],
    [heads.mp4, 'lago.webm', 'video/webm', 'notVideoContent'],
    [heads.mp4, 'lago.html', 'text/html', 'notVideo'],
  ] as const)('%j as %s (%s) => %s', async (bytes, name, type, expected) => {
    expect(await checkSourceFile(file([...bytes], name, type))).toBe(expected);
  });
});

describe('heroSetObjectNames', () => {
  test('one <ms> for the three files, each allowed by the storage policy', () => {
    const names = heroSetObjectNames(now, 'webp');
    expect(names).toEqual({
      wide: `hero-video-${now}-wide.mp4`,
      phone: `hero-video-${now}-phone.mp4`,
      poster: `hero-video-${now}-poster.webp`,
    });
    for (const name of Object.values(names)) expect(name).toMatch(policyPattern);
    expect(heroSetObjectNames(now, 'avif').poster).toBe(`hero-video-${now}-poster.avif`);
  });
});

test('storageObjectUrl is the public bucket URL', () => {
  expect(storageObjectUrl('https://x.supabase.co', 'hero-video-1-wide.mp4')).toBe(
    'https://x.supabase.co/storage/v1/object/public/videos/hero-video-1-wide.mp4',
  );
});

describe('uploadPercent', () => {
  test.each([
    [0, 100, 0],
    [50, 100, 50],
    [99.9, 100, 99],
    [100, 100, 99],
    [5, 0, 0],
  ])('%d of %d => %d', (loaded, total, expected) => {
    expect(uploadPercent(loaded, total)).toBe(expected);
  });
});

test('formatMegabytes writes sizes in MB with one decimal, as Italian does', () => {
  expect(formatMegabytes(2_345_678)).toBe('2,3 MB');
  expect(formatMegabytes(80_000)).toBe('0,1 MB');
  expect(formatMegabytes(5_000_000)).toBe('5,0 MB');
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

describe('describeRecordFailure', () => {
  test.each([
    [403, { cause: 'denied' }],
    [401, { cause: 'denied' }],
    [404, { cause: 'tableMissing' }],
    [409, { cause: 'unknown', detail: '409 refused' }],
    [400, { cause: 'unknown', detail: '400 refused' }],
    [503, { cause: 'server', code: 503 }],
  ])('status %i => %o', (status, expected) => {
    expect(describeRecordFailure(status, true, 'refused')).toEqual(expected);
  });

  test('no answer is a network failure, or offline when the browser says so', () => {
    expect(describeRecordFailure(null, true, '')).toEqual({ cause: 'network' });
    expect(describeRecordFailure(null, false, '')).toEqual({ cause: 'offline' });
  });
});

test.each([null, 0, 500, 502, 503, 504])(
  'shouldRetry(%s): yes, the next try may pass',
  (status) => {
    expect(shouldRetry(status)).toBe(true);
  },
);

test.each([400, 403, 409, 413, 423])('shouldRetry(%s): no, it would fail again', (status) => {
  expect(shouldRetry(status)).toBe(false);
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

test.each([
  [{ status: 422, code: 'mfa_verification_failed' }, 'invalidCode'],
  [{ status: 422, code: 'mfa_challenge_expired' }, 'invalidCode'],
  [{ status: 429, code: 'over_request_rate_limit' }, 'tooManyAttempts'],
  [{ status: 0, code: undefined }, 'network'],
  [{ status: 500, code: 'unexpected_failure' }, 'unknown'],
] as const)('describeMfaFailure(%o) => %s', (error, expected) => {
  expect(describeMfaFailure(error)).toBe(expected);
});

describe('assuranceLevel reads the access token’s aal claim', () => {
  const token = (payload: object) =>
    `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

  test.each([
    [{ aal: 'aal1' }, 'aal1'],
    [{ aal: 'aal2', amr: [{ method: 'totp' }] }, 'aal2'],
    [{ aal: 'aal3' }, null],
    [{}, null],
  ] as const)('%o => %s', (payload, expected) => {
    expect(assuranceLevel({ access_token: token(payload) })).toBe(expected);
  });

  test('a token that is not a JWT has no level', () => {
    expect(assuranceLevel({ access_token: 'not-a-jwt' })).toBeNull();
    expect(assuranceLevel({ access_token: 'a.%%%.c' })).toBeNull();
  });
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

test('onFirstUse makes its value at the first call only, and keeps it', () => {
  let made = 0;
  const value = onFirstUse(() => ({ made: ++made }));
  expect(made).toBe(0);
  expect(value()).toBe(value());
  expect(made).toBe(1);
});

test('supabase/config.toml keeps tokens and sessions short and tells the operator of a new factor or password', () => {
  const config = parse(
    readFileSync(new URL('../supabase/config.toml', import.meta.url), 'utf8'),
  ) as {
    auth: {
      jwt_expiry: number;
      sessions: { timebox: string; inactivity_timeout: string };
      email: { notification: Record<string, { enabled: boolean }> };
    };
  };
  expect(config.auth.jwt_expiry).toBeLessThanOrEqual(600);
  expect(config.auth.sessions).toEqual({ timebox: '2h', inactivity_timeout: '30m' });
  expect(config.auth.email.notification).toEqual({
    mfa_factor_enrolled: { enabled: true },
    password_changed: { enabled: true },
  });
});
