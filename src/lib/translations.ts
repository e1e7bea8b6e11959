import { dictionaries, translate, type Translate, type TranslationValues } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { padelCourts, pickleballSurface } from '../data/courts';
import { fees, playersPerCourt } from '../data/prices';
import { site } from '../data/site';
import { formatArea, formatDurationInWords, formatEuro } from './format';

/**
 * The facts any string may name, by placeholder, as that language writes them: the translator
 * fills `{club}`, `{padelCourts}` and the others into every string, so renaming the centre or
 * adding a court is an edit to the data, never to the copy in three languages.
 */
function copyFactsFor(locale: Locale): TranslationValues {
  const { lengthMeters, widthMeters } = pickleballSurface;
  return {
    club: site.name,
    padelCourts: padelCourts.length,
    /** Players on a padel court, and so in the largest lesson group. */
    players: playersPerCourt,
    pickleballSurface: formatArea(lengthMeters, widthMeters, locale),
    appFee: formatEuro(fees.bookingApp.amount, locale),
    appFeePeriod: formatDurationInWords(fees.bookingApp.everyMonths, 'month', locale),
  };
}

/**
 * The translator of one language, the centre's facts filled in: what the middleware puts in
 * `Astro.locals.t` for every page, and what images and tests use. A value passed to it wins over
 * a fact.
 * @example translatorFor('en')('header.homeAccessibleLabel') => 'Lago Padel Club, home page'
 */
export function translatorFor(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  const facts = copyFactsFor(locale);
  return (key, values) => translate(dictionary, key, values, facts);
}
