import type { APIRoute } from 'astro';
import { iconSvg, touchIcon } from '../lib/app-icons';
import { svgToPng } from '../lib/share-image';

/** The touch icon iOS and Google Search read, rasterized from the logo mark at build time. */
export const GET: APIRoute = () =>
  new Response(svgToPng(iconSvg({ fullBleed: true }), touchIcon.size), {
    headers: { 'Content-Type': 'image/png' },
  });
