import { describe, expect, test } from 'vitest';
import {
  initialPublishState,
  isBusy,
  publishTransition,
  type PublishEvent,
  type PublishState,
} from '../src/lib/upload/machine';

type File = { name: string };
type Set = { id: string };
type Record = { id: number };
type State = PublishState<File, Set, Record>;
type Event = PublishEvent<File, Set, Record>;

const file: File = { name: 'lago.mp4' };
const other: File = { name: 'altro.mov' };
const set: Set = { id: 'set' };
const record: Record = { id: 7 };

/** The state after the events, from the start. */
function after(...events: Event[]): State {
  return events.reduce(publishTransition<File, Set, Record>, initialPublishState as State);
}

const prepared: Event[] = [
  { type: 'prepare', file },
  { type: 'prepared', set },
];
const preparing = (chosen: File) => ({
  status: 'preparing',
  file: chosen,
  framesDone: 0,
  framesTotal: 0,
});
const ready = { status: 'ready', file, set };

describe('preparing', () => {
  test('a chosen file is prepared with real progress, then previewed; nothing is sent', () => {
    expect(after({ type: 'prepare', file })).toEqual(preparing(file));
    expect(
      after({ type: 'prepare', file }, { type: 'framesDone', framesDone: 12, framesTotal: 900 }),
    ).toEqual({ status: 'preparing', file, framesDone: 12, framesTotal: 900 });
    expect(after(...prepared)).toEqual(ready);
  });

  test('a second file during the preparation is ignored; one after it replaces the set', () => {
    expect(after({ type: 'prepare', file }, { type: 'prepare', file: other })).toMatchObject({
      file,
    });
    expect(after(...prepared, { type: 'prepare', file: other })).toEqual(preparing(other));
  });

  test('cancel stops it; a failure names the reason and keeps the file', () => {
    expect(after({ type: 'prepare', file }, { type: 'cancel' })).toEqual({ status: 'idle' });
    expect(
      after({ type: 'prepare', file }, { type: 'prepareFailed', reason: 'unsupported' }),
    ).toEqual({ status: 'prepareFailed', file, reason: 'unsupported' });
  });

  test('progress or a result after a cancel changes nothing', () => {
    const cancelled = [{ type: 'prepare', file }, { type: 'cancel' }] as Event[];
    expect(after(...cancelled, { type: 'framesDone', framesDone: 1, framesTotal: 2 })).toEqual({
      status: 'idle',
    });
    expect(after(...cancelled, { type: 'prepared', set })).toEqual({ status: 'idle' });
  });
});

describe('publishing', () => {
  test('"Pubblica" sends the set, with progress, and it is live once the record is read back', () => {
    expect(after(...prepared, { type: 'publish' })).toEqual({
      ...ready,
      status: 'publishing',
      percent: 0,
    });
    expect(
      after(...prepared, { type: 'publish' }, { type: 'sent', sent: 50, total: 100 }),
    ).toMatchObject({ status: 'publishing', percent: 50 });
    const published = after(...prepared, { type: 'publish' }, { type: 'published', record });
    expect(published).toEqual({ ...ready, status: 'live', record });
  });

  test('nothing is published before a set exists', () => {
    expect(after({ type: 'publish' })).toEqual({ status: 'idle' });
    expect(after({ type: 'prepare', file }, { type: 'publish' })).toMatchObject({
      status: 'preparing',
    });
  });

  test('signed out, the set waits for sign-in; "not now" keeps it for later', () => {
    expect(after(...prepared, { type: 'hold' })).toEqual({ status: 'waitingForSignIn', file, set });
    expect(after(...prepared, { type: 'hold' }, { type: 'cancel' })).toEqual(ready);
    expect(after(...prepared, { type: 'hold' }, { type: 'publish' })).toMatchObject({
      status: 'publishing',
    });
  });

  test('a failure keeps the set: retried, or held until the operator signs in again', () => {
    const failed = [
      ...prepared,
      { type: 'publish' },
      { type: 'fail', failure: { cause: 'denied' } },
    ] as Event[];
    expect(after(...failed)).toEqual({ status: 'error', file, set, failure: { cause: 'denied' } });
    expect(after(...failed, { type: 'hold' })).toEqual({ status: 'waitingForSignIn', file, set });
    expect(after(...failed, { type: 'publish' })).toMatchObject({ status: 'publishing', set });
  });

  test('cancel during the upload goes back to the preview: nothing was published', () => {
    expect(after(...prepared, { type: 'publish' }, { type: 'cancel' })).toEqual(ready);
  });

  test('busy while preparing or publishing only', () => {
    expect(isBusy(after({ type: 'prepare', file }))).toBe(true);
    expect(isBusy(after(...prepared, { type: 'publish' }))).toBe(true);
    expect(isBusy(after(...prepared))).toBe(false);
    expect(isBusy(after(...prepared, { type: 'hold' }))).toBe(false);
  });
});
