import iconSpriteUrl from '../assets/icons.svg?url&no-inline';

/**
 * The site's icons: one `<symbol>` each in `src/assets/icons.svg` (24 x 24, `currentColor`), one
 * hashed file that every icon `<use>`s, so a page carries no icon paths. Adding one: a symbol
 * in the file and its id here (a test keeps the two lists equal).
 */
export const iconNames = [
  'phone',
  'mail',
  'mapPin',
  'clock',
  'calendar',
  'menu',
  'close',
  'arrowRight',
  'externalLink',
  'check',
  'whatsapp',
  'instagram',
  'facebook',
  'play',
  'pause',
  'court',
  'flame',
  'paddle',
  'coffee',
  'shower',
  'lock',
  'trophy',
  'androidLogo',
  'appleLogo',
  'award',
  'target',
  'levels',
  'user',
  'users',
  'racket',
  'calendarX',
  'parking',
  'pointerClick',
  'send',
  'moon',
  'info',
  'circleHalf',
  'tag',
  'upload',
  'video',
  'spinner',
  'checkCircle',
  'alertCircle',
  'copy',
  'shield',
] as const;

export type IconName = (typeof iconNames)[number];

/** The URL of one icon in the sprite, for `<use href>`. */
export function iconHref(name: IconName): string {
  return `${iconSpriteUrl}#${name}`;
}
