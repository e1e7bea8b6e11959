import type { UiKey } from './it';

/** German: the same keys as Italian, checked by the type below. */
export const de = {
  'site.tagline': 'Indoor-Padel und Pickleball am See',
  'site.location': 'Am Seeufer in Norditalien',

  'layout.skipToContent': 'Zum Inhalt springen',
  'common.opensInNewTab': '(öffnet in einem neuen Tab)',

  'nav.home': 'Start',
  'nav.booking': 'Buchen',
  'nav.lessons': 'Training',
  'nav.courts': 'Plätze',
  'nav.membership': 'Mitglieder',
  'nav.gallery': 'Galerie',
  'nav.contacts': 'Kontakt',

  'header.homeAccessibleLabel': 'Lago Padel Club, Startseite',
  'header.navAccessibleLabel': 'Hauptmenü',
  'header.menuOpenAccessibleLabel': 'Menü öffnen',
  'header.menuCloseAccessibleLabel': 'Menü schließen',
  'header.languageAccessibleLabel': 'Sprache',
  'header.bookNow': 'Jetzt buchen',
  'header.bookNowAccessibleLabel': 'Jetzt buchen: {phone} anrufen',

  'chat.buttonAccessibleLabel': 'Schreiben Sie uns auf WhatsApp (öffnet in einem neuen Tab)',

  'hours.heading': 'Öffnungszeiten',
  'hours.weekdays': 'Montag - Freitag',
  'hours.saturday': 'Samstag',
  'hours.sunday': 'Sonntag',
  'hours.range': '{opens} - {closes} Uhr',

  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',

  'footer.description':
    'Vier beheizte Indoor-Padelplätze, ein Pickleballplatz, eine Bar, Umkleiden mit Duschen und kostenlose Parkplätze.',
  'footer.navHeading': 'Entdecken',
  'footer.contactsHeading': 'Kontakt',
  'footer.followHeading': 'Folgen Sie uns',
  'footer.phoneLabel': 'Telefon und Chat',
  'footer.emailLabel': 'E-Mail',
  'footer.addressLabel': 'Adresse',
  'footer.freeParking': 'Kostenlose Parkplätze',
  'footer.copyright': '© {year} {name} · Alle Rechte vorbehalten',
  'footer.vat': 'USt-IdNr. {vat}',
  'footer.credit': 'Website von {name}',
  'footer.privacyPolicy': 'Datenschutzerklärung',
  'footer.cookiePolicy': 'Cookie-Richtlinie',
  'footer.legalAccessibleLabel': 'Rechtliche Hinweise',

  'home.metaTitle': 'Indoor-Padel und Pickleball am See',
  'home.metaDescription':
    'Vier beheizte Padelplätze, ein Pickleballplatz, Training mit qualifizierten Trainern und eine Bar. Buchen Sie online, per App oder Chat.',
  'home.title': 'Ihr Padelplatz am See',
  'home.intro':
    'Vier beheizte Indoor-Padelplätze und ein Pickleballplatz, das ganze Jahr geöffnet.',

  'booking.metaTitle': 'Platz buchen',
  'booking.metaDescription':
    'Buchen Sie einen Padel- oder Pickleballplatz: Online-Kalender, Buchungs-App oder Chat. Öffnungszeiten, Preise und Stornoregeln.',
  'booking.title': 'Buchen Sie Ihren Platz',
  'booking.intro':
    'Wählen Sie Tag und Uhrzeit im Kalender, buchen Sie per App oder schreiben Sie uns im Chat: Wir bestätigen sofort.',

  'lessons.metaTitle': 'Padel-Training',
  'lessons.metaDescription':
    'Einzel- und Gruppentraining mit qualifizierten Trainern für jedes Niveau. Preise tagsüber und abends sowie Trainingspakete.',
  'lessons.title': 'Padel-Training',
  'lessons.intro':
    'Qualifizierte Trainer, ein individueller Ansatz und flexible Zeiten, vom ersten Schlag bis zum ersten Turnier.',

  'courts.metaTitle': 'Unsere Plätze',
  'courts.metaDescription':
    'Vier beheizte Indoor-Padelplätze und ein professioneller Pickleballplatz mit 20 m x 13 m.',
  'courts.title': 'Unsere Plätze',
  'courts.intro':
    'Vier beheizte Indoor-Padelplätze mit gleichmäßiger Beleuchtung und ein eigener Platz für Pickleball.',

  'membership.metaTitle': 'Mitglied werden',
  'membership.metaDescription':
    'Jahresmitgliedschaft mit Versicherung, Mitgliedertarife und Veranstaltungen des Clubs.',
  'membership.title': 'Mitglied werden',
  'membership.intro':
    'Mit der Jahresmitgliedschaft spielen Sie zu Mitgliedertarifen, sind versichert und Teil des Clublebens.',

  'gallery.metaTitle': 'Fotogalerie',
  'gallery.metaDescription':
    'Fotos der Plätze, der Bar und der Veranstaltungen im Lago Padel Club.',
  'gallery.title': 'Fotogalerie',
  'gallery.intro': 'Ein Blick auf die Plätze, die Bar und die Clubabende.',

  'contacts.metaTitle': 'Kontakt und Anfahrt',
  'contacts.metaDescription':
    'Telefon, Chat, E-Mail, Adresse und Öffnungszeiten des Lago Padel Club. Kostenlose Parkplätze.',
  'contacts.title': 'Kontakt',
  'contacts.intro': 'Schreiben Sie uns, rufen Sie an oder kommen Sie vorbei: Parken ist kostenlos.',

  'upload.metaTitle': 'Hero-Video hochladen',
  'upload.metaDescription':
    'Interne Seite: Laden Sie das Video hoch, das auf der Startseite erscheint.',
  'upload.title': 'Hero-Video hochladen',
  'upload.intro':
    'Laden Sie ein Video von etwa 90MB hoch, das das Hero-Video der Startseite ersetzt.',

  'notFound.metaTitle': 'Seite nicht gefunden',
  'notFound.title': 'Hoppla! Seite nicht gefunden',
  'notFound.body': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'notFound.homeLink': 'Zurück zur Startseite',

  // @keys home-courts-gallery-membership
  // @keys booking-lessons-contacts
  // @keys upload
  // @keys consent-seo
  // @keys quality

  'error.title': 'Unexpected Application Error',
} satisfies Record<UiKey, string>;
