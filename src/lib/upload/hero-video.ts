import { heroVideoUpload, maxVideoBytes } from '../../data/upload';

/** The parts of a `File` the checks below read (a plain object in unit tests). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** Why a chosen file is refused before anything is sent. */
export type VideoFileProblem = 'notVideo' | 'tooLarge';

/**
 * Checks a chosen file: a `video/*` type, at most `maxBytes` (100 * 1024 * 1024) bytes.
 * @example validateVideoFile({ name: 'a.mp4', type: 'video/mp4', size: 1 }) => null
 * @example validateVideoFile({ name: 'a.txt', type: 'text/plain', size: 1 }) => 'notVideo'
 */
export function validateVideoFile(
  file: FileFacts,
  maxBytes: number = maxVideoBytes,
): VideoFileProblem | null {
  if (!file.type.startsWith('video/')) return 'notVideo';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/** Extensions the storage policy accepts: `[A-Za-z0-9]{1,8}` (see the migration). */
const safeExtension = /^[a-z0-9]{1,8}$/;

/** Extensions for video types whose subtype is not the usual file extension. */
const extensionByMimeType: Readonly<Record<string, string>> = {
  'video/quicktime': 'mov',
  'video/x-matroska': 'mkv',
  'video/x-msvideo': 'avi',
  'video/x-ms-wmv': 'wmv',
  'video/x-flv': 'flv',
  'video/ogg': 'ogv',
  'video/3gpp': '3gp',
  'video/3gpp2': '3g2',
  'video/mp2t': 'ts',
  'video/x-m4v': 'm4v',
};

/**
 * The extension of a file: from its name, lower-cased; from its MIME type when the name has
 * none (or one the storage policy would refuse).
 * @example videoExtension({ name: 'Clip.MOV', type: 'video/quicktime' }) => 'mov'
 * @example videoExtension({ name: 'clip', type: 'video/quicktime' }) => 'mov'
 * @example videoExtension({ name: 'clip', type: 'video/mp4' }) => 'mp4'
 */
export function videoExtension(file: Pick<FileFacts, 'name' | 'type'>): string {
  const dot = file.name.lastIndexOf('.');
  const fromName = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (safeExtension.test(fromName)) return fromName;

  const mimeType = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  const known = extensionByMimeType[mimeType];
  if (known) return known;
  const subtype = (mimeType.split('/')[1] ?? '').replace(/^x-/, '').replace(/[^a-z0-9]/g, '');
  return subtype.slice(0, 8) || 'video';
}

/**
 * The storage object name for an uploaded hero video: never the same twice in a millisecond,
 * and matching the storage policy's `^hero-video-[0-9]{13}\.[A-Za-z0-9]{1,8}$`.
 * @example heroVideoObjectName({ name: 'Lago.MP4', type: 'video/mp4' }, 1700000000000)
 *   => 'hero-video-1700000000000.mp4'
 */
export function heroVideoObjectName(
  file: Pick<FileFacts, 'name' | 'type'>,
  now: number = Date.now(),
): string {
  return `${heroVideoUpload.objectNamePrefix}${now}.${videoExtension(file)}`;
}

/**
 * The whole percentage shown while the body is being sent. It stops at 99: the upload is only
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
