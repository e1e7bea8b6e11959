import { heroVideoSpec } from '../../data/hero-video';
import type { HeroSet } from '../video/prepare-hero-set';
import type { HeroRecordInsert } from './hero-record';
import { heroSetObjectNames, type HeroSetNames } from './hero-object-names';
import type { SetFile } from './storage-client';

/** A set made in this browser, named for storage and playable in the preview. */
export interface PreparedSet {
  made: HeroSet;
  names: HeroSetNames;
  /** Object URLs of the three files, for the preview (revoked with `releasePreparedSet`). */
  urls: { wide: string; phone: string; poster: string };
}

/** Names a freshly made set (one `<ms>` for its three files) and opens its preview URLs. */
export function nameMadeSet(made: HeroSet, now: number = Date.now()): PreparedSet {
  return {
    made,
    names: heroSetObjectNames(now, made.posterExtension),
    urls: {
      wide: URL.createObjectURL(made.wide),
      phone: URL.createObjectURL(made.phone),
      poster: URL.createObjectURL(made.poster),
    },
  };
}

/** Frees the preview's memory once the set is no longer shown. */
export function releasePreparedSet(set: PreparedSet): void {
  for (const url of Object.values(set.urls)) URL.revokeObjectURL(url);
}

/**
 * The three files to upload, each with its real type: the phone rendition first (the one most
 * visitors get), the poster last.
 */
export function setFiles({ made, names }: PreparedSet): SetFile[] {
  return [
    { objectName: names.phone, blob: made.phone, contentType: 'video/mp4' },
    { objectName: names.wide, blob: made.wide, contentType: 'video/mp4' },
    {
      objectName: names.poster,
      blob: made.poster,
      contentType: heroVideoSpec.posterTypes[made.posterExtension],
    },
  ];
}

/** The record that makes a stored set live. */
export function recordOf({ made, names }: PreparedSet): HeroRecordInsert {
  return {
    wide_object: names.wide,
    phone_object: names.phone,
    poster_object: names.poster,
    width: made.width,
    height: made.height,
    duration_ms: Math.round(made.durationMs),
    wide_bytes: made.wide.size,
    phone_bytes: made.phone.size,
  };
}
