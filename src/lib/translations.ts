import { useTranslations, type Translate, type TranslationValues } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { copyFacts } from '../data/copy-facts';
import { pickleballSurface } from '../data/courts';
import { fees } from '../data/prices';
import { formatDurationInWords } from './duration';
import { formatArea, formatEuro } from './format';

/**
 * The facts every string may name, as that language writes them: the plain ones from
 * `copyFacts`, plus those that need a language's formatting.
 */
export function copyFactsFor(locale: Locale): TranslationValues {
  const { lengthMeters, widthMeters } = pickleballSurface;
  return {
    ...copyFacts,
    pickleballSurface: formatArea(lengthMeters, widthMeters, locale),
    appFee: formatEuro(fees.bookingApp.amount, locale),
    appFeePeriod: formatDurationInWords(fees.bookingApp.everyMonths, 'month', locale),
  };
}

/**
 * The translation function of one language with the centre's facts filled in: what pages,
 * images and tests use. Resolve it once per page and pass it down.
 * @example translationsFor('en')('header.homeAccessibleLabel') => 'Lago Padel Club, home page'
 */
export function translationsFor(locale: Locale): Translate {
  return useTranslations(locale, copyFactsFor(locale));
}
