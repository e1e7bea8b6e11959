import type { UiKey } from '../../i18n/it';

export type PageId =
  'home' | 'booking' | 'lessons' | 'courts' | 'membership' | 'gallery' | 'contacts';

export interface PageEntry {
  id: PageId;
  /** Path without language prefix; the same in every language. */
  path: string;
  navKey: UiKey;
}

/** The pages published in every language, in navigation order. */
export const pages = [
  { id: 'home', path: '/', navKey: 'nav.home' },
  { id: 'booking', path: '/prenota', navKey: 'nav.booking' },
  { id: 'lessons', path: '/lezioni', navKey: 'nav.lessons' },
  { id: 'courts', path: '/campi', navKey: 'nav.courts' },
  { id: 'membership', path: '/soci', navKey: 'nav.membership' },
  { id: 'gallery', path: '/gallery', navKey: 'nav.gallery' },
  { id: 'contacts', path: '/contatti', navKey: 'nav.contacts' },
] as const satisfies readonly PageEntry[];

/**
 * The pages that carry the centre's structured data (name, address, hours, prices): the contact
 * page, the one about the centre as a place. Search engines need it once for the site; on every
 * other page its 3 KB would push the page past the first round trip (docs/performance.md).
 */
export const clubDescribedOn: readonly PageId[] = ['contacts'];

/**
 * The operator's upload page, the one page of the operator's app on its own origin (operator/):
 * Italian only, not indexed. The public site's same path redirects there.
 */
export const uploadPagePath = '/upload-video';
