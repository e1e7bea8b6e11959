import { afterEach, expect, test, vi } from 'vitest';
import { failureOf, HeroSetError, reportFailure } from '../src/lib/video/hero-set-error';

afterEach(() => vi.restoreAllMocks());

test('a failure is named for the operator, and its detail goes to the console', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = new HeroSetError('refused', { cause: 'POST …/hero_videos: 409 conflict' });
  expect(reportFailure(error)).toBe('refused');
  expect(warn).toHaveBeenCalledWith(expect.any(String), error);
});

test('a project without the migration tells the console what to fix', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(reportFailure(new HeroSetError('notSetUp'))).toBe('notSetUp');
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining('Apply supabase/migrations'),
    expect.anything(),
  );
});

test('anything else is the network (a script or an answer that did not arrive)', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(reportFailure(new TypeError('Failed to fetch'))).toBe('network');
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
