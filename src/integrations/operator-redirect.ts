import type { AstroIntegration } from 'astro';

/**
 * Adds the public site's `_redirects` (Cloudflare Pages' redirect rules), written by the endpoint
 * `redirects-file.ts` from `OPERATOR_ORIGIN`: an endpoint reads the environment as Astro does,
 * `.env` included, and a route added here may be named `_redirects`, which a file in
 * `src/pages/` may not (Astro builds no page whose name starts with `_`).
 */
export function operatorRedirect(): AstroIntegration {
  return {
    name: 'operator-redirect',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({
          pattern: '/_redirects',
          entrypoint: new URL('./redirects-file.ts', import.meta.url),
        });
      },
    },
  };
}
