import { afterEach, expect, test, vi } from 'vitest';
import { HeroSetError, reportFailure } from '../src/lib/video/hero-set-error';

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
