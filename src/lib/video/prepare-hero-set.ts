import { canEncodeVideo, Quality } from 'mediabunny';
import { heroVideoSpec } from '../../data/hero-video';
import { HeroSetError, type HeroSetFailure } from './hero-set-error';
import type { HeroSet, HeroSetReply } from './hero-set.worker';
import { overCap } from './plan';
import { stallTimer } from '../stall-timer';

/**
 * Whether this browser can make a hero set: H.264 at both renditions' sizes through WebCodecs
 * (the poster needs nothing more). `canPlayType` first, on purpose: in WebKitGTK it starts
 * GStreamer, without which `VideoEncoder.isConfigSupported` crashes the page (docs/engines.md).
 */
export async function canPrepareHeroSet(): Promise<boolean> {
  const h264 = 'video/mp4; codecs="avc1.640028"';
  if (typeof VideoEncoder === 'undefined' || !document.createElement('video').canPlayType(h264)) {
    return false;
  }
  const answers = await Promise.all(
    Object.values(heroVideoSpec.renditions).map(({ width, height, bitrate }) =>
      canEncodeVideo('avc', { width, height, quality: new Quality({ bitrate }) }),
    ),
  );
  return answers.every(Boolean);
}

interface Preparing {
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Makes the hero set from the operator's video in a worker. Rejects with a {@link HeroSetError}:
 * `unsupported` (before any work), `undecodable`, `tooLarge`, `aborted` (the worker ends) or
 * `prepareStalled` (every attempt stalled).
 */
export async function prepareHeroSet(file: File, options: Preparing = {}): Promise<HeroSet> {
  if (!(await canPrepareHeroSet())) throw new HeroSetError('unsupported');
  const { attempts } = heroVideoSpec.preparing;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prepareInWorker(file, options);
    } catch (error) {
      const stalled = error instanceof HeroSetError && error.reason === 'prepareStalled';
      if (!stalled || attempt === attempts) throw error;
      console.warn(`The transcoder stalled; attempt ${attempt + 1} of ${attempts}.`);
    }
  }
}

/** One attempt, in a worker of its own, ended when it stalls (a fresh worker has fresh codecs). */
function prepareInWorker(file: File, options: Preparing): Promise<HeroSet> {
  if (options.signal?.aborted) throw new HeroSetError('aborted');
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hero-set.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stall = stallTimer(heroVideoSpec.preparing.stallTimeoutMs, () => fail('prepareStalled'));
    const end = () => {
      stall.stop();
      options.signal?.removeEventListener('abort', abort);
      worker.terminate();
    };
    const fail = (reason: HeroSetFailure, cause?: unknown) => {
      end();
      reject(new HeroSetError(reason, { cause }));
    };
    const abort = () => fail('aborted');
    options.signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', ({ data }: MessageEvent<HeroSetReply>) => {
      if (data.type === 'failed') return fail(data.reason, data.detail);
      if (data.type === 'progress') {
        stall.watch();
        return options.onProgress?.(data.done, data.total);
      }
      const over = overCap(data.set);
      if (over) return fail('tooLarge', over);
      end();
      resolve(data.set);
    });
    // The worker's script could not run here (a content policy without `worker-src 'self'`).
    worker.addEventListener('error', (event) => fail('unsupported', event.message));
    stall.watch();
    worker.postMessage({ file });
  });
}
