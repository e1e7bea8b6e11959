import { fillTemplate } from '../../../i18n/fill-template';
import { uploadIt, type UploadKey } from '../../../i18n/upload-it';
import { totpDigits, videoFormats } from '../../data/upload';
import { onFirstUse } from './on-first-use';

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
