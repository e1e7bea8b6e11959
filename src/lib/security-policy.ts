import { site } from '../data/site';
import { analyticsOrigins } from './analytics';
import { bookingModuleHref, mapEmbedHref } from './links';

/**
 * The Content Security Policy, built from the site's own facts so that a changed booking host,
 * map or storage project updates the policy too. Astro adds the hashes of every inline script
 * and style it renders to `script-src` and `style-src` (see astro.config.mjs).
 */

const origin = (url: string) => new URL(url).origin;

/** Instagram's embed script and frame, used only after the visitor accepts external media. */
export const instagramOrigin = 'https://www.instagram.com';

/** Sources allowed for scripts besides Astro's hashes. */
export const scriptSources = ["'self'", analyticsOrigins.script, instagramOrigin];

export interface PolicyEnvironment {
  /** `PUBLIC_SUPABASE_URL`: the upload sends the video there. */
  supabaseUrl?: string | undefined;
}

/** Every directive except `script-src`/`style-src` (Astro writes those with its hashes). */
export function cspDirectives({ supabaseUrl }: PolicyEnvironment) {
  const storage = supabaseUrl ? [origin(supabaseUrl)] : [];
  const analytics = [analyticsOrigins.script, ...analyticsOrigins.collect];
  return [
    "default-src 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    `img-src 'self' data: ${analytics.join(' ')} https://*.cdninstagram.com`,
    `connect-src 'self' ${[...analytics, instagramOrigin, ...storage].join(' ')}`,
    `frame-src ${[origin(bookingModuleHref), instagramOrigin, origin(mapEmbedHref)].join(' ')}`,
    `media-src ${["'self'", ...(site.heroVideo ? [origin(site.heroVideo)] : []), ...storage].join(' ')}`,
  ] as const;
}
