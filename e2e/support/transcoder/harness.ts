import { ALL_FORMATS, BufferSource, CanvasSink, EncodedPacketSink, Input } from 'mediabunny';
import { HeroSetError } from '../../../src/lib/video/hero-set-error';
import { canPrepareHeroSet, prepareHeroSet } from '../../../src/lib/video/prepare-hero-set';
import { centreCrop, type Size } from '../../../src/lib/video/plan';
import { makeSourceVideo, marks, type SourceSpec } from './source-video';

/*
 * A test-only page (built and served by ./serve.ts): makes a source video, runs the transcoder
 * on it as the upload page does, and reads every file back with Mediabunny.
 */

/**
 * `canvas: 'pngOnly'` runs the transcoder's worker as WebKit and Safari would: their canvas
 * answers WebP with a PNG.
 */
async function transcode(spec: SourceSpec, canvas: 'webp' | 'pngOnly' = 'webp') {
  const restoreWorker = canvas === 'pngOnly' ? workersWithPngOnlyCanvas() : () => undefined;
  try {
    return await transcodeWith(spec);
  } finally {
    restoreWorker();
  }
}
export type TranscodeReport = Awaited<ReturnType<typeof transcode>>;

async function transcodeWith(spec: SourceSpec) {
  const sourceStart = performance.now();
  const file = await makeSourceVideo(spec);
  const sourceMs = performance.now() - sourceStart;
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasks.push(entry.duration)),
  );
  observer.observe({ type: 'longtask' });
  const progress: { done: number; total: number }[] = [];
  const start = performance.now();
  const { set, mainThread } = await watchingMainThread(() =>
    prepareHeroSet(file, {
      onProgress: (done, total) => progress.push({ done, total }),
      signal: new AbortController().signal,
    }),
  );
  const transcodeMs = performance.now() - start;
  observer.disconnect();
  const { wide, phone, poster, ...facts } = set;
  return {
    sourceBytes: file.size,
    sourceMs,
    transcodeMs,
    set: facts,
    progress,
    mainThread,
    // Reported, never asserted: a duration depends on what else the machine is doing.
    longestMainThreadTaskMs: Math.max(0, ...longTasks),
    wide: await inspectVideo(wide, spec),
    phone: await inspectVideo(phone, spec),
    poster: await inspectPoster(poster, spec),
  };
}

/**
 * Until the returned function is called, every worker the page starts runs a module first that
 * makes `OffscreenCanvas` encode a PNG when asked for WebP (static imports run in order).
 */
function workersWithPngOnlyCanvas(): () => void {
  const RealWorker = globalThis.Worker;
  const script = (text: string) =>
    URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  const pngOnly = script(`const encode = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return encode.call(this, options?.type === 'image/webp' ? { type: 'image/png' } : options);
    };`);
  globalThis.Worker = class extends RealWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      const worker = new URL(url, location.href).href;
      super(script(`import '${pngOnly}'; import '${worker}';`), options);
    }
  };
  return () => {
    globalThis.Worker = RealWorker;
  };
}

/**
 * Runs `work` while counting, on the page's main thread, the workers started and every use of
 * `VideoEncoder` that encodes (a constructed encoder, a frame encoded). Asking
 * `VideoEncoder.isConfigSupported` is not counted: it encodes nothing.
 */
async function watchingMainThread<T>(work: () => Promise<T>) {
  const RealEncoder = globalThis.VideoEncoder;
  const workers = countingWorkers();
  const mainThread = { encodersMade: 0, framesEncoded: 0 };
  globalThis.VideoEncoder = class extends RealEncoder {
    constructor(init: VideoEncoderInit) {
      super(init);
      mainThread.encodersMade += 1;
    }
    override encode(...args: Parameters<VideoEncoder['encode']>) {
      mainThread.framesEncoded += 1;
      super.encode(...args);
    }
  };
  try {
    return { set: await work(), mainThread: { ...mainThread, workersStarted: workers.started } };
  } finally {
    globalThis.VideoEncoder = RealEncoder;
    workers.restore();
  }
}

/** Counts the workers the page starts from now on, until `restore()`. */
function countingWorkers() {
  const RealWorker = globalThis.Worker;
  const count = {
    started: 0,
    restore: () => void (globalThis.Worker = RealWorker),
  };
  globalThis.Worker = class extends RealWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      count.started += 1;
    }
  };
  return count;
}
export type VideoReport = Awaited<ReturnType<typeof inspectVideo>>;

