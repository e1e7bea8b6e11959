import { expect, test } from 'vitest';
import {
  cardReducer,
  type CardEvent,
  type CardState,
  type PreparedSet,
} from '../src/lib/upload/card-state';

/*
 * The card's moves that the upload spec (e2e/upload.spec.ts) does not reach through the page:
 * choosing, preparing, previewing, publishing, a refusal and its retry, a second file while one
 * is prepared and "Annulla" are checked there, as the operator sees them.
 */

const file = new File(['x'], 'lago.mp4');
const other = new File(['y'], 'altro.mov');
const set = {} as PreparedSet;

/** The state after the events, from the start. */
const after = (...events: CardEvent[]) =>
  events.reduce(cardReducer, { status: 'idle' } as CardState);

const choose: CardEvent = { type: 'choose', file };
const prepared: CardEvent[] = [choose, { type: 'prepared', set }];
const ready = { status: 'ready', file, set, stored: [] };

test('a file chosen after the preparation replaces the set', () => {
  const state = after(...prepared, { type: 'choose', file: other });
  // `toBe`: two files look alike to a deep equality.
  expect(state.status === 'preparing' && state.file).toBe(other);
});

test('a cancelled preparation’s late reports change nothing; a failed one keeps the file', () => {
  const late: CardEvent[] = [{ type: 'progress', done: 1, total: 2 }, ...prepared.slice(1)];
  expect(after(choose, { type: 'cancel' }, ...late)).toEqual({ status: 'idle' });
  const failed = { status: 'prepareFailed', file, failure: 'undecodable' } as const;
  expect(after(choose, { type: 'failed', failure: 'undecodable' })).toEqual(failed);
});

test('"not now" keeps a set that waits for sign-in; cancel during the upload goes back to the preview', () => {
  expect(after(...prepared, { type: 'hold' }, { type: 'cancel' })).toEqual(ready);
  expect(after(...prepared, { type: 'publish' }, { type: 'cancel' })).toEqual(ready);
});

test('a drag shows until a new status', () => {
  const dragged = after({ type: 'cannotPrepare' }, { type: 'drag', over: true });
  expect(dragged).toEqual({ status: 'idle', dragging: true, cannotPrepare: true });
  expect(cardReducer(dragged, choose)).toEqual({ status: 'preparing', file, done: 0, total: 0 });
});
