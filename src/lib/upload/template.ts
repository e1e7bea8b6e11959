import { uploadIt, type UploadKey } from '../../../i18n/upload-it';
import { totpDigits, videoFormats } from '../../data/upload';
import { onFirstUse } from './on-first-use';

/**
 * Fills `{name}` placeholders. The values go in through a function replacer, so a file name,
 * an e-mail or a server message that contains `$&`, `` $` `` or `$'` is written as it is
 * instead of being expanded by `String.prototype.replace`. Unknown placeholders stay as written.
 * @example fillTemplate('Accedi per caricare «{name}»', { name: 'a$&b.mp4' }) => 'Accedi per caricare «a$&b.mp4»'
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * Facts any text of the upload page may name: the accepted formats, a code's digits. Each is
 * written when a text names it, not at load (on-first-use.ts says why).
 */
const uploadFacts = {
  formats: onFirstUse(() =>
    new Intl.ListFormat('it', { type: 'disjunction' }).format(
      Object.values(videoFormats).map((format) => format.label),
    ),
  ),
  digits: () => totpDigits,
} as const satisfies Record<string, () => string | number>;

/**
 * A text of the upload page with its placeholders filled, the page's facts included.
 * @example uploadText('signedInAs', { email: 'a@b.it' }) => 'Accesso come a@b.it'
 * @example uploadText('mfa.code') => 'Codice di 6 cifre'
 */
export function uploadText(
  key: UploadKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = uploadIt[key];
  const facts = Object.entries(uploadFacts)
    .filter(([name]) => template.includes(`{${name}}`))
    .map(([name, fact]) => [name, fact()] as const);
  return fillTemplate(template, { ...Object.fromEntries(facts), ...values });
}
