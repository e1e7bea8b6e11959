import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UploadError, type UploadFailure } from '../../../lib/upload/failure';
import {
  initialUploadState,
  refuseFile,
  uploadTransition,
  type FileRefusal,
  type UploadState,
} from '../../../lib/upload/machine';
import type { RunningUpload, StorageTarget } from '../../../lib/upload/storage-client';

/** What the upload needs from the page, and what it tells the page. */
export interface HeroVideoUploadOptions {
  target: StorageTarget;
  maxBytes: number;
  signedIn: boolean;
  onRefused: (refusal: FileRefusal) => void;
  onSuccess: (url: string) => void;
  onFailure: (failure: UploadFailure) => void;
}

/** The card's upload: its state and the operator's three actions. */
export interface HeroVideoUpload {
  state: UploadState;
  /** A file was chosen or dropped: refused, held until sign-in, or uploaded. */
  choose: (file: File) => void;
  /** Sends the same file again after a failure (resuming what the server already has). */
  retry: () => void;
  /** Stops the upload and deletes its partial object, or forgets a held file. */
  cancel: () => void;
}

/** Asks before the tab closes or navigates away while bytes are still being sent. */
function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/**
 * Runs the upload state machine (lib/upload/machine) against the storage client, which loads on
 * the first upload.
 */
export function useHeroVideoUpload(options: HeroVideoUploadOptions): HeroVideoUpload {
  const [state, dispatch] = useReducer(uploadTransition<File>, initialUploadState);
  const latest = useRef({ state, options });
  latest.current = { state, options };
  const running = useRef<RunningUpload | null>(null);
  // Bumped by every start and cancel: an upload that was cancelled while loading stays quiet.
  const attempt = useRef(0);

  const begin = useCallback(async (file: File) => {
    const mine = ++attempt.current;
    dispatch({ type: 'start', file });
    try {
      const { startHeroVideoUpload } = await import('../../../lib/upload/storage-client');
      const upload = await startHeroVideoUpload(
        file,
        latest.current.options.target,
        (sent, total) => dispatch({ type: 'progress', sent, total }),
      );
      if (mine !== attempt.current) {
        await upload.cancel();
        return;
      }
      running.current = upload;
      const url = await upload.done;
      if (mine !== attempt.current) return;
      dispatch({ type: 'succeed', url });
      latest.current.options.onSuccess(url);
    } catch (error) {
      if (mine !== attempt.current) return;
      // Anything but a named failure is the storage client failing to load: the network.
      const failure: UploadFailure =
        error instanceof UploadError ? error.failure : { cause: 'network' };
      dispatch({ type: 'fail', failure });
      latest.current.options.onFailure(failure);
    } finally {
      if (mine === attempt.current) running.current = null;
    }
  }, []);

  const choose = useCallback(
    (file: File) => {
      const { state: now, options: current } = latest.current;
      const refusal = refuseFile(now, file, current.maxBytes);
      if (refusal !== null) current.onRefused(refusal);
      else if (current.signedIn) void begin(file);
      else dispatch({ type: 'hold', file });
    },
    [begin],
  );

  const retry = useCallback(() => {
    const { state: now, options: current } = latest.current;
    if (now.status !== 'error') return;
    if (current.signedIn) void begin(now.file);
    else dispatch({ type: 'hold', file: now.file });
  }, [begin]);

  const cancel = useCallback(() => {
    attempt.current++;
    const upload = running.current;
    running.current = null;
    dispatch({ type: 'cancel' });
    upload
      ?.cancel()
      .catch((error: unknown) => console.warn('The upload could not be deleted:', error));
  }, []);

  // A file held until sign-in starts as soon as the operator is signed in.
  const heldFile = state.status === 'waitingForSignIn' ? state.file : null;
  useEffect(() => {
    if (heldFile !== null && options.signedIn) void begin(heldFile);
  }, [heldFile, options.signedIn, begin]);

  useLeaveGuard(state.status === 'uploading');

  return { state, choose, retry, cancel };
}
