/**
 * Italian: the source of every key. English and German must have exactly these keys
 * (`satisfies Record<UiKey, string>` in their files, and a unit test).
 * Placeholders in braces, like {year}, are filled in by `t(key, { year })`.
 */
export const it = {
  'site.tagline': 'Padel e pickleball al coperto, sul lago',
  'site.location': 'Sulle rive del lago, nel nord Italia',

  'layout.skipToContent': 'Vai al contenuto',
  'common.opensInNewTab': '(si apre in una nuova scheda)',

  'nav.home': 'Home',
  'nav.booking': 'Prenota',
  'nav.lessons': 'Lezioni',
  'nav.courts': 'Campi',
  'nav.membership': 'Soci',
  'nav.gallery': 'Gallery',
  'nav.contacts': 'Contatti',

  'header.homeAccessibleLabel': 'Lago Padel Club, pagina iniziale',
  'header.navAccessibleLabel': 'Principale',
  'header.menuOpenAccessibleLabel': 'Apri il menu',
  'header.menuCloseAccessibleLabel': 'Chiudi il menu',
  'header.languageAccessibleLabel': 'Lingua',
  'header.bookNow': 'Prenota ora',
  'header.bookNowAccessibleLabel': 'Prenota ora: chiama il {phone}',

  'chat.buttonAccessibleLabel': 'Scrivici in chat su WhatsApp (si apre in una nuova scheda)',

  'hours.heading': 'Orari di apertura',
  'hours.weekdays': 'Lunedì - Venerdì',
  'hours.saturday': 'Sabato',
  'hours.sunday': 'Domenica',
  'hours.range': '{opens} - {closes}',

  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',

  'footer.description':
    'Quattro campi da padel al coperto e riscaldati, un campo da pickleball, bar, spogliatoi con docce e parcheggio gratuito.',
  'footer.navHeading': 'Esplora',
  'footer.contactsHeading': 'Contatti',
  'footer.followHeading': 'Seguici',
  'footer.phoneLabel': 'Telefono e chat',
  'footer.emailLabel': 'E-mail',
  'footer.addressLabel': 'Indirizzo',
  'footer.freeParking': 'Parcheggio gratuito',
  'footer.copyright': '© {year} {name} · Tutti i diritti riservati',
  'footer.vat': 'P. IVA {vat}',
  'footer.credit': 'Sito realizzato da {name}',
  'footer.privacyPolicy': 'Privacy policy',
  'footer.cookiePolicy': 'Cookie policy',
  'footer.legalAccessibleLabel': 'Informazioni legali',

  'home.metaTitle': 'Padel e pickleball al coperto sul lago',
  'home.metaDescription':
    'Quattro campi da padel riscaldati, un campo da pickleball, lezioni con istruttori qualificati e bar. Prenota online, in app o in chat.',
  'home.title': 'Il tuo campo da padel sul lago',
  'home.intro':
    'Quattro campi da padel al coperto e riscaldati e un campo da pickleball, aperti tutto l’anno.',

  'booking.metaTitle': 'Prenota un campo',
  'booking.metaDescription':
    'Prenota un campo da padel o pickleball: calendario online, app di prenotazione o chat. Orari, prezzi e regole di cancellazione.',
  'booking.title': 'Prenota il tuo campo',
  'booking.intro':
    'Scegli giorno e ora nel calendario, prenota con l’app o scrivici in chat: ti confermiamo subito.',

  'lessons.metaTitle': 'Lezioni di padel',
  'lessons.metaDescription':
    'Lezioni di padel individuali e di gruppo con istruttori qualificati, per tutti i livelli. Prezzi diurni e serali e pacchetti.',
  'lessons.title': 'Lezioni di padel',
  'lessons.intro':
    'Istruttori qualificati, un metodo su misura e orari flessibili, dal primo colpo al torneo.',

  'courts.metaTitle': 'I nostri campi',
  'courts.metaDescription':
    'Quattro campi da padel al coperto e riscaldati e un campo da pickleball professionale da 20 m x 13 m.',
  'courts.title': 'I nostri campi',
  'courts.intro':
    'Quattro campi da padel al coperto e riscaldati, illuminazione uniforme e un campo dedicato al pickleball.',

  'membership.metaTitle': 'Diventa socio',
  'membership.metaDescription':
    'Tessera annuale con assicurazione inclusa, tariffe riservate ai soci e le iniziative del club.',
  'membership.title': 'Diventa socio',
  'membership.intro':
    'Con la tessera annuale giochi a tariffe riservate, sei assicurato e partecipi alla vita del club.',

  'gallery.metaTitle': 'Gallery',
  'gallery.metaDescription': 'Foto dei campi, del bar e degli eventi del Lago Padel Club.',
  'gallery.title': 'Gallery',
  'gallery.intro': 'Uno sguardo ai campi, al bar e alle serate del club.',

  'contacts.metaTitle': 'Contatti e come arrivare',
  'contacts.metaDescription':
    'Telefono, chat, e-mail, indirizzo e orari del Lago Padel Club. Parcheggio gratuito.',
  'contacts.title': 'Contatti',
  'contacts.intro': 'Scrivici, chiamaci o passa a trovarci: il parcheggio è gratuito.',

  'upload.metaTitle': 'Upload Video Hero',
  'upload.metaDescription':
    'Pagina riservata: carica il video che sostituisce quello della home page.',
  'upload.title': 'Upload Video Hero',
  'upload.intro': 'Carica un video di circa 90MB che sostituirà il video hero della home page.',

  'notFound.metaTitle': 'Pagina non trovata',
  'notFound.title': 'Oops! Pagina non trovata',
  'notFound.body': 'La pagina che cerchi non esiste o è stata spostata.',
  'notFound.homeLink': 'Torna alla home',

  // @keys home-courts-gallery-membership
  // @keys booking-lessons-contacts
  // @keys upload
  // @keys consent-seo
  // @keys quality

  'error.title': 'Unexpected Application Error',
};

/** A key of the translation dictionaries. */
export type UiKey = keyof typeof it;
