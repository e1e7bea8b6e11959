import type { UploadFailure } from './failure';

/*
 * The publish card's states and transitions, with no React and no network, so that each is a
 * unit test. Only "Pubblica" sends anything; the file and its set stay in every later state, so
 * a failed upload can be tried again and a set can wait for sign-in. `F` is the chosen file,
 * `S` the prepared set and `R` the published record (plain objects in the unit tests).
 */

/** Why the browser could not prepare a set from the file. */
export type PrepareFailure = 'unsupported' | 'undecodable' | 'tooLarge';

/** Where the card is. */
export type PublishState<F, S, R> =
  | { status: 'idle' }
  | { status: 'preparing'; file: F; framesDone: number; framesTotal: number }
  | { status: 'prepareFailed'; file: F; reason: PrepareFailure }
  | { status: 'ready'; file: F; set: S }
  | { status: 'waitingForSignIn'; file: F; set: S }
  | { status: 'publishing'; file: F; set: S; percent: number }
  | { status: 'error'; file: F; set: S; failure: UploadFailure }
  | { status: 'live'; file: F; set: S; record: R };

/** What happened. */
export type PublishEvent<F, S, R> =
  | { type: 'prepare'; file: F }
  | { type: 'framesDone'; framesDone: number; framesTotal: number }
  | { type: 'prepared'; set: S }
  | { type: 'prepareFailed'; reason: PrepareFailure }
  | { type: 'hold' }
  | { type: 'publish' }
  | { type: 'sent'; sent: number; total: number }
  | { type: 'published'; record: R }
  | { type: 'fail'; failure: UploadFailure }
  | { type: 'cancel' };

/** The card before anything was chosen. */
export const initialPublishState = { status: 'idle' } as const;

/** True while work runs that a second file must not interrupt. */
export function isBusy(state: { status: string }): boolean {
  return state.status === 'preparing' || state.status === 'publishing';
}

/**
 * The next state. Events that make no sense where the card is (progress after a cancel, a
 * publish before a set exists, a second file during work) leave it unchanged.
 * @example publishTransition({ status: 'idle' }, { type: 'prepare', file }) => { status: 'preparing', file, framesDone: 0, framesTotal: 0 }
 */
export function publishTransition<F, S, R>(
  state: PublishState<F, S, R>,
  event: PublishEvent<F, S, R>,
): PublishState<F, S, R> {
  switch (event.type) {
    case 'prepare':
      return isBusy(state)
        ? state
        : { status: 'preparing', file: event.file, framesDone: 0, framesTotal: 0 };
    case 'framesDone':
      return state.status === 'preparing'
        ? { ...state, framesDone: event.framesDone, framesTotal: event.framesTotal }
        : state;
    case 'prepared':
      return state.status === 'preparing'
        ? { status: 'ready', file: state.file, set: event.set }
        : state;
    case 'prepareFailed':
      return state.status === 'preparing'
        ? { status: 'prepareFailed', file: state.file, reason: event.reason }
        : state;
    case 'hold':
      return state.status === 'ready' || state.status === 'error'
        ? { status: 'waitingForSignIn', file: state.file, set: state.set }
        : state;
    case 'publish':
      return state.status === 'ready' ||
        state.status === 'error' ||
        state.status === 'waitingForSignIn'
        ? { status: 'publishing', file: state.file, set: state.set, percent: 0 }
        : state;
    case 'sent':
      return state.status === 'publishing'
        ? { ...state, percent: uploadPercent(event.sent, event.total) }
        : state;
    case 'published':
      return state.status === 'publishing'
        ? { status: 'live', file: state.file, set: state.set, record: event.record }
        : state;
    case 'fail':
      return state.status === 'publishing'
        ? { status: 'error', file: state.file, set: state.set, failure: event.failure }
        : state;
    case 'cancel':
      if (state.status === 'preparing') return { status: 'idle' };
      if (state.status === 'publishing' || state.status === 'waitingForSignIn') {
        return { status: 'ready', file: state.file, set: state.set };
      }
      return state;
  }
}

/**
 * The whole percentage shown while files are being sent. It stops at 99: the set is only
 * published when the record is written, and then the page says so.
 * @example uploadPercent(512, 1024) => 50
 * @example uploadPercent(1024, 1024) => 99
 */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(99, Math.floor((loaded / total) * 100)));
}
