import type { UploadFailure } from './failure';
import {
  uploadPercent,
  validateVideoFile,
  type FileFacts,
  type VideoFileProblem,
} from './hero-video';

/*
 * The upload card's states and what moves it between them, with no React and no network, so
 * that every transition is a unit test. The file stays in every state after it was chosen: a
 * failed upload can be tried again, and one chosen before signing in starts after it.
 */

/** Where the card is. `F` is the chosen file (a `File` in the page, a plain object in tests). */
export type UploadState<F extends FileFacts = File> =
  | { status: 'idle' }
  | { status: 'waitingForSignIn'; file: F }
  | { status: 'uploading'; file: F; percent: number }
  | { status: 'success'; file: F; url: string }
  | { status: 'error'; file: F; failure: UploadFailure };

/** What happened. */
export type UploadEvent<F extends FileFacts = File> =
  | { type: 'hold'; file: F }
  | { type: 'start'; file: F }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'succeed'; url: string }
  | { type: 'fail'; failure: UploadFailure }
  | { type: 'cancel' };

/** Why a chosen file is not taken: it fails the checks, or another upload is running. */
export type FileRefusal = VideoFileProblem | 'busy';

/** The card before anything was chosen. */
export const initialUploadState: UploadState<never> = { status: 'idle' };

/**
 * Whether a newly chosen file may be taken now, and if not, why.
 * @example refuseFile({ status: 'idle' }, { name: 'a.mp4', type: 'video/mp4', size: 1 }, 9) => null
 */
export function refuseFile<F extends FileFacts>(
  state: UploadState<F>,
  file: FileFacts,
  maxBytes: number,
): FileRefusal | null {
  if (state.status === 'uploading') return 'busy';
  return validateVideoFile(file, maxBytes);
}

/**
 * The next state. Events that make no sense where the card is (progress after a cancel, a
 * second start during an upload) leave it unchanged.
 * @example uploadTransition({ status: 'idle' }, { type: 'start', file }) => { status: 'uploading', file, percent: 0 }
 */
export function uploadTransition<F extends FileFacts>(
  state: UploadState<F>,
  event: UploadEvent<F>,
): UploadState<F> {
  if (state.status === 'uploading') {
    switch (event.type) {
      case 'progress':
        return { ...state, percent: uploadPercent(event.sent, event.total) };
      case 'succeed':
        return { status: 'success', file: state.file, url: event.url };
      case 'fail':
        return { status: 'error', file: state.file, failure: event.failure };
      case 'cancel':
        return { status: 'idle' };
      default:
        return state;
    }
  }
  switch (event.type) {
    case 'hold':
      return { status: 'waitingForSignIn', file: event.file };
    case 'start':
      return { status: 'uploading', file: event.file, percent: 0 };
    case 'cancel':
      return state.status === 'waitingForSignIn' ? { status: 'idle' } : state;
    default:
      return state;
  }
}
