import type { PosterExtension } from '../../data/hero-video';
import type { HeroSetFailure } from './hero-set-error';

/** Frames encoded so far, over both renditions, out of all they will have. */
export interface HeroSetProgress {
  framesDone: number;
  framesTotal: number;
}

/** A hero set as the transcoder made it: its three files and the facts its record names. */
export interface HeroSet {
  wide: Blob;
  phone: Blob;
  poster: Blob;
  posterExtension: PosterExtension;
  /** The wide rendition's size, in pixels. */
  width: number;
  height: number;
  /** The loop's length, in milliseconds. */
  durationMs: number;
}

/** The page asks the worker for a set. */
export interface HeroSetRequest {
  file: Blob;
}

/** The worker's messages back. */
export type HeroSetReply =
  | ({ type: 'progress' } & HeroSetProgress)
  | { type: 'done'; set: HeroSet }
  | { type: 'failed'; reason: HeroSetFailure; detail: string };
