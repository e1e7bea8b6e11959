import type { HeroSetFailure } from '../video/hero-set-error';
import type { HeroSet } from '../video/hero-set.worker';
import type { HeroRecord, HeroRecordInsert } from '../video/published-hero';

/** A set made in this browser, and the row that publishes it. */
export interface PreparedSet {
  made: HeroSet;
  row: HeroRecordInsert;
}

/** A prepared set, kept until another file is chosen, and the names already stored. */
interface Held {
  file: File;
  set: PreparedSet;
  stored: readonly string[];
}

/** The card's whole state; the set is kept in every later one (a retry, the wait for sign-in). */
export type CardState = { dragging?: boolean; cannotPrepare?: true } & (
  | { status: 'idle' }
  | { status: 'preparing'; file: File; done: number; total: number }
  | { status: 'prepareFailed'; file: File; failure: HeroSetFailure }
  | ({ status: 'ready' | 'waitingForSignIn' } & Held)
  | ({ status: 'publishing'; done: number; total: number } & Held)
  | ({ status: 'error'; failure: HeroSetFailure } & Held)
  | ({ status: 'live'; record: HeroRecord } & Held)
);

/** The operator's actions and the work's reports (`hold`: "Pubblica" before sign-in). */
export type CardEvent =
  | { type: 'choose'; file: File }
  | { type: 'progress'; done: number; total: number }
  | { type: 'prepared'; set: PreparedSet }
  | { type: 'failed'; failure: HeroSetFailure }
  | { type: 'hold' | 'publish' | 'cancel' | 'cannotPrepare' }
  | { type: 'stored'; name: string }
  | { type: 'published'; record: HeroRecord }
  | { type: 'drag'; over: boolean };

/** A card whose work runs, which a second file must not interrupt. */
type BusyCard = Extract<CardState, { status: 'preparing' | 'publishing' }>;
export const isBusy = (state: CardState): state is BusyCard =>
  state.status === 'preparing' || state.status === 'publishing';

/** The next state; an event that makes no sense where the card is leaves it as it is. */
export function cardReducer(state: CardState, event: CardEvent): CardState {
  const held = 'set' in state && { file: state.file, set: state.set, stored: state.stored };
  switch (event.type) {
    case 'choose':
      return isBusy(state) ? state : { status: 'preparing', file: event.file, done: 0, total: 0 };
    case 'progress':
      return isBusy(state) ? { ...state, done: event.done, total: event.total } : state;
    case 'prepared':
      return state.status === 'preparing'
        ? { status: 'ready', file: state.file, set: event.set, stored: [] }
        : state;
    case 'failed':
      if (state.status === 'preparing')
        return { status: 'prepareFailed', file: state.file, failure: event.failure };
      return state.status === 'publishing' && held
        ? { status: 'error', ...held, failure: event.failure }
        : state;
    case 'hold':
      return (state.status === 'ready' || state.status === 'error') && held
        ? { status: 'waitingForSignIn', ...held }
        : state;
    case 'publish':
      return held && state.status !== 'publishing' && state.status !== 'live'
        ? { status: 'publishing', ...held, done: 0, total: 0 }
        : state;
    case 'stored':
      return state.status === 'publishing'
        ? { ...state, stored: [...state.stored, event.name] }
        : state;
    case 'published':
      return state.status === 'publishing' && held
        ? { status: 'live', ...held, record: event.record }
        : state;
    case 'cancel':
      if (state.status === 'preparing') return { status: 'idle' };
      return (state.status === 'publishing' || state.status === 'waitingForSignIn') && held
        ? { status: 'ready', ...held }
        : state;
    case 'drag':
      return state.dragging === event.over ? state : { ...state, dragging: event.over };
    case 'cannotPrepare':
      return { ...state, cannotPrepare: true };
  }
}
