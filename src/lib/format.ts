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
