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

export const phoneIcon = {
  body: '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"/>',
} satisfies IconShape;

export const mailIcon = {
  body: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>',
} satisfies IconShape;

export const mapPinIcon = {
  body: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
} satisfies IconShape;

export const clockIcon = {
  body: '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>',
} satisfies IconShape;

export const calendarIcon = {
  body: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
} satisfies IconShape;

export const menuIcon = { body: '<path d="M4 6h16M4 12h16M4 18h16"/>' } satisfies IconShape;

export const closeIcon = { body: '<path d="M18 6 6 18M6 6l12 12"/>' } satisfies IconShape;

export const arrowRightIcon = { body: '<path d="M5 12h14M13 5l7 7-7 7"/>' } satisfies IconShape;

export const externalLinkIcon = {
  body: '<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6"/>',
} satisfies IconShape;

export const checkIcon = { body: '<path d="M20 6 9 17l-5-5"/>' } satisfies IconShape;

export const whatsappIcon = {
  filled: true,

  body: '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"/>',
} satisfies IconShape;

export const instagramIcon = {
  body: '<rect x="2" y="2" width="20" height="20" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r=".8" fill="currentColor"/>',
} satisfies IconShape;

export const facebookIcon = {
  body: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
} satisfies IconShape;

export const playIcon = {
  filled: true,

  body: '<path d="M8 4.9v14.2a1 1 0 0 0 1.5.9l11.1-7.1a1 1 0 0 0 0-1.8L9.5 4a1 1 0 0 0-1.5.9z"/>',
} satisfies IconShape;

export const pauseIcon = {
  filled: true,

  body: '<rect x="5.5" y="4" width="4.5" height="16" rx="1.2"/><rect x="14" y="4" width="4.5" height="16" rx="1.2"/>',
} satisfies IconShape;

export const volumeIcon = {
  body: '<path d="M11 5 6 9H3v6h3l5 4z"/><path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9.5 9.5 0 0 1 0 13"/>',
} satisfies IconShape;

export const volumeOffIcon = {
  body: '<path d="M11 5 6 9H3v6h3l5 4z"/><path d="m22 9-6 6M16 9l6 6"/>',
} satisfies IconShape;

export const courtIcon = {
  body: '<rect x="5" y="2" width="14" height="20" rx="1.5"/><path d="M3 12h18M5 6.5h14M5 17.5h14M12 6.5v11"/>',
} satisfies IconShape;

export const flameIcon = {
  body: '<path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.4-.5-2-1-3-1.1-2.1-.2-4.1 2-6 .5 2.5 2 4.9 4 6.5s3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.2.4-2.3 1-3a2.5 2.5 0 0 0 2.5 2.5z"/>',
} satisfies IconShape;

export const paddleIcon = {
  body: '<rect x="9" y="2.5" width="10" height="13" rx="5" transform="rotate(45 14 9)"/><path d="m9.3 13.7-5.3 5.3"/><circle cx="19.5" cy="19.5" r="2"/>',
} satisfies IconShape;

export const coffeeIcon = {
  body: '<path d="M17 8h1a4 4 0 1 1 0 8h-1"/><path d="M3 8h14v9a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z"/><path d="M6 2v2M10 2v2M14 2v2"/>',
} satisfies IconShape;

export const showerIcon = {
  body: '<path d="m4 4 2.5 2.5M13.5 6.5a5 5 0 0 0-7 7M15 5 5 15M14 17v.01M10 16v.01M13 13v.01M16 10v.01M11 20v.01M17 14v.01M20 11v.01"/>',
} satisfies IconShape;

export const lockIcon = {
  body: '<rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/>',
} satisfies IconShape;

export const trophyIcon = {
  body: '<path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16M10 14.7V17c0 .6-.5 1-1 1.2-1.2.5-2 2-2 3.8M14 14.7V17c0 .6.5 1 1 1.2 1.2.5 2 2 2 3.8M18 2H6v7a6 6 0 0 0 12 0z"/>',
} satisfies IconShape;

export const androidLogoIcon = {
  filled: true,

  body: '<path d="M17.6 9.5 19.4 6.4a.4.4 0 0 0-.7-.4l-1.8 3.1a11 11 0 0 0-9.8 0L5.3 6a.4.4 0 0 0-.7.4l1.8 3.1A10.3 10.3 0 0 0 1 17.7h22a10.3 10.3 0 0 0-5.4-8.2zM7 15.1a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm10 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2z"/>',
} satisfies IconShape;

export const appleLogoIcon = {
  filled: true,

  body: '<path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z"/>',
} satisfies IconShape;

export const awardIcon = {
  body: '<circle cx="12" cy="8" r="6"/><path d="M15.5 12.9 17 22l-5-3-5 3 1.5-9.1"/>',
} satisfies IconShape;

export const targetIcon = {
  body: '<circle cx="12" cy="12" r="10"/><circle cx="12" cy="12" r="6"/><circle cx="12" cy="12" r="2"/>',
} satisfies IconShape;

