import type { UiKey } from './it';

/** English: the same keys as Italian, checked by the type below. */
export const en = {
  'site.tagline': 'Indoor padel and pickleball by the lake',
  'site.location': 'On the shore of the lake, in northern Italy',

  'layout.skipToContent': 'Skip to content',
  'common.opensInNewTab': '(opens in a new tab)',

  'nav.home': 'Home',
  'nav.booking': 'Book',
  'nav.lessons': 'Lessons',
  'nav.courts': 'Courts',
  'nav.membership': 'Membership',
  'nav.gallery': 'Gallery',
  'nav.contacts': 'Contact',

  'header.homeAccessibleLabel': 'Lago Padel Club, home page',
  'header.navAccessibleLabel': 'Main',
  'header.menuOpenAccessibleLabel': 'Open the menu',
  'header.menuCloseAccessibleLabel': 'Close the menu',
  'header.languageAccessibleLabel': 'Language',
  'header.bookNow': 'Book now',
  'header.bookNowAccessibleLabel': 'Book now: call {phone}',

  'chat.buttonAccessibleLabel': 'Chat with us on WhatsApp (opens in a new tab)',

  'hours.heading': 'Opening hours',
  'hours.weekdays': 'Monday - Friday',
  'hours.saturday': 'Saturday',
  'hours.sunday': 'Sunday',
  'hours.range': '{opens} - {closes}',

  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',

  'footer.description':
    'Four heated indoor padel courts, a pickleball court, a bar, changing rooms with showers and free parking.',
  'footer.navHeading': 'Explore',
  'footer.contactsHeading': 'Contact',
  'footer.followHeading': 'Follow us',
  'footer.phoneLabel': 'Phone and chat',
  'footer.emailLabel': 'Email',
  'footer.addressLabel': 'Address',
  'footer.freeParking': 'Free parking',
  'footer.copyright': '© {year} {name} · All rights reserved',
  'footer.vat': 'VAT no. {vat}',
  'footer.credit': 'Website by {name}',
  'footer.privacyPolicy': 'Privacy policy',
  'footer.cookiePolicy': 'Cookie policy',
  'footer.legalAccessibleLabel': 'Legal information',

  'home.metaTitle': 'Indoor padel and pickleball by the lake',
  'home.metaDescription':
    'Four heated padel courts, a pickleball court, lessons with qualified coaches and a bar. Book online, in the app or by chat.',
  'home.title': 'Your padel court by the lake',
  'home.intro': 'Four heated indoor padel courts and a pickleball court, open all year round.',

  'booking.metaTitle': 'Book a court',
  'booking.metaDescription':
    'Book a padel or pickleball court: online calendar, booking app or chat. Opening hours, prices and cancellation rules.',
  'booking.title': 'Book your court',
  'booking.intro':
    'Pick a day and time in the calendar, book in the app or send us a chat message: we confirm right away.',

  'lessons.metaTitle': 'Padel lessons',
  'lessons.metaDescription':
    'Private and group padel lessons with qualified coaches, for every level. Daytime and evening prices and lesson packages.',
  'lessons.title': 'Padel lessons',
  'lessons.intro':
    'Qualified coaches, a tailored approach and flexible times, from your first shot to your first tournament.',

  'courts.metaTitle': 'Our courts',
  'courts.metaDescription':
    'Four heated indoor padel courts and a professional 20 m x 13 m pickleball court.',
  'courts.title': 'Our courts',
  'courts.intro':
    'Four heated indoor padel courts with even lighting, and a court dedicated to pickleball.',

  'membership.metaTitle': 'Become a member',
  'membership.metaDescription':
    'Annual membership with insurance included, member rates and club events.',
  'membership.title': 'Become a member',
  'membership.intro':
    'With the annual membership you play at member rates, you are insured and you are part of club life.',

  'gallery.metaTitle': 'Photo gallery',
  'gallery.metaDescription': 'Photos of the courts, the bar and the events at Lago Padel Club.',
  'gallery.title': 'Photo gallery',
  'gallery.intro': 'A look at the courts, the bar and the club nights.',

  'contacts.metaTitle': 'Contact and directions',
  'contacts.metaDescription':
    'Phone, chat, email, address and opening hours of Lago Padel Club. Free parking.',
  'contacts.title': 'Contact',
  'contacts.intro': 'Message us, call us or drop by: parking is free.',

  'upload.metaTitle': 'Upload hero video',
  'upload.metaDescription': 'Staff page: upload the video that replaces the one on the home page.',
  'upload.title': 'Upload hero video',
  'upload.intro': 'Upload a video of about 90MB to replace the hero video on the home page.',

  'notFound.metaTitle': 'Page not found',
  'notFound.title': 'Oops! Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.homeLink': 'Back to the home page',

  // @keys home-courts-gallery-membership
  // @keys booking-lessons-contacts
  // @keys upload
  // @keys consent-seo
  // @keys quality

  'error.title': 'Unexpected Application Error',
} satisfies Record<UiKey, string>;
