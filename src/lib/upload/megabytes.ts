import { onFirstUse } from './on-first-use';

const megabytes = onFirstUse(
  () => new Intl.NumberFormat('it', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/**
 * A file's size as the page writes it, in megabytes (1,000,000 bytes), one decimal.
 * @example formatMegabytes(2_345_678) => '2,3 MB'
 */
export function formatMegabytes(bytes: number): string {
  return `${megabytes().format(bytes / 1_000_000)} MB`;
}