async function inspectVideo(blob: Blob, source: Size) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack();
  if (!video) throw new Error('No video track');
  const timestamps: number[] = [];
  for await (const packet of new EncodedPacketSink(video).packets()) {
    timestamps.push(packet.timestamp);
  }
  timestamps.sort((a, b) => a - b);
  const intervals = timestamps.slice(1).map((time, index) => time - (timestamps[index] ?? 0));
  const first = await new CanvasSink(video).getCanvas(await video.getFirstTimestamp());
  if (!first) throw new Error('No first frame');
  return {
    bytes: blob.size,
    mimeType: blob.type,
    codec: await video.getCodec(),
    codecString: await video.getCodecParameterString(),
    audioTracks: (await input.getAudioTracks()).length,
    videoTracks: (await input.getVideoTracks()).length,
    width: await video.getDisplayWidth(),
    height: await video.getDisplayHeight(),
    rotation: await video.getRotation(),
    durationSeconds: await input.computeDuration(),
    frames: timestamps.length,
    frameRate: (await video.computePacketStats()).averagePacketRate,
    /** The largest difference between two frame intervals, in seconds. */
    intervalSpread: Math.max(...intervals) - Math.min(...intervals),
    topLevelBoxes: topLevelBoxes(bytes),
    marks: readMarks(first.canvas, source),
  };
}

async function inspectPoster(blob: Blob, source: Size) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const picture = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(picture.width, picture.height);
  canvas.getContext('2d')?.drawImage(picture, 0, 0);
  return {
    bytes: blob.size,
    type: blob.type,
    // RIFF....WEBP, or ....ftypavif
    magic: ascii(bytes.subarray(0, 4)) + ascii(bytes.subarray(8, 12)),
    width: picture.width,
    height: picture.height,
    marks: readMarks(canvas, source),
  };
}

/** The boxes at the top of an MP4, in file order (fast start: `moov` before `mdat`). */
function topLevelBoxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = view.getUint32(offset);
    if (size === 1) size = Number(view.getBigUint64(offset + 8));
    boxes.push(ascii(bytes.subarray(offset + 4, offset + 8)));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

/** Whether each mark is where the source's centre crop puts it: upright, centred, not mirrored. */
function readMarks(canvas: HTMLCanvasElement | OffscreenCanvas, source: Size) {
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D context');
  const crop = centreCrop(source, { width: canvas.width, height: canvas.height });
  const found = ({ colour, x, y }: (typeof marks)[keyof typeof marks]) => {
    const pixel = context.getImageData(
      Math.round(((x * source.width - crop.left) / crop.width) * canvas.width),
      Math.round(((y * source.height - crop.top) / crop.height) * canvas.height),
      1,
      1,
    ).data;
    return colour.every((value, index) => Math.abs((pixel[index] ?? 0) - value) < 70);
  };
  return { left: found(marks.left), right: found(marks.right), centre: found(marks.centre) };
}

function ascii(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

/** Runs the transcoder as a browser without an H.264 encoder would; counts workers started. */
async function withoutEncoder(): Promise<{ can: boolean; reason: string; workers: number }> {
  const encoder = globalThis.VideoEncoder;
  const workers = countingWorkers();
  Reflect.deleteProperty(globalThis, 'VideoEncoder');
  try {
    const can = await canPrepareHeroSet();
    const reason = await reasonOf(new File(['not read'], 'clip.mp4', { type: 'video/mp4' }));
    return { can, reason, workers: workers.started };
  } finally {
    globalThis.VideoEncoder = encoder;
    workers.restore();
  }
}

/** The reason the transcoder gives for a file, after `abortAfterFrames` frames if set. */
async function reasonOf(file: File, abortAfterFrames?: number): Promise<string> {
  const controller = new AbortController();
  try {
    await prepareHeroSet(file, {
      signal: controller.signal,
      onProgress: (done) => {
        if (abortAfterFrames !== undefined && done >= abortAfterFrames) controller.abort();
      },
    });
    return 'resolved';
  } catch (error) {
    return error instanceof HeroSetError ? error.reason : `other: ${String(error)}`;
  }
}

async function reasonFor(kind: 'text' | 'aborted'): Promise<{ reason: string; can: boolean }> {
  const can = await canPrepareHeroSet();
  if (kind === 'text') {
    return { can, reason: await reasonOf(new File(['<html>'], 'clip.mp4', { type: 'video/mp4' })) };
  }
  const spec = { width: 1280, height: 720, seconds: 4, frameRate: 30, container: 'mp4' } as const;
  return { can, reason: await reasonOf(await makeSourceVideo(spec), 10) };
}

/** A source video's bytes, base64-encoded, for a test to choose or serve. */
async function clip(spec: SourceSpec): Promise<string> {
  return base64(await makeSourceVideo(spec));
}

/** A plain WebP picture, base64-encoded, for a test to serve as a published poster. */
async function posterImage(width: number, height: number): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.fillStyle = 'rgb(250 210 60)';
  context.fillRect(0, 0, width, height);
  return base64(await canvas.convertToBlob({ type: 'image/webp' }));
}

async function base64(blob: Blob): Promise<string> {
  let binary = '';
  new Uint8Array(await blob.arrayBuffer()).forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

const harness = { transcode, withoutEncoder, reasonFor, clip, posterImage };
export type Harness = typeof harness;
(window as unknown as { harness: Harness }).harness = harness;
document.body.dataset['ready'] = 'true';
