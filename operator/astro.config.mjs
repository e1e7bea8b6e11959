// @ts-check
import { defineConfig } from 'astro/config';
import { sharedConfig } from '../astro.config.mjs';
import { buildPolicy } from '../src/lib/security-policy.ts';

// The operator's app on its own origin (docs/upload.md), built as the public site is, without
// its languages, sitemap and early script. Paths are from the root, where npm runs Astro.
export default defineConfig({
  ...sharedConfig,
  srcDir: './operator',
  publicDir: './operator/public',
  outDir: './dist-operator',
  // The base policy; the page adds its own sources.
  security: { csp: buildPolicy() },
});
