import type { APIRoute } from 'astro';
import { iconSvg } from '../lib/app-icons';

/** The favicon, drawn from the logo mark at build time. */
export const GET: APIRoute = () =>
  new Response(iconSvg({ fullBleed: false }), { headers: { 'Content-Type': 'image/svg+xml' } });
