import { logoMarkSvg } from './logo';

/*
 * The site's icons, drawn from the header's logo mark so they never drift apart: the favicon as
 * SVG (src/pages/favicon.svg.ts), the touch icon and the structured data's logo as PNGs
 * rasterized at build time (src/pages/apple-touch-icon.png.ts, icon-512.png.ts).
 */

export const touchIcon = { href: '/apple-touch-icon.png', size: 180 } as const;

/** The logo for search engines: Google asks for at least 112 x 112 px. */
export const logoIcon = { href: '/icon-512.png', size: 512 } as const;

/** The mark's tile colour, read from the mark itself so the touch icon follows the logo. */
const logoTileColor = /fill="(#[0-9a-fA-F]{3,8})"/.exec(logoMarkSvg)?.[1] ?? '#000000';

/**
 * The mark as an SVG document on its 32 x 32 grid. `fullBleed` fills the corners with the tile
 * colour, for icons the system crops to its own shape.
 */
export function iconSvg({ fullBleed }: { fullBleed: boolean }): string {
  const background = fullBleed ? `<rect width="32" height="32" fill="${logoTileColor}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${logoMarkSvg}</svg>`;
}

/** The favicon: the mark with its rounded corners, on a transparent page. */
export const faviconHref = '/favicon.svg';
