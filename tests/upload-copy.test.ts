import { expect, test } from 'vitest';
import { uploadIt } from '../i18n/upload-it';
import { uploadText } from '../src/lib/upload/template';

test('a text names the page’s facts, filled in, and the values given', () => {
  expect(uploadText('mfa.code')).toBe('Codice di 6 cifre');
  expect(uploadText('refusal.notVideo.body')).toBe('Scegli un video MP4, WebM o MOV.');
  expect(uploadText('failure.tooLarge', { name: 'a.mov' })).toContain(
    '«a.mov» superano i limiti del sito (8,4 MB la versione larga, 3,1 MB quella per telefono)',
  );
  expect(uploadText('failure.stalled')).toContain('per 45 secondi');
  expect(uploadText('failure.prepareStalled', { name: 'a.mov' })).toContain(
    '«a.mov» si è bloccata 3 volte',
  );
});

test('the operator reads causes in plain words: no HTTP status, no server text', () => {
  const technical = Object.entries(uploadIt).filter(([, text]) =>
    /\b[45]\d\d\b|\{(code|detail|status)\}|HTTP|Causa:/.test(text),
  );
  expect(technical).toEqual([]);
});
