import regularFont from '@fontsource/inter/files/inter-latin-400-normal.woff?inline';
import boldFont from '@fontsource/inter/files/inter-latin-700-normal.woff?inline';
import { Resvg } from '@resvg/resvg-js';
import { createElement, type CSSProperties, type ReactNode } from 'react';
import satori from 'satori';
import type { Translate } from '../../i18n';
import type { Locale } from '../../i18n/locales';
import { site } from '../data/site';
import { logoMarkSvg } from './logo';

/*
 * The Open Graph share image, one per language, drawn at build time from local assets only (the
 * logo mark, Inter from @fontsource, the dictionaries): no external image service.
 */

/** The size Open Graph and large Twitter cards expect. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** Where the share image of a language is published. */
export function ogImagePath(locale: Locale): string {
  return `/og/${locale}.png`;
}

/** The light theme's brand roles (src/styles/global.css) the image is painted with. */
const palette = {
  lakeDeep: '#0b3a4a',
  primary: '#0a5a6a',
  accent: '#c8eb4f',
  water: '#8fd3de',
  white: '#ffffff',
};

/** Renders an SVG document to PNG bytes at the given width. */
export function svgToPng(svg: string, width: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng(),
  );
}

/** An inline font import (`data:font/woff;base64,...`) as the bytes satori reads. */
function fontData(dataUrl: string): ArrayBuffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** A satori element: satori reads React elements, so React's own factory builds them. */
function el(
  type: 'div' | 'img',
  style: CSSProperties,
  children?: ReactNode,
  attributes: { src?: string; width?: number; height?: number } = {},
) {
  return createElement(type, { style, ...attributes }, children);
}

function logoDataUri(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${logoMarkSvg}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A padel court seen from above, as the image's background motif. */
function courtMotif() {
  const line = `3px solid ${palette.water}`;
  return el(
    'div',
    {
      position: 'absolute',
      right: -150,
      top: 70,
      width: 440,
      height: 640,
      border: line,
      borderRadius: 18,
      opacity: 0.35,
      display: 'flex',
      transform: 'rotate(-12deg)',
    },
    [
      el('div', { position: 'absolute', left: 0, right: 0, top: 318, borderTop: line }),
      el('div', { position: 'absolute', left: 0, right: 0, top: 130, borderTop: line }),
      el('div', { position: 'absolute', left: 0, right: 0, top: 506, borderTop: line }),
      el('div', { position: 'absolute', left: 218, top: 130, height: 376, borderLeft: line }),
    ],
  );
}

/** The share image of one language as PNG bytes. */
export async function renderShareImage(t: Translate): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height } = shareImageSize;
  const host = new URL(site.url).host.replace(/^www\./, '');
  const tree = el(
    'div',
    {
      width,
      height,
      // Satori's default is content-box: without this the padding would push past the canvas.
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundImage: `linear-gradient(135deg, ${palette.lakeDeep} 0%, ${palette.primary} 100%)`,
      color: palette.white,
      fontFamily: 'Inter',
      position: 'relative',
    },
    [
      courtMotif(),
      el('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
        el('img', {}, undefined, { src: logoDataUri(), width: 96, height: 96 }),
        el('div', { fontSize: 44, fontWeight: 700, letterSpacing: -0.5 }, site.name),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 860 }, [
        el(
          'div',
          { fontSize: 68, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 },
          t('home.title'),
        ),
        el('div', { fontSize: 34, color: palette.accent, lineHeight: 1.25 }, t('site.tagline')),
      ]),
      el(
        'div',
        { display: 'flex', justifyContent: 'space-between', fontSize: 26, color: palette.water },
        [el('div', {}, t('site.location')), el('div', { fontWeight: 700 }, host)],
      ),
    ],
  );
  const svg = await satori(tree, {
    width,
    height,
    fonts: [
      { name: 'Inter', data: fontData(regularFont), weight: 400, style: 'normal' },
      { name: 'Inter', data: fontData(boldFont), weight: 700, style: 'normal' },
    ],
  });
  return svgToPng(svg, width);
}
