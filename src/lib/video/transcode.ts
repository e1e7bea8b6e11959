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
  type DiscardedTrack,
  type InputVideoTrack,
  WEBM,
} from 'mediabunny';
import { heroVideoSpec, type HeroRendition } from '../../data/hero-video';
import { HeroSetError } from './hero-set-error';
import type { HeroSet, HeroSetProgress } from './messages';
import { centreCrop, frameCount, loopSeconds, outputFrameRate, type Size } from './plan';

/** The containers an operator's video comes in: MP4, MOV, WebM (and Matroska, WebM's parent). */
const sourceFormats = [MP4, QTFF, WEBM, MATROSKA];

/** The poster's quality steps: the first whose file is within budget is kept. */
const posterQualities = [0.8, 0.7, 0.6, 0.5, 0.4];

/**
 * Makes the hero set from the operator's file: the first frame as the poster, then the wide and
 * the phone rendition (each a decode of the loop and an encode). Runs in the transcoder's
 * worker; `onProgress` hears of every frame encoded.
 */
export async function makeHeroSet(
  file: Blob,
  onProgress: (progress: HeroSetProgress) => void,
): Promise<HeroSet> {
  const input = new Input({ source: new BlobSource(file), formats: sourceFormats });
  try {
    return await makeFrom(input, onProgress);
  } finally {
    input.dispose();
  }
}

async function makeFrom(
  input: Input,
  onProgress: (progress: HeroSetProgress) => void,
): Promise<HeroSet> {
  const track = await readVideoTrack(input);
  const source: Size = {
    width: await track.getDisplayWidth(),
    height: await track.getDisplayHeight(),
  };
  const start = await track.getFirstTimestamp();
  const seconds = loopSeconds((await track.computeDuration()) - start);
  const frameRate = outputFrameRate((await track.computePacketStats(120)).averagePacketRate);
  const framesTotal = 2 * frameCount(seconds, frameRate);
  let framesDone = 0;
  const frameEncoded = () => {
    framesDone += 1;
    onProgress({ framesDone, framesTotal });
  };
  onProgress({ framesDone, framesTotal });

  const plan = { input, track, source, start, seconds, frameRate, frameEncoded };
  const poster = await makePoster(track, source, start);
  const wide = await makeRendition('wide', plan);
  const phone = await makeRendition('phone', plan);
  return {
    wide,
    phone,
    poster,
    posterExtension: 'webp',
    width: heroVideoSpec.renditions.wide.width,
    height: heroVideoSpec.renditions.wide.height,
    durationMs: Math.round(seconds * 1000),
  };
}

async function readVideoTrack(input: Input): Promise<InputVideoTrack> {
  let track: InputVideoTrack | null;
  try {
    track = await input.getPrimaryVideoTrack();
  } catch (error) {
    throw new HeroSetError('undecodable', { cause: error });
  }
  if (!track || !(await track.canDecode())) throw new HeroSetError('undecodable');
  return track;
}

interface RenditionPlan {
  input: Input;
  track: InputVideoTrack;
  source: Size;
  start: number;
  seconds: number;
  frameRate: number;
  frameEncoded: () => void;
}

/**
 * One rendition: H.264 in a fast-start MP4 (the moov box written before the media), the loop's
 * seconds only, no audio track and none of the source's metadata tags (a phone's video carries
 * where it was shot). Rotation is baked into the frames, so every player shows it upright.
 */
async function makeRendition(kind: HeroRendition, plan: RenditionPlan): Promise<Blob> {
  const { width, height, bitrate } = heroVideoSpec.renditions[kind];
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const conversion = await Conversion.init({
    input: plan.input,
    output,
    tracks: 'primary',
    video: (track) =>
      track.id === plan.track.id
        ? {
            codec: 'avc',
            crop: centreCrop(plan.source, { width, height }),
            width,
            height,
            fit: 'fill',
            frameRate: plan.frameRate,
            quality: new Quality({ bitrate, bitrateMode: 'constant' }),
            allowTransformationMetadata: false,
            forceTranscode: true,
            process: (sample) => {
              plan.frameEncoded();
              return sample;
            },
          }
        : { discard: true },
    audio: { discard: true },
    trim: { start: plan.start, end: plan.start + plan.seconds },
    tags: {},
    showWarnings: false,
  });
  if (!conversion.isValid) throw new HeroSetError(failureOf(conversion.discardedTracks));
  await conversion.execute();
  if (!target.buffer) throw new HeroSetError('undecodable');
  return new Blob([target.buffer], { type: 'video/mp4' });
}

function failureOf(discarded: DiscardedTrack[]): 'unsupported' | 'undecodable' {
  return discarded.some(({ reason }) => reason === 'no_encodable_target_codec')
    ? 'unsupported'
    : 'undecodable';
}

/** The first frame, cropped and sized like the wide rendition, within the poster's budget. */
async function makePoster(track: InputVideoTrack, source: Size, start: number): Promise<Blob> {
  const { width, height } = heroVideoSpec.poster;
  const sink = new CanvasSink(track, {
    width,
    height,
    fit: 'fill',
    crop: centreCrop(source, { width, height }),
    poolSize: 1,
  });
  const frame = await sink.getCanvas(start);
  if (!frame) throw new HeroSetError('undecodable');
  if (!(frame.canvas instanceof OffscreenCanvas)) throw new HeroSetError('unsupported');
  const encode = await webpEncoder(frame.canvas);
  let poster = new Blob();
  for (const quality of posterQualities) {
    poster = await encode(quality);
    if (poster.size <= heroVideoSpec.budgetBytes.poster) break;
  }
  return poster;
}

const webp = heroVideoSpec.posterTypes.webp;

/**
 * The canvas's own WebP encoder where it has one (Chromium, Firefox). WebKit's canvas, Safari's
 * too, answers WebP with a PNG: there libwebp compiled to WebAssembly does it, loaded only then.
 */
async function webpEncoder(canvas: OffscreenCanvas): Promise<(quality: number) => Promise<Blob>> {
  const probe = new OffscreenCanvas(1, 1);
  probe.getContext('2d');
  if ((await probe.convertToBlob({ type: webp })).type === webp) {
    return (quality) => canvas.convertToBlob({ type: webp, quality });
  }
  // Fetched and compiled now: where WebAssembly cannot run (Safari's Lockdown Mode), this
  // browser cannot make the set, which is not the video's fault.
  const { default: encode, init } = await import('@jsquash/webp/encode');
  await init().catch((error: unknown) => {
    throw new HeroSetError('unsupported', { cause: error });
  });
  const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
  if (!pixels) throw new HeroSetError('unsupported');
  return async (quality) =>
    new Blob([await encode(pixels, { quality: quality * 100 })], { type: webp });
}
