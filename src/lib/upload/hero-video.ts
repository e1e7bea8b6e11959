import { heroVideoUpload, videoFormats, type VideoExtension } from '../../data/upload';

/** The parts of a `File` the checks below read (a plain object in unit tests). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why a chosen file is refused before anything is sent. */
export type VideoFileProblem = 'notVideo' | 'empty' | 'tooLarge';

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
 * Checks a chosen file before any request: an MP4, WebM or MOV by both its extension and its
 * declared type (the pair the storage policy requires), 1 byte to `maxBytes`.
 * @example validateVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 1 }, 100) => null
 * @example validateVideoFile({ name: 'a.html', type: 'video/mp4', size: 1 }, 100) => 'notVideo'
 */
export function validateVideoFile(file: FileFacts, maxBytes: number): VideoFileProblem | null {
  const extension = videoExtension(file.name);
  if (extension === null || file.type.toLowerCase() !== videoFormats[extension].type)
    return 'notVideo';
  if (file.size < 1) return 'empty';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/**
 * The storage object name for a hero video that passed `validateVideoFile`: never the same twice
 * in a millisecond, and matching the storage policy's `^hero-video-[0-9]{13}\.(mp4|webm|mov)$`.
 * @example heroVideoObjectName('Lago.MP4', 1700000000000) => 'hero-video-1700000000000.mp4'
 */
export function heroVideoObjectName(fileName: string, now: number = Date.now()): string {
  const extension = videoExtension(fileName);
  if (extension === null) throw new Error(`Not an accepted video file name: ${fileName}`);
  return `${heroVideoUpload.objectNamePrefix}${now}.${extension}`;
}

/**
 * The public URL of a stored object, as Supabase Storage serves a public bucket.
 * @example publicObjectUrl('https://x.supabase.co', 'hero-video-1700000000000.mp4')
 *   => 'https://x.supabase.co/storage/v1/object/public/videos/hero-video-1700000000000.mp4'
 */
export function publicObjectUrl(supabaseUrl: string, objectName: string): string {
  return `${supabaseUrl}/storage/v1/object/public/${heroVideoUpload.bucket}/${objectName}`;
}

/**
 * The whole percentage shown while the file is being sent. It stops at 99: the upload is only
 * done when the storage server has answered, and then the page shows 100.
 * @example uploadPercent(512, 1024) => 50
 * @example uploadPercent(1024, 1024) => 99
 */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(99, Math.floor((loaded / total) * 100)));
}

/**
 * A size as the page writes it.
 * @example formatMegabytes(100) => '100MB'
 */
export function formatMegabytes(megabytes: number): string {
  return `${megabytes}MB`;
}
