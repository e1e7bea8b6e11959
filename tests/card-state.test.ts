import { expect, test } from 'vitest';
import {
  cardReducer,
  isBusy,
  type CardEvent,
  type CardState,
  type PreparedSet,
} from '../src/lib/upload/card-state';
import type { HeroRecord } from '../src/lib/upload/hero-record';

const file = new File(['x'], 'lago.mp4');
const other = new File(['y'], 'altro.mov');
const set = {} as PreparedSet;
const record = { id: 7 } as HeroRecord;

/** The state after the events, from the start. */
const after = (...events: CardEvent[]) =>
  events.reduce(cardReducer, { status: 'idle' } as CardState);

const choose: CardEvent = { type: 'choose', file };
const prepared: CardEvent[] = [choose, { type: 'prepared', set }];
const preparing = { status: 'preparing', file, done: 0, total: 0 };
const ready = { status: 'ready', file, set, stored: [] };
const publishing: CardEvent[] = [...prepared, { type: 'publish' }];

test('a chosen file is prepared with real progress, then previewed; nothing is sent', () => {
  expect(after(choose)).toEqual(preparing);
  const progress = { done: 12, total: 900 };
  expect(after(choose, { type: 'progress', ...progress })).toEqual({ ...preparing, ...progress });
  expect(after(...prepared)).toEqual(ready);
});

test('a second file during the preparation is ignored; one after it replaces the set', () => {
  expect(after(choose, { type: 'choose', file: other })).toMatchObject({ file });
  expect(after(...prepared, { type: 'choose', file: other })).toMatchObject({ file: other });
});

test('cancel stops it, and its late reports change nothing; a failure keeps the file', () => {
  const late: CardEvent[] = [{ type: 'progress', done: 1, total: 2 }, ...prepared.slice(1)];
  expect(after(choose, { type: 'cancel' }, ...late)).toEqual({ status: 'idle' });
  const failure = 'undecodable';
  expect(after(choose, { type: 'failed', failure })).toEqual({
    status: 'prepareFailed',
    file,
    failure,
  });
});

test('"Pubblica" sends the set with progress, noting each stored file, and it goes live', () => {
  const stored = after(...publishing, { type: 'stored', name: 'a' });
  expect(stored).toEqual({ ...ready, status: 'publishing', stored: ['a'], done: 0, total: 0 });
  const live = after(...publishing, { type: 'published', record });
  expect(live).toEqual({ ...ready, status: 'live', record });
});

test('nothing is published before a set exists', () => {
  expect(after({ type: 'publish' })).toEqual({ status: 'idle' });
  expect(after(choose, { type: 'publish' })).toMatchObject({ status: 'preparing' });
});

test('signed out, the set waits for sign-in; "not now" keeps it for later', () => {
  const held: CardEvent[] = [...prepared, { type: 'hold' }];
  expect(after(...held)).toEqual({ ...ready, status: 'waitingForSignIn' });
  expect(after(...held, { type: 'cancel' })).toEqual(ready);
  expect(after(...held, { type: 'publish' })).toMatchObject({ status: 'publishing' });
});

test('a failure keeps the set and what was stored: tried again, or held for a sign-in', () => {
  const failed: CardEvent[] = [
    ...publishing,
    { type: 'stored', name: 'a' },
    { type: 'failed', failure: 'denied' },
  ];
  expect(after(...failed)).toEqual({
    ...ready,
    status: 'error',
    stored: ['a'],
    failure: 'denied',
  });
  expect(after(...failed, { type: 'hold' })).toMatchObject({ status: 'waitingForSignIn' });
  const again = after(...failed, { type: 'publish' });
  expect(again).toMatchObject({ status: 'publishing', stored: ['a'] });
});

test('cancel during the upload goes back to the preview: nothing was published', () => {
  expect(after(...publishing, { type: 'cancel' })).toEqual(ready);
});

test('busy while preparing or publishing only', () => {
  const busy = [[choose], publishing, prepared].map((events) => isBusy(after(...events)));
  expect(busy).toEqual([true, true, false]);
});

test('a drag shows until a new status', () => {
  const dragged = after({ type: 'cannotPrepare' }, { type: 'drag', over: true });
  expect(dragged).toEqual({ status: 'idle', dragging: true, cannotPrepare: true });
  expect(cardReducer(dragged, choose)).toEqual(preparing);
});
