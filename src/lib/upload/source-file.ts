import { videoFormats } from '../../data/upload';

/** Why a chosen file is refused before anything is done with it. */
export type SourceFileProblem = 'notVideo' | 'empty' | 'notVideoContent';

/** The operator's file is a video by its extension, declared type (if any) and first bytes. */
export async function checkSourceFile(file: File): Promise<SourceFileProblem | null> {
  const dot = file.name.lastIndexOf('.');
  const extension = file.name.slice(dot + 1).toLowerCase();
  if (dot < 1 || !Object.hasOwn(videoFormats, extension)) return 'notVideo';
  const { type, signature } = videoFormats[extension as keyof typeof videoFormats];
  if (file.type !== '' && file.type.toLowerCase() !== type) return 'notVideo';
  if (file.size < 1) return 'empty';
  const { at, bytes } = signature;
  const head = new Uint8Array(await file.slice(at, at + bytes.length).arrayBuffer());
  return bytes.every((byte, index) => head[index] === byte) ? null : 'notVideoContent';
}
