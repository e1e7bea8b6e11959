// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { criticalCss } from '../src/integrations/critical-css.ts';
import { buildPolicy } from '../src/lib/security-policy.ts';

/*
 * The operator's app, a site of its own on an origin of its own (docs/upload.md): its page,
 * layout and `_headers` are in this folder, its components and modules are the repository's.
 * `astro build --config operator/astro.config.mjs` writes dist-operator/, published as its own
 * Pages project (./wrangler.jsonc). Built as the public site is (astro.config.mjs), without its
 * languages, sitemap and early inline script.
 */
export default defineConfig({
  // Paths from the repository's root, where every npm script runs Astro.
  srcDir: './operator',
  publicDir: './operator/public',
  outDir: './dist-operator',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'never' },
  integrations: [react(), criticalCss()],
  vite: {
    plugins: [tailwindcss()],
  },
  // The base policy; the page adds its own sources (OperatorLayout.astro).
  security: { csp: buildPolicy() },
});
