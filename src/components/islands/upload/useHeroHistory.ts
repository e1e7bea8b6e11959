import { useCallback, useEffect, useState } from 'react';
import { heroVideoUpload } from '../../../data/upload';
import { UploadError, type UploadFailure } from '../../../lib/upload/failure';
import {
  insertHeroRecord,
  readHeroHistory,
  type HeroRecord,
  type HeroRecordInsert,
  type RestTarget,
} from '../../../lib/upload/hero-record';

/** What is live and what was before it, as the page knows it. */
export type HeroHistory =
  | { status: 'loading' }
  | { status: 'failed'; failure: UploadFailure }
  | { status: 'loaded'; records: HeroRecord[] };

/** The history and the operator's two ways back: an earlier set, or the poster alone. */
interface HeroHistoryState {
  history: HeroHistory;
  /** Reads the history again (after a publish). */
  reload: () => void;
  /** Publishes `row` as a new record; resolves with the failure, or the record once it is live. */
  republish: (row: HeroRecordInsert) => Promise<Republished>;
}

/** How a republish ended: the record read back as live, or why not. */
export type Republished = { live: HeroRecord } | { failure: UploadFailure };

/** The columns a republished row copies from an earlier one. */
export function rowOf(record: HeroRecord): HeroRecordInsert {
  return {
    wide_object: record.wide_object,
    phone_object: record.phone_object,
    poster_object: record.poster_object,
    width: record.width,
    height: record.height,
    duration_ms: record.duration_ms,
    wide_bytes: record.wide_bytes,
    phone_bytes: record.phone_bytes,
  };
}

/**
 * Reads the newest published rows with the public key (no sign-in needed to see what is live),
 * and publishes a new row with the operator's token.
 */
export function useHeroHistory(
  target: RestTarget & { accessToken: () => Promise<string | null> },
  enabled: boolean,
): HeroHistoryState {
  const [history, setHistory] = useState<HeroHistory>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    readHeroHistory(target, heroVideoUpload.historyRows)
      .then((records) => active && setHistory({ status: 'loaded', records }))
      .catch((error: unknown) => {
        if (!active) return;
        const failure: UploadFailure =
          error instanceof UploadError ? error.failure : { cause: 'network' };
        setHistory({ status: 'failed', failure });
      });
    return () => {
      active = false;
    };
    // The target's URL and key are fixed at build time; `generation` asks for a fresh read.
  }, [enabled, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const republish = useCallback(
    async (row: HeroRecordInsert): Promise<Republished> => {
      try {
        const token = await target.accessToken();
        if (token === null) return { failure: { cause: 'denied' } };
        const written = await insertHeroRecord(target, token, row);
        const [current] = await readHeroHistory(target, 1);
        reload();
        return current?.id === written.id ? { live: current } : { failure: { cause: 'readBack' } };
      } catch (error) {
        return { failure: error instanceof UploadError ? error.failure : { cause: 'network' } };
      }
    },
    [target, reload],
  );

  return { history, reload, republish };
}
