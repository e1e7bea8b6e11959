/**
 * The consent banner's copy in Italian, the source of its keys. It lives apart from the page
 * dictionaries because the banner loads it itself, in the visitor's language, when it opens: the
 * strings never travel in the HTML of every page. The page dictionaries include it, so the keys
 * are checked like every other key.
 */
export const consentIt = {
  'consent.title': 'La tua privacy',
  'consent.body': 'Con il tuo consenso usiamo Google Analytics e contenuti esterni.',
  'consent.bodyMore': 'Altrimenti solo cookie tecnici. Puoi cambiare idea quando vuoi.',
  'consent.acceptAll': 'Accetta tutto',
  'consent.rejectAll': 'Rifiuta tutto',
  'consent.customize': 'Personalizza',
  'consent.save': 'Salva le scelte',
  'consent.closeAccessibleLabel': 'Chiudi e rifiuta i cookie facoltativi',
  'consent.categoriesAccessibleLabel': 'Categorie',
  'consent.necessaryTitle': 'Tecnici',
  'consent.necessaryText': 'Ricordano la tua scelta. Sempre attivi.',
  'consent.analyticsTitle': 'Statistiche',
  'consent.analyticsText': 'Google Analytics ci dice quali pagine sono utili. Nessuna pubblicità.',
  'consent.mediaTitle': 'Contenuti esterni',
  'consent.mediaText': 'La mappa di OpenStreetMap e il post di Instagram.',
  'consent.videoHost':
    'Il video della home è ospitato da {provider}, il fornitore di archiviazione che lo conserva per nostro conto: come per l’hosting del sito, non serve il tuo consenso.',
};

/** A key of the consent banner's copy. */
export type ConsentKey = keyof typeof consentIt;
