import { consentStorageKey, type ConsentChoice } from '../src/lib/consent';

/** A returning visitor who rejected everything: the banner covers nothing the test taps. */
export const declinedAll: ConsentChoice = { analytics: false, media: false };

/** A returning visitor who accepted everything. */
export const acceptedAll: ConsentChoice = { analytics: true, media: true };

/** The argument of `storeConsent` for a choice stored now, or for none (`null`: a first visit). */
export function consentPreset(choice: ConsentChoice | null): readonly [string, string | null] {
  return [consentStorageKey, choice && JSON.stringify({ ...choice, savedAt: Date.now() })];
}

/** In the page: stores the preset's choice, or removes any; not in frames, where init scripts run too. */
export function storeConsent([key, value]: readonly [string, string | null]): void {
  if (window !== window.top) return;
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
}

/** In the page: the stored choice without its timestamp, or null. */
export function readStoredChoice(key: string): ConsentChoice | null {
  const raw = window.localStorage.getItem(key);
  if (!raw) return null;
  const { analytics, media } = JSON.parse(raw) as ConsentChoice;
  return { analytics, media };
}
