import { videoFormats, type VideoExtension } from '../../data/upload';

/*
 * The operator's source video, checked before anything is done with it: by its name and
 * declared type, by its size, then by its first bytes, so that a page or a picture renamed
 * `.mp4` is named for what it is instead of failing later in the transcoder.
 */

/** The parts of a `File` the name checks read (a plain object in unit tests). */
interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why a chosen file is refused before anything is done with it. */
export type SourceFileProblem = 'notVideo' | 'empty' | 'notVideoContent';

/**
 * The accepted extension of a file name, lower-cased, or null for any other.
 * @example videoExtension('Clip.MOV') => 'mov'
 * @example videoExtension('clip.html') => null
 */
export function videoExtension(name: string): VideoExtension | null {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return Object.hasOwn(videoFormats, extension) ? (extension as VideoExtension) : null;
}

/**
 * Checks a chosen file by its name, declared type and size: an MP4, WebM or MOV by both its
 * extension and its type (a browser that declares none is taken at its extension), not empty.
 * @example checkFileFacts({ name: 'a.mp4', type: 'video/mp4', size: 1 }) => null
 * @example checkFileFacts({ name: 'a.html', type: 'video/mp4', size: 1 }) => 'notVideo'
 */
export function checkFileFacts(file: FileFacts): SourceFileProblem | null {
  const extension = videoExtension(file.name);
  const type = file.type.toLowerCase();
  if (extension === null || (type !== '' && type !== videoFormats[extension].type)) {
    return 'notVideo';
  }
  if (file.size < 1) return 'empty';
  return null;
}

/** How many leading bytes `sniffVideoContainer` reads. */
const sniffBytes = 12;

/**
 * The container a file's first bytes announce: an ISO media file (MP4, MOV: a box of type
 * `ftyp` at byte 4) or Matroska/WebM (the EBML magic `1A 45 DF A3`); null for anything else.
 * @example sniffVideoContainer(new Uint8Array([0, 0, 0, 32, 0x66, 0x74, 0x79, 0x70])) => 'isoMedia'
 * @example sniffVideoContainer(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])) => 'ebml'
 */
export function sniffVideoContainer(head: Uint8Array): 'isoMedia' | 'ebml' | null {
  const at = (offset: number, bytes: number[]) =>
    bytes.every((byte, index) => head[offset + index] === byte);
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return 'isoMedia';
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) return 'ebml';
  return null;
}

/** The container each accepted extension must announce. */
const containerOf: Record<VideoExtension, 'isoMedia' | 'ebml'> = {
  mp4: 'isoMedia',
  mov: 'isoMedia',
  webm: 'ebml',
};

/**
 * Every check of a chosen file, the first bytes included (read from the file, nothing sent).
 * Resolves with the first problem found, or null for a file the transcoder may try.
 */
export async function checkSourceFile(file: File): Promise<SourceFileProblem | null> {
  const problem = checkFileFacts(file);
  if (problem !== null) return problem;
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const extension = videoExtension(file.name) as VideoExtension;
  return sniffVideoContainer(head) === containerOf[extension] ? null : 'notVideoContent';
}
