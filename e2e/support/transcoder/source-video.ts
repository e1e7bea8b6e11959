import {
  AudioSample,
  AudioSampleSource,
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
  type Rotation,
} from 'mediabunny';

/** A source video to make at test time: what the operator's phone or camera could give. */
export interface SourceSpec {
  /** Upright (display) size. */
  width: number;
  height: number;
  seconds: number;
  frameRate: number;
  container: 'mp4' | 'webm';
  /** Stored sideways with this rotation in the metadata, as phones record portrait video. */
  rotation?: Rotation;
  /** With an Opus sound track. */
  audio?: boolean;
  /** Frame intervals alternating between these two multiples of 1/frameRate. */
  variable?: [number, number];
}

/**
 * The marks every frame carries, read back from the renditions: a colour and where it
 * is, as fractions of the upright picture's width and height. The bands stand far enough in
 * from the sides to survive the crop to any of the renditions' aspects.
 */
export const marks = {
  left: { colour: [255, 0, 255], x: 0.2, y: 0.5 },
  right: { colour: [0, 255, 255], x: 0.8, y: 0.5 },
  centre: { colour: [255, 0, 0], x: 0.5, y: 0.5 },
} as const;

/** The bands' width, as a fraction of the picture's. */
const bandWidth = 0.1;

/**
 * Draws frames on a canvas and encodes them with Mediabunny: busy, moving noise (so the
 * encoder's rate control is what keeps the renditions small), a magenta band left of the
 * centre, a cyan band right of it and a red disc at the centre of the upright picture.
 */
export async function makeSourceVideo(spec: SourceSpec): Promise<File> {
  const sideways = spec.rotation === 90 || spec.rotation === 270;
  const stored = sideways
    ? { width: spec.height, height: spec.width }
    : { width: spec.width, height: spec.height };
  const canvas = new OffscreenCanvas(stored.width, stored.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  const noise = noisePattern(context);

  const target = new BufferTarget();
  const output = new Output({
    format:
      spec.container === 'mp4'
        ? new Mp4OutputFormat({ fastStart: 'in-memory' })
        : new WebMOutputFormat(),
    target,
  });
  const video = new CanvasSource(canvas, {
    codec: spec.container === 'mp4' ? 'avc' : 'vp8',
    quality: new Quality({ bitrate: 8_000_000 }),
  });
  output.addVideoTrack(video, { rotation: spec.rotation ?? 0, frameRate: spec.frameRate });
  const audio = spec.audio
    ? new AudioSampleSource({ codec: 'opus', quality: new Quality({ bitrate: 64_000 }) })
    : undefined;
  if (audio) output.addAudioTrack(audio);
  await output.start();

  let time = 0;
  for (let frame = 0; time < spec.seconds - 1e-9; frame += 1) {
    const multiple = spec.variable?.[frame % 2] ?? 1;
    const duration = Math.min(multiple / spec.frameRate, spec.seconds - time);
    context.save();
    if (spec.rotation) {
      // Drawn so that turning the stored frame by the metadata's rotation shows it upright.
      context.translate(stored.width / 2, stored.height / 2);
      context.rotate((-spec.rotation * Math.PI) / 180);
      context.translate(-spec.width / 2, -spec.height / 2);
    }
    drawUpright(context, spec.width, spec.height, frame, noise);
    context.restore();
    await video.add(time, duration);
    time += duration;
  }
  if (audio) await addSilence(audio, spec.seconds);
  await output.finalize();
  if (!target.buffer) throw new Error('No source video bytes');
  const type = spec.container === 'mp4' ? 'video/mp4' : 'video/webm';
  return new File([target.buffer], `source.${spec.container}`, { type });
}

/**
 * Soft grain about 8 px across in the blue of a court, like its surface filmed on a phone:
 * busy enough that the encoder's rate control, not an empty picture, keeps the files small.
 */
function noisePattern(context: OffscreenCanvasRenderingContext2D): CanvasPattern {
  const seed = new OffscreenCanvas(64, 64);
  const seedContext = seed.getContext('2d');
  const tile = new OffscreenCanvas(512, 512);
  const tileContext = tile.getContext('2d');
  if (!seedContext || !tileContext) throw new Error('No 2D context');
  const pixels = seedContext.createImageData(64, 64);
  for (let index = 0; index < pixels.data.length; index += 4) {
    const shade = (Math.random() - 0.5) * 70;
    pixels.data.set([40 + shade, 110 + shade, 160 + shade, 255], index);
  }
  seedContext.putImageData(pixels, 0, 0);
  tileContext.imageSmoothingQuality = 'high';
  tileContext.drawImage(seed, 0, 0, 512, 512);
  const pattern = context.createPattern(tile, 'repeat');
  if (!pattern) throw new Error('No pattern');
  return pattern;
}

/** One upright frame: a handheld pan over the court, four players and a ball, the marks. */
function drawUpright(
  context: OffscreenCanvasRenderingContext2D,
  width: number,
  height: number,
  frame: number,
  noise: CanvasPattern,
) {
  const panX = frame * 2;
  const panY = Math.sin(frame / 9) * 6;
  context.save();
  context.translate(-panX, panY);
  context.fillStyle = noise;
  context.fillRect(panX, -panY, width, height);
  context.restore();
  const unit = Math.min(width, height);
  for (let player = 0; player < 4; player += 1) {
    const phase = frame / 25 + player * 1.7;
    context.fillStyle = player % 2 ? 'rgb(250 210 60)' : 'rgb(240 240 240)';
    const x = width * (0.15 + 0.7 * ((player + 0.5) / 4) + 0.05 * Math.sin(phase));
    const y = height * (0.3 + 0.4 * (player % 2) + 0.05 * Math.cos(phase * 1.3));
    context.beginPath();
    context.arc(x, y, unit * 0.04, 0, 2 * Math.PI);
    context.fill();
  }
  context.fillStyle = 'rgb(220 255 80)';
  context.fillRect(((frame * 23) % width) - 6, height * (0.5 + 0.3 * Math.sin(frame / 7)), 12, 12);
  for (const mark of [marks.left, marks.right]) {
    context.fillStyle = rgb(mark.colour);
    context.fillRect((mark.x - bandWidth / 2) * width, 0, bandWidth * width, height);
  }
  context.fillStyle = rgb(marks.centre.colour);
  context.beginPath();
  context.arc(width / 2, height / 2, unit * 0.06, 0, 2 * Math.PI);
  context.fill();
}

/** Silence as long as the video: a sound track all the same. */
async function addSilence(audio: AudioSampleSource, seconds: number) {
  const sampleRate = 48_000;
  const data = new Float32Array(Math.round(seconds * sampleRate));
  const sample = new AudioSample({
    data,
    format: 'f32',
    numberOfChannels: 1,
    sampleRate,
    timestamp: 0,
  });
  await audio.add(sample);
  sample.close();
}

function rgb([red, green, blue]: readonly number[]): string {
  return `rgb(${red} ${green} ${blue})`;
}
