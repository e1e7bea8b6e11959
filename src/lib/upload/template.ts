import { fillTemplate } from '../../../i18n/fill-template';
import { uploadIt, type UploadKey } from '../../../i18n/upload-it';
import { heroVideoSpec } from '../../data/hero-video';
import { heroVideoUpload, totpDigits, videoFormats } from '../../data/upload';

/**
 * A value made when first asked for. The page's `Intl` formatters are made so: a page's first
 * starts ICU (about 15 ms, a long task on a phone), and none may be built while the card hydrates.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const megabytes = onFirstUse(
  () => new Intl.NumberFormat('it', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const dates = onFirstUse(
  () => new Intl.DateTimeFormat('it', { dateStyle: 'long', timeStyle: 'short' }),
);

/**
 * A size as the page writes it, in megabytes (1,000,000 bytes), one decimal.
 * @example formatMegabytes(2_345_678) => '2,3 MB'
 */
export const formatMegabytes = (bytes: number) => `${megabytes().format(bytes / 1_000_000)} MB`;

/** A moment (ISO 8601) as the page writes it: '20 novembre 2026 alle ore 11:00'. */
export const formatDate = (iso: string) => dates().format(new Date(iso));

/** Facts any text may name, written only when a text names them. */
const facts = {
  formats: onFirstUse(() =>
    new Intl.ListFormat('it', { type: 'disjunction' }).format(
      Object.values(videoFormats).map((format) => format.label),
    ),
  ),
  digits: () => totpDigits,
  wideCap: () => formatMegabytes(heroVideoSpec.capBytes.wide),
  phoneCap: () => formatMegabytes(heroVideoSpec.capBytes.phone),
  stallSeconds: () => heroVideoUpload.stallTimeoutMs / 1000,
} satisfies Record<string, () => string | number>;

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
  const template = uploadIt[key];
  const named = Object.entries(facts)
    .filter(([name]) => template.includes(`{${name}}`))
    .map(([name, fact]) => [name, fact()]);
  return fillTemplate(template, { ...Object.fromEntries(named), ...values });
}
