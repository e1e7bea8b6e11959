/** The analytics events the site sends (specification, section 7). */
const analyticsEvents = [
  'start_booking',
  'discover_courts',
  'ios_download',
  'android_download',
  'whatsapp_click',
  'directions_click',
  'instagram_click',
  'facebook_click',
  'view_calendar',
  'radical_app_click',
  'radical_ios_click',
  'whatsapp_booking',
  'join_membership',
  'form_submit',
  'page_view',
] as const;

/**
 * Google Analytics 4 (gtag.js) hosts, used only after the visitor accepts analytics: the consent
 * code loads the library from `script`, the security policy allows all of them.
 */
export const analyticsOrigins = {
  script: 'https://www.googletagmanager.com',
  collect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

/**
 * Real visitors' Web Vitals (`src/behaviour/web-vitals.ts`), each sent as an event named after its
 * metric, as the `web-vitals` library's own GA4 example does (docs/field-data.md).
 */
export const webVitalEvents = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

export type AnalyticsEvent = (typeof analyticsEvents)[number] | (typeof webVitalEvents)[number];

export type AnalyticsParams = Record<string, string | number | boolean>;

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  }
}

/** True for a string that names one of the site's analytics events. */
export function isAnalyticsEvent(name: string | undefined): name is AnalyticsEvent {
  return (analyticsEvents as readonly string[]).includes(name ?? '');
}

/**
 * Sends an event through `gtag`. The head of every page defines a `gtag` stub that queues into
 * `dataLayer` (with every consent signal denied until the visitor chooses), so this never throws
 * and never waits, whether or not the analytics library is loaded.
 */
export function track(name: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (typeof window.gtag === 'function') window.gtag('event', name, params);
}
