import { canEncodeVideo, Quality } from 'mediabunny';
import { heroVideoSpec } from '../../data/hero-video';
import { HeroSetError } from './hero-set-error';
import { overCap } from './plan';
import type { HeroSet, HeroSetProgress, HeroSetReply, HeroSetRequest } from './messages';

export { HeroSetError } from './hero-set-error';
export type { HeroSet, HeroSetProgress } from './messages';

/** How a caller follows and stops the work. */
export interface PrepareHeroSetOptions {
  onProgress?: (progress: HeroSetProgress) => void;
  signal?: AbortSignal;
}

/**
 * Whether this browser can make a hero set: H.264 encoding at both renditions' sizes and
 * bitrates through WebCodecs. The WebP poster needs nothing more: where the canvas cannot
 * encode it, the worker loads an encoder (transcode.ts).
 */
export async function canPrepareHeroSet(): Promise<boolean> {
  return canEncodeRenditions();
}

/**
 * Makes the hero set (`heroVideoSpec`) from the operator's video in a worker; nothing is
 * uploaded. Rejects with a {@link HeroSetError}: `unsupported` (before any work), `undecodable`,
 * `tooLarge` or `aborted` (the worker stops at once); docs/upload.md, "The transcoder".
 */
export async function prepareHeroSet(
  file: File,
  { onProgress, signal }: PrepareHeroSetOptions = {},
): Promise<HeroSet> {
  if (signal?.aborted) throw new HeroSetError('aborted');
  if (!(await canEncodeRenditions()) || typeof Worker === 'undefined') {
    throw new HeroSetError('unsupported');
  }
  if (signal?.aborted) throw new HeroSetError('aborted');
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./hero-set.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    function abort() {
      finish();
      reject(new HeroSetError('aborted'));
    }
    signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', ({ data }: MessageEvent<HeroSetReply>) => {
      if (data.type === 'progress') {
        onProgress?.({ framesDone: data.framesDone, framesTotal: data.framesTotal });
        return;
      }
      finish();
      if (data.type === 'done') {
        const { wide, phone, poster } = data.set;
        const over = overCap({ wide: wide.size, phone: phone.size, poster: poster.size });
        if (over) reject(new HeroSetError('tooLarge', { cause: over }));
        else resolve(data.set);
      } else reject(new HeroSetError(data.reason, { cause: data.detail }));
    });
    // The worker's script could not run here (a content policy without `worker-src 'self'`).
    worker.addEventListener('error', (event) => {
      finish();
      reject(new HeroSetError('unsupported', { cause: event.message }));
    });
    worker.postMessage({ file } satisfies HeroSetRequest);
  });
}

/**
 * Asks `canPlayType` first, on purpose: the preview plays the renditions, and in WebKitGTK it
 * starts GStreamer, without which `VideoEncoder.isConfigSupported` crashes the page's process
 * (docs/engines.md).
 */
async function canEncodeRenditions(): Promise<boolean> {
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
