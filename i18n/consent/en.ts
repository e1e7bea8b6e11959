import type { ConsentKey } from './it';

/** The consent banner's copy in English (see ./it.ts). */
export const consentEn = {
  'consent.title': 'Your privacy',
  'consent.body': 'With your consent we use Google Analytics and external content.',
  'consent.bodyMore':
    'Otherwise only strictly necessary cookies. You can change your mind at any time.',
  'consent.acceptAll': 'Accept all',
  'consent.rejectAll': 'Reject all',
  'consent.customize': 'Customise',
  'consent.save': 'Save choices',
  'consent.closeAccessibleLabel': 'Close and reject optional cookies',
  'consent.categoriesAccessibleLabel': 'Categories',
  'consent.necessaryTitle': 'Strictly necessary',
  'consent.necessaryText': 'They remember your choice. Always on.',
  'consent.analyticsTitle': 'Statistics',
  'consent.analyticsText': 'Google Analytics tells us which pages are useful. No advertising.',
  'consent.mediaTitle': 'External content',
  'consent.mediaText': 'The OpenStreetMap map and the Instagram post.',
  'consent.videoHost':
    'The home page video is served by {provider}, the storage provider that keeps it on our behalf: like the site’s hosting, it needs no consent.',
} satisfies Record<ConsentKey, string>;
