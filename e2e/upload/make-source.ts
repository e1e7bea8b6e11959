import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, Quality } from 'mediabunny';

/*
 * A phone-like source video made in the browser at test time (nothing large is committed):
 * frames drawn on a canvas, H.264 in MP4 through WebCodecs and Mediabunny. Built into one
 * script by e2e/upload/source-script.ts and run in the upload page by the tests.
 */

/** Makes a `seconds` long landscape MP4 and returns its bytes, base64 encoded. */
export async function makeSourceVideo(seconds: number): Promise<string> {
  const width = 960;
  const height = 540;
  const frameRate = 30;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target });
  const video = new CanvasSource(canvas, { codec: 'avc', bitrate: new Quality(1) });
  output.addVideoTrack(video, { frameRate });
  await output.start();
  const frames = seconds * frameRate;
  for (let frame = 0; frame < frames; frame++) {
    const hue = (frame * 360) / frames;
    context.fillStyle = `hsl(${hue} 70% 45%)`;
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#fff';
    context.beginPath();
    context.arc((frame / frames) * width, height / 2, height / 5, 0, Math.PI * 2);
    context.fill();
    await video.add(frame / frameRate, 1 / frameRate);
  }
  await output.finalize();
  if (!target.buffer) throw new Error('No video bytes');
  let binary = '';
  for (const byte of new Uint8Array(target.buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
