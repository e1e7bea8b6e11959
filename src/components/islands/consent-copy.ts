import { useEffect, useState } from 'react';
import type { ConsentKey } from '../../../i18n/consent/it';
import type { Locale } from '../../../i18n/locales';

/** The consent banner's strings in one language. */
export type ConsentCopy = Record<ConsentKey, string>;

/** One small chunk per language, fetched only when the banner opens. */
const loaders: Record<Locale, () => Promise<ConsentCopy>> = {
  it: () => import('../../../i18n/consent/it').then((module) => module.consentIt),
  en: () => import('../../../i18n/consent/en').then((module) => module.consentEn),
  de: () => import('../../../i18n/consent/de').then((module) => module.consentDe),
};

/**
 * The banner's copy in `locale`, loaded once `needed` turns true; null until it has arrived.
 * A visitor who has already chosen never downloads it.
 */
export function useConsentCopy(locale: Locale, needed: boolean): ConsentCopy | null {
  const [copy, setCopy] = useState<ConsentCopy | null>(null);
  useEffect(() => {
    if (!needed || copy) return;
    let current = true;
    void loaders[locale]().then((loaded) => {
      if (current) setCopy(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, needed, copy]);
  return copy;
}
