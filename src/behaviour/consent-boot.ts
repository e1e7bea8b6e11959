import { applyConsent, consentChangeEvent, readConsent, type StoredConsent } from '../lib/consent';

/**
 * Web Vitals are analytics events: a module of their own, requested only with analytics
 * consent, and only where analytics is configured (without a measurement id nothing reads them).
 */
function measureWebVitals({ analytics }: StoredConsent) {
  if (!analytics || !import.meta.env.PUBLIC_GA_MEASUREMENT_ID) return;
  import('./web-vitals').catch(() => console.warn('Web Vitals could not be loaded.'));
}

/**
 * Re-applies a stored choice (consent update and, if accepted, the analytics library), and
 * measures real visitors' Web Vitals once analytics is accepted, now or later in the banner.
 */
export function reapplyConsent(): void {
  const stored = readConsent();
  if (stored) {
    applyConsent(stored);
    measureWebVitals(stored);
  }
  window.addEventListener(consentChangeEvent, (event) =>
    measureWebVitals((event as CustomEvent<StoredConsent>).detail),
  );
}
