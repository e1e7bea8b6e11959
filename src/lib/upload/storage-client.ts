import { DetailedError, Upload, type HttpRequest, type PreviousUpload } from 'tus-js-client';
import { heroVideoUpload } from '../../data/upload';
import { describeUploadFailure, shouldRetry, UploadError } from './failure';
import { heroVideoObjectName, publicObjectUrl } from './hero-video';
import { watchForStall } from './stall-watch';

/*
 * The hero video's trip to Supabase Storage through its resumable (TUS) endpoint. Loaded only
 * when an upload starts: tus-js-client is not needed to show the page.
 */

/** Where to send the video and who is sending it. */
export interface StorageTarget {
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in operator's current access token (refreshed by the auth client when due). */
  accessToken: () => Promise<string | null>;
}

/** An upload that has started. */
export interface RunningUpload {
  /** Resolves with the stored video's public URL; rejects with an `UploadError`. */
  done: Promise<string>;
  /** Stops the upload and deletes what the server holds of it. */
  cancel: () => Promise<void>;
}

function statusOf(error: Error): number | null {
  return error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? null) : null;
}

/** The newest upload of this same file that did not finish, if the browser remembers one. */
async function previousUploadOf(upload: Upload): Promise<PreviousUpload | undefined> {
  const previous = await upload.findPreviousUploads();
  return previous
    .filter((candidate) => candidate.metadata['objectName'])
    .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
}

/**
 * Starts (or resumes, after a reload) the upload of a validated file. A resumed upload keeps the
 * object name it was created with, which the browser stored with the upload's fingerprint.
 */
export async function startHeroVideoUpload(
  file: File,
  target: StorageTarget,
  onProgress: (sent: number, total: number) => void,
): Promise<RunningUpload> {
  let resolve: (url: string) => void = () => {};
  let reject: (error: UploadError) => void = () => {};
  const done = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });

  const metadata = {
    bucketName: heroVideoUpload.bucket,
    objectName: heroVideoObjectName(file.name),
    contentType: file.type.toLowerCase(),
    cacheControl: String(heroVideoUpload.cacheControlSeconds),
  };
  const upload = new Upload(file, {
    endpoint: `${target.supabaseUrl}/storage/v1/upload/resumable`,
    chunkSize: heroVideoUpload.chunkBytes,
    retryDelays: [...heroVideoUpload.retryDelaysMs],
    headers: { apikey: target.anonKey, 'x-upsert': 'false' },
    metadata,
    removeFingerprintOnSuccess: true,
    // Every request asks for the token: a refreshed one is used as soon as it exists.
    onBeforeRequest: async (request: HttpRequest) => {
      const token = await target.accessToken();
      if (token !== null) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry: (error) => shouldRetry(statusOf(error)),
    onProgress: (sent, total) => {
      stall.poke();
      onProgress(sent, total);
    },
    onSuccess: () => {
      stall.stop();
      resolve(publicObjectUrl(target.supabaseUrl, metadata.objectName));
    },
    onError: (error) => {
      stall.stop();
      reject(
        new UploadError(describeUploadFailure(statusOf(error), navigator.onLine, error.message)),
      );
    },
  });

  const previous = await previousUploadOf(upload);
  if (previous) {
    metadata.objectName = previous.metadata['objectName'] ?? metadata.objectName;
    upload.resumeFromPreviousUpload(previous);
  }
  // Stopped without deleting: the fingerprint stays, so choosing the file again resumes it.
  const stall = watchForStall(heroVideoUpload.stallTimeoutMs, () => {
    void upload.abort(false);
    reject(new UploadError({ cause: 'stalled' }));
  });
  upload.start();

  return {
    done,
    cancel: async () => {
      stall.stop();
      await upload.abort(true);
    },
  };
}
