/**
 * Consent Mode v2 defaults: every signal denied until the visitor chooses (lib/consent.ts
 * sends the update). Security storage is strictly necessary and needs no consent.
 */
const consentDefaults = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
};

/**
 * The first script of every page: a gtag stub that queues into dataLayer (gtag.js only reads
 * real Arguments objects, hence `arguments`) and the consent defaults. It is inline so that it
 * runs before anything else (early.ts). A classic script: its top-level function is
 * `window.gtag`, as in Google's own snippet.
 */
export const analyticsStubScript =
  'window.dataLayer=window.dataLayer||[];' +
  'function gtag(){dataLayer.push(arguments)}' +
  `gtag('consent','default',${JSON.stringify(consentDefaults)});`;
