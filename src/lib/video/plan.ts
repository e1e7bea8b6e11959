import type { CropRectangle } from 'mediabunny';
import { heroVideoSpec } from '../../data/hero-video';

/** A width and a height, in pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The largest centred rectangle of the target's aspect that fits the source, with even edges
 * (H.264's 4:2:0): scaled to the target, it covers it with the middle of the picture.
 * @example centreCrop({ width: 1920, height: 1080 }, { width: 720, height: 540 }) => { left: 240, top: 0, width: 1440, height: 1080 }
 */
export function centreCrop(source: Size, target: Size): CropRectangle {
  const scale = Math.min(source.width / target.width, source.height / target.height);
  const width = evenFloor(target.width * scale);
  const height = evenFloor(target.height * scale);
  return {
    left: 2 * Math.floor((source.width - width) / 4),
    top: 2 * Math.floor((source.height - height) / 4),
    width,
    height,
  };
}

/**
 * The renditions' frame rate: the source's average, rounded (a variable-rate phone video comes
 * out constant), from 1 to `heroVideoSpec.maxFrameRate`.
 * @example outputFrameRate(59.94) => 30
 */
export function outputFrameRate(sourceAverageRate: number): number {
  return Math.min(heroVideoSpec.maxFrameRate, Math.max(1, Math.round(sourceAverageRate)));
}

/**
 * How many seconds of the source the loop takes: its first `heroVideoSpec.loopSeconds`, or all of it
 * when shorter.
 */
export function loopSeconds(sourceSeconds: number): number {
  return Math.min(heroVideoSpec.loopSeconds, sourceSeconds);
}

/** The frames a rendition of `seconds` at `frameRate` has: one per started frame interval. */
export function frameCount(seconds: number, frameRate: number): number {
  return Math.ceil(seconds * frameRate - 1e-6);
}

function evenFloor(value: number): number {
  return Math.max(2, 2 * Math.floor(value / 2));
}

/**
 * The first file of a made set over its storage cap (`heroVideoSpec.capBytes`), or undefined:
 * the policy would refuse it, so the page says so before any upload.
 * @example overCap({ wide: 9_000_000, phone: 1_000_000, poster: 50_000 }) => 'wide'
 */
export function overCap(
  bytes: Record<keyof typeof heroVideoSpec.capBytes, number>,
): keyof typeof heroVideoSpec.capBytes | undefined {
  return (Object.keys(heroVideoSpec.capBytes) as (keyof typeof heroVideoSpec.capBytes)[]).find(
    (kind) => bytes[kind] > heroVideoSpec.capBytes[kind],
  );
}
