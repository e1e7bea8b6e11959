import type { APIRoute } from 'astro';
import { iconSvg, logoIcon } from '../lib/app-icons';
import { svgToPng } from '../lib/share-image';

/** The logo the structured data names, rasterized from the logo mark at build time. */
export const GET: APIRoute = () =>
  new Response(svgToPng(iconSvg({ fullBleed: false }), logoIcon.size), {
    headers: { 'Content-Type': 'image/png' },
  });
