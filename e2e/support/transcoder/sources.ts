import type { SourceSpec } from './source-video';

/**
 * A 20 s 1080p landscape MP4 at 30 fps: longer than the loop, at a camera's usual size. The
 * tests check the set made from it; the bench reports the transcoder's longest main-thread task
 * while it is made (scripts/bench-transcoder.mjs).
 */
export const fullHdSource = {
  width: 1920,
  height: 1080,
  seconds: 20,
  frameRate: 30,
  container: 'mp4',
} as const satisfies SourceSpec;
