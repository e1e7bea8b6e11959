import { describe, expect, test } from 'vitest';
import type { FileFacts } from '../src/lib/upload/hero-video';
import {
  initialUploadState,
  refuseFile,
  uploadTransition,
  type UploadEvent,
  type UploadState,
} from '../src/lib/upload/machine';

const file: FileFacts = { name: 'lago.mp4', type: 'video/mp4', size: 20 };
const other: FileFacts = { name: 'other.webm', type: 'video/webm', size: 30 };
const max = 100;

/** Runs events from the start and returns every state on the way. */
function run(...events: UploadEvent<FileFacts>[]): UploadState<FileFacts>[] {
  const states: UploadState<FileFacts>[] = [initialUploadState];
  let state: UploadState<FileFacts> = initialUploadState;
  for (const event of events) {
    state = uploadTransition(state, event);
    states.push(state);
  }
  return states;
}

/** The state after the events. */
function after(...events: UploadEvent<FileFacts>[]): UploadState<FileFacts> {
  return events.reduce(uploadTransition<FileFacts>, initialUploadState);
}

describe('uploadTransition', () => {
  test('idle → uploading with real progress → success', () => {
    expect(
      run(
        { type: 'start', file },
        { type: 'progress', sent: 5, total: 20 },
        { type: 'progress', sent: 20, total: 20 },
        { type: 'succeed', url: 'https://x/v.mp4' },
      ),
    ).toEqual([
      { status: 'idle' },
      { status: 'uploading', file, percent: 0 },
      { status: 'uploading', file, percent: 25 },
      { status: 'uploading', file, percent: 99 },
      { status: 'success', file, url: 'https://x/v.mp4' },
    ]);
  });

  test('a failure keeps the file, and a retry starts it again', () => {
    const states = run(
      { type: 'start', file },
      { type: 'fail', failure: { cause: 'network' } },
      { type: 'start', file },
    );
    expect(states.slice(2)).toEqual([
      { status: 'error', file, failure: { cause: 'network' } },
      { status: 'uploading', file, percent: 0 },
    ]);
  });

  test('a file chosen before signing in is held, then started', () => {
    expect(run({ type: 'hold', file }, { type: 'start', file }).slice(1)).toEqual([
      { status: 'waitingForSignIn', file },
      { status: 'uploading', file, percent: 0 },
    ]);
  });

  test('cancel returns to idle from an upload or a held file, and nothing else moves it', () => {
    expect(after({ type: 'start', file }, { type: 'cancel' })).toEqual({ status: 'idle' });
    expect(after({ type: 'hold', file }, { type: 'cancel' })).toEqual({ status: 'idle' });
    const success = after({ type: 'start', file }, { type: 'succeed', url: 'u' });
    expect(uploadTransition(success, { type: 'cancel' })).toBe(success);
  });

  test('during an upload, a second start or hold is ignored', () => {
    const uploading = after({ type: 'start', file }, { type: 'progress', sent: 10, total: 20 });
    expect(uploadTransition(uploading, { type: 'start', file: other })).toBe(uploading);
    expect(uploadTransition(uploading, { type: 'hold', file: other })).toBe(uploading);
  });

  test('late events of a cancelled upload change nothing', () => {
    const idle = after({ type: 'start', file }, { type: 'cancel' });
    for (const event of [
      { type: 'progress', sent: 1, total: 2 },
      { type: 'succeed', url: 'u' },
      { type: 'fail', failure: { cause: 'stalled' } },
    ] as const) {
      expect(uploadTransition(idle, event)).toBe(idle);
    }
  });
});

describe('refuseFile', () => {
  test('a second file during an upload is refused as busy', () => {
    const uploading = uploadTransition(initialUploadState, { type: 'start', file });
    expect(refuseFile(uploading, other, max)).toBe('busy');
  });

  test.each([
    [{ name: 'a.mp4', type: 'video/mp4', size: 0 }, 'empty'],
    [{ name: 'a.mp4', type: 'video/mp4', size: max + 1 }, 'tooLarge'],
    [{ name: 'a.html', type: 'video/mp4', size: 1 }, 'notVideo'],
    [{ name: 'a.mp4', type: 'video/mp4', size: max }, null],
  ])('otherwise the file checks decide: %o => %s', (candidate, expected) => {
    expect(refuseFile(initialUploadState, candidate, max)).toBe(expected);
  });

  test('after a failure another file may be chosen', () => {
    const failed = after({ type: 'start', file }, { type: 'fail', failure: { cause: 'denied' } });
    expect(refuseFile(failed, other, max)).toBeNull();
  });
});
