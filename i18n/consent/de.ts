import type { ConsentKey } from './it';

/** The consent banner's copy in German (see ./it.ts). */
export const consentDe = {
  'consent.title': 'Ihre Privatsphäre',
  'consent.body': 'Mit Ihrer Einwilligung nutzen wir Google Analytics und externe Inhalte.',
  'consent.bodyMore': 'Sonst nur notwendige Cookies. Sie können Ihre Wahl jederzeit ändern.',
  'consent.acceptAll': 'Alle akzeptieren',
  'consent.rejectAll': 'Alle ablehnen',
  'consent.customize': 'Anpassen',
  'consent.save': 'Auswahl speichern',
  'consent.closeAccessibleLabel': 'Schließen und optionale Cookies ablehnen',
  'consent.categoriesAccessibleLabel': 'Kategorien',
  'consent.necessaryTitle': 'Technisch notwendig',
  'consent.necessaryText': 'Diese Cookies speichern Ihre Wahl. Immer aktiv.',
  'consent.analyticsTitle': 'Statistik',
  'consent.analyticsText':
    'Google Analytics zeigt uns, welche Seiten nützlich sind. Keine Werbung.',
  'consent.mediaTitle': 'Externe Inhalte',
  'consent.mediaText': 'Die OpenStreetMap-Karte und der Instagram-Beitrag.',
  'consent.videoHost':
    'Das Video der Startseite liefert {provider}, der Speicheranbieter, der es in unserem Auftrag speichert: Wie beim Hosting der Website ist dafür keine Einwilligung nötig.',
} satisfies Record<ConsentKey, string>;
