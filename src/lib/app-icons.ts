import { logoMarkSvg } from './logo';

/*
 * The PNG icons browsers and phones ask for, rasterized at build time from the same logo mark as
 * the SVG favicon (src/pages/[icon].png.ts), so they never drift apart.
 */

export interface AppIcon {
  /** File name without extension, published at the site root. */
  name: 'apple-touch-icon' | 'icon-192' | 'icon-512' | 'icon-maskable-512';
  size: number;
  /** Web manifest purpose; the Apple icon is linked from the head instead. */
  purpose?: 'any' | 'maskable';
  /** Full-bleed square (Apple and maskable icons are cropped by the system). */
  fullBleed: boolean;
  /** Share of the canvas the mark fills; maskable icons keep it inside the safe zone. */
  scale: number;
}

export const appIcons = [
  { name: 'apple-touch-icon', size: 180, fullBleed: true, scale: 1 },
  { name: 'icon-192', size: 192, purpose: 'any', fullBleed: false, scale: 1 },
  { name: 'icon-512', size: 512, purpose: 'any', fullBleed: false, scale: 1 },
  { name: 'icon-maskable-512', size: 512, purpose: 'maskable', fullBleed: true, scale: 0.8 },
] as const satisfies readonly AppIcon[];

/** The mark's tile colour, read from the mark itself so icons and manifest follow the logo. */
export const logoTileColor = /fill="(#[0-9a-fA-F]{3,8})"/.exec(logoMarkSvg)?.[1] ?? '#000000';

/** The icon as an SVG document on the mark's 32 x 32 grid. */
export function appIconSvg(icon: AppIcon): string {
  const background = icon.fullBleed ? `<rect width="32" height="32" fill="${logoTileColor}"/>` : '';
  const offset = (32 * (1 - icon.scale)) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `${background}<g transform="translate(${offset} ${offset}) scale(${icon.scale})">${logoMarkSvg}</g>` +
    '</svg>'
  );
}
