import type { APIRoute } from 'astro';
import { redirectRules } from '../lib/operator-origin';

/** The public site's `_redirects`: see operator-redirect.ts. */
export const GET: APIRoute = () =>
  new Response(redirectRules(import.meta.env.OPERATOR_ORIGIN), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
