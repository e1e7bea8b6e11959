import { ALL_FORMATS, BufferSource, CanvasSink, EncodedPacketSink, Input } from 'mediabunny';
import { HeroSetError } from '../../../src/lib/video/hero-set-error';
import { canPrepareHeroSet, prepareHeroSet } from '../../../src/lib/video/prepare-hero-set';
import { centreCrop, type Size } from '../../../src/lib/video/plan';
import { makeSourceVideo, marks, type SourceSpec } from './source-video';

/*
 * A test-only page (built and served by ./harness-site.ts): makes a source video, runs the transcoder
 * on it as the upload page does, and reads every file back with Mediabunny.
 */

async function transcode(spec: SourceSpec) {
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
export type TranscodeReport = Awaited<ReturnType<typeof transcode>>;

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

/**
 * Counts the workers the page starts from now on, until `restore()`, in `data-workers-started` on
 * the body too; the page hears nothing from the first `deaf` (as if each had hung).
 */
function countingWorkers(deaf = 0) {
  const RealWorker = globalThis.Worker;
  const count = {
    started: 0,
    restore: () => void (globalThis.Worker = RealWorker),
  };
  globalThis.Worker = class extends RealWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      count.started += 1;
      document.body.dataset['workersStarted'] = String(count.started);
      if (count.started <= deaf) this.addEventListener = () => undefined;
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

/** The outcome of preparing a one-second clip when the first `deaf` workers are never heard. */
async function withDeafWorkers(deaf: number): Promise<{ reason: string; workers: number }> {
  const spec = { width: 640, height: 360, seconds: 1, frameRate: 30, container: 'mp4' } as const;
  const file = await makeSourceVideo(spec);
  const workers = countingWorkers(deaf);
  try {
    return { reason: await reasonOf(file), workers: workers.started };
  } finally {
    workers.restore();
  }
}

/** The reason the transcoder gives for a video aborted after ten frames. */
async function aborted(): Promise<string> {
  const spec = { width: 1280, height: 720, seconds: 4, frameRate: 30, container: 'mp4' } as const;
  return reasonOf(await makeSourceVideo(spec), 10);
}

const harness = { transcode, withoutEncoder, withDeafWorkers, aborted };
export type Harness = typeof harness;
(window as unknown as { harness: Harness }).harness = harness;
document.body.dataset['ready'] = 'true';
