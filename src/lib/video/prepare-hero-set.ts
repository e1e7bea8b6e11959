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
 * bitrates through WebCodecs, and a poster format (WebP, else AVIF) its canvas encodes.
 */
export async function canPrepareHeroSet(): Promise<boolean> {
  return (await posterType()) !== undefined && (await canEncodeRenditions());
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
  const type = await posterType();
  if (!type || !(await canEncodeRenditions()) || typeof Worker === 'undefined') {
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
    worker.postMessage({ file, posterType: type } satisfies HeroSetRequest);
  });
}

async function canEncodeRenditions(): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined') return false;
  const answers = await Promise.all(
    Object.values(heroVideoSpec.renditions).map(({ width, height, bitrate }) =>
      canEncodeVideo('avc', { width, height, quality: new Quality({ bitrate }) }),
    ),
  );
  return answers.every(Boolean);
}

/** The first poster type this browser's canvas encodes; one that cannot gives back a PNG. */
async function posterType(): Promise<string | undefined> {
  if (typeof OffscreenCanvas === 'undefined') return undefined;
  const canvas = new OffscreenCanvas(2, 2);
  canvas.getContext('2d');
  for (const type of Object.values(heroVideoSpec.posterTypes)) {
    const blob = await canvas.convertToBlob({ type });
    if (blob.type === type) return type;
  }
  return undefined;
}
