import type { Translate } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { courtRental } from '../data/prices';
import { formatTime } from './format';

/** The hours the court prices hold, one sentence for the booking page and the structured data. */
export function courtPricesValidity(t: Translate, locale: Locale): string {
  return t('booking.validity', {
    from: formatTime(courtRental.validFrom, locale),
    until: formatTime(courtRental.validUntil, locale),
  });
}
