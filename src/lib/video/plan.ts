import type { CropRectangle } from 'mediabunny';
import { heroVideoSpec } from '../../data/hero-video';

/** A width and a height, in pixels. */
export type Size = Pick<CropRectangle, 'width' | 'height'>;

/**
 * The largest centred rectangle of the target's aspect that fits the source, with even edges
 * (H.264's 4:2:0): scaled to the target, it covers it with the middle of the picture.
 * @example centreCrop({ width: 1920, height: 1080 }, { width: 720, height: 540 }) => { left: 240, top: 0, width: 1440, height: 1080 }
 */
export function centreCrop(source: Size, target: Size): CropRectangle {
  const scale = Math.min(source.width / target.width, source.height / target.height);
  const even = (value: number) => Math.max(2, 2 * Math.floor(value / 2));
  const [width, height] = [even(target.width * scale), even(target.height * scale)];
  const middle = (room: number) => 2 * Math.floor(room / 4);
  return { left: middle(source.width - width), top: middle(source.height - height), width, height };
}

/**
 * The renditions' frame rate: the source's average (a phone's varies), rounded, 1 to the maximum.
 * @example outputFrameRate(59.94) => 30
 */
export function outputFrameRate(sourceAverageRate: number): number {
  return Math.min(heroVideoSpec.maxFrameRate, Math.max(1, Math.round(sourceAverageRate)));
}

/** The frames a rendition of `seconds` at `frameRate` has: one per started frame interval. */
export function frameCount(seconds: number, frameRate: number): number {
  return Math.ceil(seconds * frameRate - 1e-6);
}

type Capped = keyof typeof heroVideoSpec.capBytes;

/**
 * The first file of a made set over its storage cap, or undefined: the policy would refuse it.
 * @example overCap({ wide: { size: 9_000_000 }, phone: { size: 1 }, poster: { size: 1 } }) => 'wide'
 */
export function overCap(files: Record<Capped, { size: number }>): Capped | undefined {
  const kinds = Object.keys(heroVideoSpec.capBytes) as Capped[];
  return kinds.find((kind) => files[kind].size > heroVideoSpec.capBytes[kind]);
}
