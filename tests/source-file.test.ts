import { expect, test } from 'vitest';
import { checkSourceFile } from '../src/lib/upload/source-file';

// An empty file, as the page names it: e2e/upload.spec.ts.

/** The first bytes of real files of each kind. */
const heads = {
  mp4: [0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d],
  mov: [0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x71, 0x74, 0x20, 0x20],
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81],
  html: [...new TextEncoder().encode('<!doctype ht')],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  // "ftyp" at the start instead of byte 4 is not an ISO media file.
  shiftedFtyp: [0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0, 0, 0, 0, 0],
  short: [0x1a, 0x45],
};

test.each([
  ['mp4', 'lago.mp4', 'video/mp4', null],
  ['mov', 'LAGO.MOV', 'video/quicktime', null],
  ['webm', 'lago.webm', 'video/webm', null],
  // A browser that declares no type is taken at the extension.
  ['mp4', 'lago.mp4', '', null],
  ['mp4', 'lago.html', 'video/mp4', 'notVideo'],
  ['mp4', 'lago.mp4', 'text/html', 'notVideo'],
  ['mov', 'lago.mov', 'video/mp4', 'notVideo'],
  ['mp4', 'mp4', 'video/mp4', 'notVideo'],
  ['mp4', '.mp4', 'video/mp4', 'notVideo'],
  ['mp4', 'lago.mkv', 'video/x-matroska', 'notVideo'],
  ['html', 'lago.mp4', 'video/mp4', 'notVideoContent'],
  ['png', 'lago.mov', 'video/quicktime', 'notVideoContent'],
  ['shiftedFtyp', 'lago.mp4', 'video/mp4', 'notVideoContent'],
  ['short', 'lago.webm', 'video/webm', 'notVideoContent'],
  // A WebM named .mp4 would be typed wrongly for what it is.
  ['webm', 'lago.mp4', 'video/mp4', 'notVideoContent'],
  ['mp4', 'lago.webm', 'video/webm', 'notVideoContent'],
] as const)('%s bytes as %s (%s) => %s', async (head, name, type, expected) => {
  const file = new File([new Uint8Array(heads[head])], name, { type });
  expect(await checkSourceFile(file)).toBe(expected);
});
