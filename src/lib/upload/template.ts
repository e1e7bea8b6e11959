import { fillTemplate } from '../../../i18n/fill-template';
import { uploadIt, type UploadKey } from '../../../i18n/upload-it';
import { heroVideoSpec } from '../../data/hero-video';
import { heroVideoUpload, totpDigits, videoFormats } from '../../data/upload';

// Made at first use: the first `Intl` formatter starts ICU, a long task on a phone.
let megabytes: Intl.NumberFormat | undefined;
let dates: Intl.DateTimeFormat | undefined;

/** A size in megabytes (1,000,000 bytes), one decimal: `formatMegabytes(2_345_678)` => '2,3 MB'. */
export function formatMegabytes(bytes: number): string {
  megabytes ??= new Intl.NumberFormat('it', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${megabytes.format(bytes / 1_000_000)} MB`;
}

/** A moment (ISO 8601) as the page writes it: '20 novembre 2026 alle ore 11:00'. */
export const formatDate = (iso: string) =>
  (dates ??= new Intl.DateTimeFormat('it', { dateStyle: 'long', timeStyle: 'short' })).format(
    new Date(iso),
  );

/** Facts any text may name, written only when a text names them. */
const facts = {
  formats: () =>
    new Intl.ListFormat('it', { type: 'disjunction' }).format(
      Object.values(videoFormats).map((format) => format.label),
    ),
  digits: () => totpDigits,
  wideCap: () => formatMegabytes(heroVideoSpec.capBytes.wide),
  phoneCap: () => formatMegabytes(heroVideoSpec.capBytes.phone),
  stallSeconds: () => heroVideoUpload.stallTimeoutMs / 1000,
} satisfies Record<string, () => string | number>;

/**
 * A text of the upload page filled with `values` and the facts it names: how the page reads copy.
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
