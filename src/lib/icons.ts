/**
 * Inline SVG icons (24 x 24 grid, drawn with `currentColor`). Static parts render them at build
 * time through `Icon.astro`; islands import only the ones they use, so no icon code ships
 * where it is not needed.
 */
export interface IconShape {
  /** Inner SVG markup. */
  body: string;
  /** Filled shapes (brand logos) instead of 2 px strokes. */
  filled?: boolean;
}

export const icons = {
  phone: {
    body: '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"/>',
  },
  mail: {
    body: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>',
  },
  mapPin: {
    body: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
  },
  clock: { body: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>' },
  calendar: {
    body: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  },
  menu: { body: '<path d="M4 6h16M4 12h16M4 18h16"/>' },
  close: { body: '<path d="M18 6 6 18M6 6l12 12"/>' },
  arrowRight: { body: '<path d="M5 12h14M13 5l7 7-7 7"/>' },
  externalLink: {
    body: '<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>',
  },
  check: { body: '<path d="M20 6 9 17l-5-5"/>' },
  whatsapp: {
    filled: true,
    body: '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"/>',
  },
  instagram: {
    body: '<rect x="2" y="2" width="20" height="20" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r=".8" fill="currentColor"/>',
  },
  facebook: {
    body: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  },
  // @icons home-courts-gallery-membership
  // @icons booking-lessons-contacts
  // @icons upload
  // @icons consent-seo
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof icons;
