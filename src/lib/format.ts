import { intlLocales, type Locale } from '../../i18n/locales';

/**
 * An amount in euros as people read it in that language.
 * @example formatEuro(36, 'it') => '36,00 €'
 * @example formatEuro(13.5, 'en') => '€13.50'
 */
export function formatEuro(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'currency', currency: 'EUR' }).format(
    amount,
  );
}

/**
 * A whole percentage in that language.
 * @example formatPercent(50, 'de') => '50 %'
 */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: 'percent' }).format(percent / 100);
}

/** A postal address as the site's data holds it (see `site.address`). */
export interface PostalAddress {
  street: string;
  postalCode: string;
  locality: string;
  region: string;
}

/**
 * An Italian postal address as two display lines: the street, then postcode, town and province.
 * @example formatAddressLines({ street: 'Via Roma 5', postalCode: '20121', locality: 'Milano', region: 'MI' }) => ['Via Roma 5', '20121 Milano (MI)']
 */
export function formatAddressLines(address: PostalAddress): [street: string, town: string] {
  const { street, postalCode, locality, region } = address;
  return [street, `${postalCode} ${locality} (${region})`];
}
