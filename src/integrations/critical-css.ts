import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties, { type Options } from 'beasties';

/**
 * `body` moves the stylesheet link (src/components/layout/SiteStylesheet.astro, in the head, where
 * the inline rules take its place) last in the body: no script switches it, so the page applies
 * it the same with JavaScript off, and its script-free twin in the bench applies it too.
 * `allowRules` adds to every page the rules from below its first screen that its first layout
 * depends on (src/styles/global.css): the top of the first section often shows on a phone, and
 * without its band and its `content-visibility` (`page-section`) it would move when the
 * stylesheet lands; the unstyled footer would widen the page on a phone (`page-footer`)
 * (docs/performance.md).
 */
const options: Options = {
  preload: 'body',
  logLevel: 'warn',
  allowRules: ['.page-section', '.page-footer'],
};

/**
 * Inlines into each page the CSS rules its first screen uses (Beasties), so that the first paint
 * needs no request besides the HTML. Astro writes one shared stylesheet
 * (`build.inlineStylesheets: 'never'`), so the file stays whole (no `pruneSource`) and every
 * page after the first takes it from the cache.
 */
export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const beasties = new Beasties({ ...options, path: root });
        const pages = (await readdir(root, { recursive: true })).filter((name) =>
          name.endsWith('.html'),
        );
        for (const page of pages) {
          const file = join(root, page);
          await writeFile(file, await beasties.process(await readFile(file, 'utf8')));
        }
        logger.info(`critical CSS inlined in ${pages.length} pages`);
      },
    },
  };
}