export const levelsIcon = { body: '<path d="M5 20v-5M12 20V9M19 20V4"/>' } satisfies IconShape;

export const userIcon = {
  body: '<circle cx="12" cy="7" r="4"/><path d="M5 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2"/>',
} satisfies IconShape;

export const usersIcon = {
  body: '<circle cx="9" cy="7" r="4"/><path d="M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a4 4 0 0 0-3-3.9"/>',
} satisfies IconShape;

export const racketIcon = {
  body: '<path d="M12 2c3.9 0 7 3 7 6.8 0 3.4-2.4 5.8-5 6.6V22h-4v-6.6C7.4 14.6 5 12.2 5 8.8 5 5 8.1 2 12 2z"/><path d="M10.5 7h.01M13.5 7h.01M10.5 10h.01M13.5 10h.01M12 8.5h.01" stroke-width="2.5"/>',
} satisfies IconShape;

export const calendarXIcon = {
  body: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18M10 14l4 4M14 14l-4 4"/>',
} satisfies IconShape;

export const parkingIcon = {
  body: '<rect x="3" y="3" width="18" height="18" rx="2"/><path d="M9 17V7h4a3 3 0 0 1 0 6H9"/>',
} satisfies IconShape;

export const pointerClickIcon = {
  body: '<path d="m9 9 5 12 1.8-5.2L21 14z"/><path d="M7.2 2.2 8 5.1M5.1 8l-2.9-.8M14 4.1 12 6M6 12l-1.9 2"/>',
} satisfies IconShape;

export const sendIcon = {
  body: '<path d="m22 2-7 20-4-9-9-4z"/><path d="M22 2 11 13"/>',
} satisfies IconShape;

export const moonIcon = {
  body: '<path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z"/>',
} satisfies IconShape;

export const infoIcon = {
  body: '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4M12 8h.01"/>',
} satisfies IconShape;

export const circleHalfIcon = {
  body: '<circle cx="12" cy="12" r="10"/><path d="M12 2a10 10 0 0 1 0 20z" fill="currentColor"/>',
} satisfies IconShape;

export const tagIcon = {
  body: '<path d="M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4z"/><path d="M7.5 7.5h.01" stroke-width="3"/>',
} satisfies IconShape;

export const uploadIcon = {
  body: '<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"/><path d="m17 8-5-5-5 5M12 3v12"/>',
} satisfies IconShape;

export const videoIcon = {
  body: '<rect x="2" y="5" width="14" height="14" rx="2"/><path d="m16 10 6-3.5v11L16 14"/>',
} satisfies IconShape;

export const spinnerIcon = { body: '<path d="M21 12a9 9 0 1 1-6.2-8.56"/>' } satisfies IconShape;

export const checkCircleIcon = {
  body: '<circle cx="12" cy="12" r="10"/><path d="m8 12 3 3 5-6"/>',
} satisfies IconShape;

export const alertCircleIcon = {
  body: '<circle cx="12" cy="12" r="10"/><path d="M12 8v4M12 16h.01"/>',
} satisfies IconShape;

export const copyIcon = {
  body: '<rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/>',
} satisfies IconShape;

export const shieldIcon = {
  body: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/><path d="m9 12 2 2 4-4"/>',
} satisfies IconShape;

/** Every icon by name, for `Icon.astro` (islands import the single icons they use). */
export const icons = {
  phone: phoneIcon,
  mail: mailIcon,
  mapPin: mapPinIcon,
  clock: clockIcon,
  calendar: calendarIcon,
  menu: menuIcon,
  close: closeIcon,
  arrowRight: arrowRightIcon,
  externalLink: externalLinkIcon,
  check: checkIcon,
  whatsapp: whatsappIcon,
  instagram: instagramIcon,
  facebook: facebookIcon,
  play: playIcon,
  pause: pauseIcon,
  volume: volumeIcon,
  volumeOff: volumeOffIcon,
  court: courtIcon,
  flame: flameIcon,
  paddle: paddleIcon,
  coffee: coffeeIcon,
  shower: showerIcon,
  lock: lockIcon,
  trophy: trophyIcon,
  androidLogo: androidLogoIcon,
  appleLogo: appleLogoIcon,
  award: awardIcon,
  target: targetIcon,
  levels: levelsIcon,
  user: userIcon,
  users: usersIcon,
  racket: racketIcon,
  calendarX: calendarXIcon,
  parking: parkingIcon,
  pointerClick: pointerClickIcon,
  send: sendIcon,
  moon: moonIcon,
  info: infoIcon,
  circleHalf: circleHalfIcon,
  tag: tagIcon,
  upload: uploadIcon,
  video: videoIcon,
  spinner: spinnerIcon,
  checkCircle: checkCircleIcon,
  alertCircle: alertCircleIcon,
  copy: copyIcon,
  shield: shieldIcon,
} as const;

export type IconName = keyof typeof icons;
