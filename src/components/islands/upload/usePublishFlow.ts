import { useCallback, useEffect, useReducer, useRef } from 'react';
import { UploadError, type UploadFailure } from '../../../lib/upload/failure';
import {
  insertHeroRecord,
  readHeroHistory,
  type HeroRecord,
  type RestTarget,
} from '../../../lib/upload/hero-record';
import {
  initialPublishState,
  isBusy,
  publishTransition,
  type PrepareFailure,
  type PublishEvent,
  type PublishState,
} from '../../../lib/upload/machine';
import {
  nameMadeSet,
  recordOf,
  releasePreparedSet,
  setFiles,
  type PreparedSet,
} from '../../../lib/upload/prepared-set';
import { checkSourceFile, type SourceFileProblem } from '../../../lib/upload/source-file';
import type { RunningUpload, StorageTarget } from '../../../lib/upload/storage-client';

/** The card's state with the page's own types. */
type CardState = PublishState<File, PreparedSet, HeroRecord>;

/** Why a chosen file is not taken. */
type FileRefusal = SourceFileProblem | 'busy';

/** What the flow needs from the page, and what it tells the page. */
interface PublishFlowOptions {
  target: StorageTarget & RestTarget;
  /** Signed in, verified (aal2) and approved: only then is anything sent. */
  mayPublish: boolean;
  onRefused: (refusal: FileRefusal, file: File) => void;
  onLive: (record: HeroRecord) => void;
  onFailure: (failure: UploadFailure) => void;
}

/** The card's flow and the operator's actions. */
interface PublishFlow {
  state: CardState;
  /** A file was chosen or dropped: refused, or prepared (nothing is sent). */
  choose: (file: File) => void;
  /** "Pubblica": uploads the set and writes the record, or waits for sign-in first. */
  publish: () => void;
  /** Stops the preparation, the upload (deleting its partial file) or the wait for sign-in. */
  cancel: () => void;
  /** Keeps the failed set until the operator has signed in again. */
  holdForSignIn: () => void;
}

/** Asks before the tab closes or navigates away while work would be lost. */
function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

const prepareFailures: readonly string[] = ['unsupported', 'undecodable', 'tooLarge'];

/**
 * What earlier attempts achieved for a prepared set, so that "Riprova" or a sign-in again goes
 * on from there: the files already stored, and the record once written.
 */
const progressOf = new WeakMap<PreparedSet, { stored: Set<string>; recordId?: number }>();

/**
 * Runs the publish state machine (lib/upload/machine) against the transcoder (src/lib/video/),
 * the storage client and the record, each loaded when first needed.
 */
export function usePublishFlow(options: PublishFlowOptions): PublishFlow {
  const [state, dispatch] = useReducer(
    publishTransition<File, PreparedSet, HeroRecord>,
    initialPublishState as CardState,
  );
  const send = dispatch as (event: PublishEvent<File, PreparedSet, HeroRecord>) => void;
  const latest = useRef({ state, options });
  latest.current = { state, options };
  const preparing = useRef<AbortController | null>(null);
  const running = useRef<RunningUpload | null>(null);
  // Bumped by every start and cancel: work that was cancelled stays quiet when it settles.
  const attempt = useRef(0);

  const prepare = useCallback(async (file: File) => {
    const mine = ++attempt.current;
    const controller = new AbortController();
    preparing.current = controller;
    send({ type: 'prepare', file });
    try {
      const { prepareHeroSet } = await import('../../../lib/video/prepare-hero-set');
      const made = await prepareHeroSet(file, {
        signal: controller.signal,
        onProgress: ({ framesDone, framesTotal }) =>
          mine === attempt.current && send({ type: 'framesDone', framesDone, framesTotal }),
      });
      if (mine !== attempt.current) return;
      send({ type: 'prepared', set: nameMadeSet(made) });
    } catch (error) {
      if (mine !== attempt.current) return;
      const reason = (error as { reason?: unknown } | null)?.reason;
      // A chunk that failed to load is the network; anything else the file.
      send({
        type: 'prepareFailed',
        reason: prepareFailures.includes(String(reason))
          ? (reason as PrepareFailure)
          : 'undecodable',
      });
    } finally {
      if (preparing.current === controller) preparing.current = null;
    }
  }, []);

  const begin = useCallback(async (set: PreparedSet) => {
    const mine = ++attempt.current;
    const { target } = latest.current.options;
    send({ type: 'publish' });
    try {
      const { startHeroSetUpload } = await import('../../../lib/upload/storage-client');
      if (mine !== attempt.current) return;
      const done = progressOf.get(set) ?? { stored: new Set<string>() };
      progressOf.set(set, done);
      const upload = startHeroSetUpload(
        setFiles(set),
        target,
        (sent, total) => send({ type: 'sent', sent, total }),
        done.stored,
      );
      running.current = upload;
      await upload.done;
      running.current = null;
      if (mine !== attempt.current) return;
      const token = await target.accessToken();
      if (token === null) throw new UploadError({ cause: 'denied' });
      done.recordId ??= (await insertHeroRecord(target, token, recordOf(set))).id;
      // Live means the record visitors read is this one: read it back as they do.
      const [current] = await readHeroHistory(target, 1);
      if (current?.id !== done.recordId) throw new UploadError({ cause: 'readBack' });
      if (mine !== attempt.current) return;
      send({ type: 'published', record: current });
      latest.current.options.onLive(current);
    } catch (error) {
      if (mine !== attempt.current) return;
      // Anything but a named failure is the storage client failing to load: the network.
      const failure: UploadFailure =
        error instanceof UploadError ? error.failure : { cause: 'network' };
      send({ type: 'fail', failure });
      latest.current.options.onFailure(failure);
    } finally {
      if (mine === attempt.current) running.current = null;
    }
  }, []);

  const choose = useCallback(
    (file: File) => {
      const { state: now, options: current } = latest.current;
      if (isBusy(now)) {
        current.onRefused('busy', file);
        return;
      }
      void checkSourceFile(file).then((problem) => {
        if (problem !== null) latest.current.options.onRefused(problem, file);
        else if (!isBusy(latest.current.state)) void prepare(file);
      });
    },
    [prepare],
  );

  const publish = useCallback(() => {
    const { state: now, options: current } = latest.current;
    if (now.status !== 'ready' && now.status !== 'error') return;
    if (current.mayPublish) void begin(now.set);
    else send({ type: 'hold' });
  }, [begin]);

  const cancel = useCallback(() => {
    attempt.current++;
    preparing.current?.abort();
    preparing.current = null;
    const upload = running.current;
    running.current = null;
    send({ type: 'cancel' });
    upload
      ?.cancel()
      .catch((error: unknown) => console.warn('The upload could not be deleted:', error));
  }, []);

  const holdForSignIn = useCallback(() => send({ type: 'hold' }), []);

  // A set held until sign-in is published as soon as the operator may publish.
  const heldSet = state.status === 'waitingForSignIn' ? state.set : null;
  useEffect(() => {
    if (heldSet !== null && options.mayPublish) void begin(heldSet);
  }, [heldSet, options.mayPublish, begin]);

  // The preview's object URLs are freed when the set is replaced or the card goes away.
  const shownSet = 'set' in state ? state.set : null;
  useEffect(() => {
    if (shownSet === null) return;
    return () => releasePreparedSet(shownSet);
  }, [shownSet]);

  useLeaveGuard(isBusy(state));

  return { state, choose, publish, cancel, holdForSignIn };
}
