import { analyticsOrigins } from './analytics';

/**
 * The visitor's privacy choice (docs/decisions.md, Garante cookie guidelines of June 2021): analytics
 * and external media are off until the visitor accepts them; the choice is kept for six months.
 */

export interface ConsentChoice {
  /** Google Analytics in "basic" Consent Mode: gtag.js is requested only when true. */
  analytics: boolean;
  /** Third-party embeds: the map and the Instagram post. */
  media: boolean;
}

export interface StoredConsent extends ConsentChoice {
  /** When the choice was made, ms since the epoch. */
  savedAt: number;
}

export const consentStorageKey = 'lpc-consent-v1';

/** Six months, after which the visitor is asked again. */
const consentMaxAgeMs = 183 * 24 * 60 * 60 * 1000;

/** Dispatched on `window` with the new `StoredConsent` as `detail` after every choice. */
export const consentChangeEvent = 'lpc:consent-change';

/** The stored choice, or null when there is none, it is unreadable or older than six months. */
export function readConsent(now = Date.now()): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    if (typeof parsed.analytics !== 'boolean' || typeof parsed.media !== 'boolean') return null;
    if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > consentMaxAgeMs) return null;
    return { analytics: parsed.analytics, media: parsed.media, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

/** Consent Mode v2 signals for a choice; advertising signals are always denied (no ads). */
function consentSignals(choice: ConsentChoice) {
  return {
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  } as const;
}

/** Requests gtag.js once, and only when a measurement id is configured. */
function loadAnalyticsLibrary(measurementId: string | undefined) {
  if (!measurementId || document.querySelector('script[data-analytics-library]')) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${analyticsOrigins.script}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.analyticsLibrary = '';
  script.addEventListener('error', () =>
    console.warn('Analytics library could not be loaded (blocked or offline).'),
  );
  document.head.append(script);
  window.gtag('js', new Date());
  window.gtag('config', measurementId);
}

/** Tells gtag the choice and, when analytics is accepted, loads the analytics library. */
export function applyConsent(choice: ConsentChoice): void {
  window.gtag('consent', 'update', consentSignals(choice));
  if (choice.analytics) loadAnalyticsLibrary(import.meta.env.PUBLIC_GA_MEASUREMENT_ID);
}

/** Records a choice, applies it and tells the page (banner, embeds) about it. */
export function saveConsent(choice: ConsentChoice, now = Date.now()): StoredConsent {
  const stored: StoredConsent = { analytics: choice.analytics, media: choice.media, savedAt: now };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(stored));
  } catch {
    // Storage can be disabled (private mode): the choice still holds for this page.
  }
  applyConsent(stored);
  window.dispatchEvent(new CustomEvent<StoredConsent>(consentChangeEvent, { detail: stored }));
  return stored;
}

/** Accepts external media only, keeping the analytics choice (an embed's "load" button). */
export function acceptExternalMedia(): StoredConsent {
  return saveConsent({ analytics: readConsent()?.analytics ?? false, media: true });
}
