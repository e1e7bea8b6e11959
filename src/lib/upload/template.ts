import { fillTemplate } from '../../../i18n/fill-template';
import { uploadIt, type UploadKey } from '../../../i18n/upload-it';
import { heroVideoSpec } from '../../data/hero-video';
import { heroVideoUpload, totpDigits, videoFormats } from '../../data/upload';
import { formatAlternatives, formatMegabytes } from '../format';

/**
 * The facts the page's copy may name, filled in as the public translator fills its own
 * (`fillTemplate`, a value given winning over a fact). Those that need a formatter are getters,
 * read only when a text names them: no `Intl` formatter is made while the card hydrates.
 */
const facts = {
  get formats() {
    return formatAlternatives(Object.values(videoFormats).map((format) => format.label));
  },
  digits: totpDigits,
  get wideCap() {
    return formatMegabytes(heroVideoSpec.capBytes.wide);
  },
  get phoneCap() {
    return formatMegabytes(heroVideoSpec.capBytes.phone);
  },
  stallSeconds: heroVideoUpload.stallTimeoutMs / 1000,
  prepareAttempts: heroVideoSpec.preparing.attempts,
};

/**
 * A text of the upload page, its placeholders filled with `values` and the page's facts: the one
 * way the page reads its copy.
 * @example uploadText('signedInAs', { email: 'a@b.it' }) => 'Accesso come a@b.it'
 * @example uploadText('mfa.code') => 'Codice di 6 cifre'
 */
export function uploadText(
  key: UploadKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(uploadIt[key], values, facts);
}
