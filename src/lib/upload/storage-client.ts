import { DetailedError, Upload, type defaultOptions, type HttpRequest } from 'tus-js-client';
import { heroVideoSpec } from '../../data/hero-video';
import { heroVideoUpload } from '../../data/upload';
import { describeUploadFailure, shouldRetry, UploadError } from './failure';
import { watchForStall } from './stall-watch';

/*
 * The hero set's trip to Supabase Storage through its resumable (TUS) endpoint, one file after
 * the other. Loaded only when the operator publishes: tus-js-client is not needed to show the
 * page.
 */

/** Where to send the files and who is sending them. */
export interface StorageTarget {
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in operator's current access token (refreshed by the auth client when due). */
  accessToken: () => Promise<string | null>;
}

/** One file of the set: its object name, its bytes and its real type. */
export interface SetFile {
  objectName: string;
  blob: Blob;
  contentType: string;
}

/** Uploads that have started. */
export interface RunningUpload {
  /** Resolves once every file is stored; rejects with an `UploadError`. */
  done: Promise<void>;
  /** Stops the upload and deletes what the server holds of the current file. */
  cancel: () => Promise<void>;
}

type ResumeRecords = NonNullable<typeof defaultOptions.urlStorage>;
type ResumeRecord = Awaited<ReturnType<ResumeRecords['findAllUploads']>>[number];

/**
 * Where tus-js-client notes unfinished uploads, to resume one on a retry: this page's memory.
 * Its default, `localStorage`, would keep them after the page is left, where every page of the
 * origin can read them.
 */
const resumeRecords: ResumeRecords = (() => {
  const records = new Map<string, ResumeRecord & { fingerprint: string }>();
  let next = 0;
  return {
    findAllUploads: async () => [...records.values()],
    findUploadsByFingerprint: async (fingerprint) =>
      [...records.values()].filter((record) => record.fingerprint === fingerprint),
    removeUpload: async (key) => {
      records.delete(key);
    },
    addUpload: async (fingerprint, upload) => {
      const urlStorageKey = `${fingerprint}::${next++}`;
      records.set(urlStorageKey, { ...upload, urlStorageKey, fingerprint });
      return urlStorageKey;
    },
  };
})();

function statusOf(error: Error): number | null {
  return error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? null) : null;
}

/**
 * Sends one file; resumes it when this browser holds an unfinished upload of the same object
 * (a retry after a failure: the name is unique to the set, and part of the fingerprint).
 */
function sendFile(
  file: SetFile,
  target: StorageTarget,
  onProgress: (sent: number) => void,
  onStart: (upload: Upload) => void,
  isCancelled: () => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // A named File: tus-js-client's fingerprint is name, type, size and date.
    const named = new File([file.blob], file.objectName, {
      type: file.contentType,
      lastModified: 0,
    });
    const upload = new Upload(named, {
      endpoint: `${target.supabaseUrl}/storage/v1/upload/resumable`,
      chunkSize: heroVideoUpload.chunkBytes,
      retryDelays: [...heroVideoUpload.retryDelaysMs],
      // Never an upsert: an existing name is refused (409), nothing is overwritten.
      headers: { apikey: target.anonKey, 'x-upsert': 'false' },
      metadata: {
        bucketName: heroVideoSpec.bucket,
        objectName: file.objectName,
        contentType: file.contentType,
        cacheControl: String(heroVideoSpec.cacheControlSeconds),
      },
      removeFingerprintOnSuccess: true,
      urlStorage: resumeRecords,
      // Every request asks for the token: a refreshed one is used as soon as it exists.
      onBeforeRequest: async (request: HttpRequest) => {
        const token = await target.accessToken();
        if (token !== null) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onShouldRetry: (error) => shouldRetry(statusOf(error)),
      onProgress: (sent) => {
        stall.poke();
        onProgress(sent);
      },
      onSuccess: () => {
        stall.stop();
        resolve();
      },
      onError: (error) => {
        stall.stop();
        reject(
          new UploadError(describeUploadFailure(statusOf(error), navigator.onLine, error.message)),
        );
      },
    });
    // Stopped without deleting: the fingerprint stays, so a retry resumes it.
    const stall = watchForStall(heroVideoUpload.stallTimeoutMs, () => {
      void upload.abort(false);
      reject(new UploadError({ cause: 'stalled' }));
    });
    onStart(upload);
    // A cancel that came while the resume records were read must not be undone by `start()`.
    void upload.findPreviousUploads().then(
      (previous) => {
        if (isCancelled()) return;
        const newest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (newest) upload.resumeFromPreviousUpload(newest);
        upload.start();
      },
      () => {
        if (!isCancelled()) upload.start();
      },
    );
  });
}

/**
 * Uploads the set's files one after the other, reporting the bytes sent over all of them.
 * Nothing is published here: the record is written only once every file is stored. `stored`
 * holds the object names of this set already stored by an earlier attempt: they are skipped
 * (sending one again would be refused as an existing name), and each file stored now is added.
 */
export function startHeroSetUpload(
  files: readonly SetFile[],
  target: StorageTarget,
  onProgress: (sent: number, total: number) => void,
  stored: Set<string>,
): RunningUpload {
  const total = files.reduce((sum, file) => sum + file.blob.size, 0);
  let current: Upload | null = null;
  let cancelled = false;
  const done = (async () => {
    let before = 0;
    for (const file of files) {
      if (cancelled) return;
      if (!stored.has(file.objectName)) {
        await sendFile(
          file,
          target,
          (sent) => onProgress(before + sent, total),
          (upload) => (current = upload),
          () => cancelled,
        );
        stored.add(file.objectName);
      }
      before += file.blob.size;
    }
  })();
  return {
    done,
    cancel: async () => {
      cancelled = true;
      await current?.abort(true);
    },
  };
}
