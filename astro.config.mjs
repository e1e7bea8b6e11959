// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { defaultLocale, locales } from './i18n/locales.ts';
import { site } from './src/data/site.ts';
import { criticalCss } from './src/integrations/critical-css.ts';
import { operatorRedirect } from './src/integrations/operator-redirect.ts';
import { buildPolicy } from './src/lib/security-policy.ts';

/**
 * How both apps are built: the public site (below) and the operator's (operator/).
 * @satisfies {import('astro').AstroUserConfig}
 */
export const sharedConfig = {
  // Pages are written as /prenota.html and linked as /prenota, which Cloudflare Pages serves
  // without a redirect (its clean URLs; docs/hosting.md).
  trailingSlash: 'never',
  // One shared stylesheet; each page inlines the part it uses (src/integrations/critical-css.ts).
  build: { format: 'file', inlineStylesheets: 'never' },
  integrations: [react(), criticalCss()],
  vite: {
    plugins: [tailwindcss()],
    // The transcoder's worker as a module, so that what it imports only when needed (the
    // WebP encoder where the canvas has none) stays out of its own script.
    worker: { format: 'es' },
  },
};

export default defineConfig({
  ...sharedConfig,
  site: site.url,
  output: 'static',
  // Our own illustrations in src/assets are SVG sources rasterized to AVIF/WebP at build time;
  // no third-party SVG ever goes through the image pipeline.
  image: { dangerouslyProcessSVG: true },
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    ...sharedConfig.integrations,
    operatorRedirect(),
    sitemap({
      i18n: {
        defaultLocale,
        locales: Object.fromEntries(locales.map((locale) => [locale, locale])),
      },
      // The integration lists each page's languages but no x-default: the Italian page is it.
      serialize: (item) => {
        const links = item.links ?? [];
        const italian = links.find((link) => link.lang === defaultLocale);
        if (!italian) return item;
        return { ...item, links: [...links, { url: italian.url, lang: 'x-default' }] };
      },
    }),
  ],
  // A Content-Security-Policy <meta> on every page: a minimal base, plus what the page adds
  // (BaseLayout, from src/lib/security-policy.ts).
  security: { csp: buildPolicy() },
});
