/// <reference lib="webworker" />
import {
  BlobSource,
  BufferTarget,
  CanvasSink,
  Conversion,
  Input,
  MATROSKA,
  MP4,
  Mp4OutputFormat,
  Output,
  QTFF,
  Quality,
  type InputVideoTrack,
  WEBM,
} from 'mediabunny';
import { heroVideoSpec, type HeroRendition } from '../../data/hero-video';
import { HeroSetError, type HeroSetFailure } from './hero-set-error';
import { centreCrop, frameCount, outputFrameRate, type Size } from './plan';

/* The transcoder, in a worker: seconds of CPU off the page's main thread. One worker per set. */

/** A hero set as the transcoder made it: its three files and the facts its record names. */
export interface HeroSet {
  wide: Blob;
  phone: Blob;
  poster: Blob;
  /** The wide rendition's size, in pixels, and the loop's length. */
  width: number;
  height: number;
  durationMs: number;
}

/** The worker's messages to the page (`progress`: frames encoded over both renditions). */
export type HeroSetReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; set: HeroSet }
  | { type: 'failed'; reason: HeroSetFailure; detail: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', async ({ data }: MessageEvent<{ file: Blob }>) => {
  const reply = (message: HeroSetReply) => scope.postMessage(message);
  try {
    const onProgress = (done: number, total: number) => reply({ type: 'progress', done, total });
    reply({ type: 'done', set: await makeHeroSet(data.file, onProgress) });
  } catch (error) {
    const reason = error instanceof HeroSetError ? error.reason : 'undecodable';
    reply({ type: 'failed', reason, detail: String(error) });
  }
});

/**
 * The poster, then each rendition: H.264 in a fast-start MP4, the loop only, rotation baked in,
 * no audio, no metadata tags (a phone's say where it was shot).
 */
async function makeHeroSet(
  file: Blob,
  onProgress: (done: number, total: number) => void,
): Promise<HeroSet> {
  const input = new Input({ source: new BlobSource(file), formats: [MP4, QTFF, WEBM, MATROSKA] });
  const track = await input.getPrimaryVideoTrack();
  if (!track || !(await track.canDecode())) throw new HeroSetError('undecodable');
  const source = { width: await track.getDisplayWidth(), height: await track.getDisplayHeight() };
  const start = await track.getFirstTimestamp();
  // The loop: the first `loopSeconds`, or all of a shorter video.
  const seconds = Math.min(heroVideoSpec.loopSeconds, (await track.computeDuration()) - start);
  const frameRate = outputFrameRate((await track.computePacketStats(120)).averagePacketRate);
  const total = 2 * frameCount(seconds, frameRate);
  let done = 0;
  onProgress(done, total);

  const rendition = async (kind: HeroRendition) => {
    const { width, height, bitrate } = heroVideoSpec.renditions[kind];
    const target = new BufferTarget();
    const format = new Mp4OutputFormat({ fastStart: 'in-memory' });
    const conversion = await Conversion.init({
      input,
      output: new Output({ format, target }),
      // The primary video track, which is `track`, alone.
      tracks: 'primary',
      video: {
        codec: 'avc',
        crop: centreCrop(source, { width, height }),
        width,
        height,
        fit: 'fill',
        frameRate,
        quality: new Quality({ bitrate, bitrateMode: 'constant' }),
        allowTransformationMetadata: false,
        forceTranscode: true,
        process: (sample) => {
          onProgress(++done, total);
          return sample;
        },
      },
      audio: { discard: true },
      trim: { start, end: start + seconds },
      tags: {},
      showWarnings: false,
    });
    if (!conversion.isValid) {
      const reasons = conversion.discardedTracks.map(({ reason }) => reason);
      throw new HeroSetError(
        reasons.includes('no_encodable_target_codec') ? 'unsupported' : 'undecodable',
      );
    }
    await conversion.execute();
    if (!target.buffer) throw new HeroSetError('undecodable');
    return new Blob([target.buffer], { type: 'video/mp4' });
  };

  const poster = await makePoster(track, source, start);
  const wide = await rendition('wide');
  const phone = await rendition('phone');
  const { width, height } = heroVideoSpec.renditions.wide;
  return { wide, phone, poster, width, height, durationMs: Math.round(seconds * 1000) };
}

/** The first frame, cropped and sized like the wide rendition, within the poster's budget. */
async function makePoster(track: InputVideoTrack, source: Size, start: number): Promise<Blob> {
  const { width, height } = heroVideoSpec.poster;
  const crop = centreCrop(source, { width, height });
  const sink = new CanvasSink(track, { width, height, fit: 'fill', crop, poolSize: 1 });
  const frame = await sink.getCanvas(start);
  if (!frame) throw new HeroSetError('undecodable');
  // In a worker, the sink's canvases are offscreen.
  const encode = await webpEncoder(frame.canvas as OffscreenCanvas);
  let poster = new Blob();
  // Falling quality steps: the first whose file is within budget is kept.
  for (const quality of [0.8, 0.7, 0.6, 0.5, 0.4]) {
    poster = await encode(quality);
    if (poster.size <= heroVideoSpec.budgetBytes.poster) break;
  }
  return poster;
}

const webp = heroVideoSpec.posterTypes.webp;

/** The canvas's WebP encoder, or where it makes PNGs (WebKit, Safari) libwebp in WebAssembly. */
async function webpEncoder(canvas: OffscreenCanvas): Promise<(quality: number) => Promise<Blob>> {
  const probe = new OffscreenCanvas(1, 1);
  probe.getContext('2d');
  if ((await probe.convertToBlob({ type: webp })).type === webp) {
    return (quality) => canvas.convertToBlob({ type: webp, quality });
  }
  // Compiled now: where WebAssembly cannot run (Safari's Lockdown Mode), the browser is at fault.
  const { default: encode, init } = await import('@jsquash/webp/encode');
  await init().catch((error: unknown) => {
    throw new HeroSetError('unsupported', { cause: error });
  });
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
  if (!pixels) throw new HeroSetError('unsupported');
  return async (quality) =>
    new Blob([await encode(pixels, { quality: quality * 100 })], { type: webp });
}
