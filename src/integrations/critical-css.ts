import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties, { type Options } from 'beasties';

/**
 * `preload: 'body'` moves the stylesheet link (DocumentHead.astro) last in the body, where no
 * script switches it; `allowRules` inlines on every page the rules below its first screen that
 * its first layout needs: the first section's band (`page-section`) and the footer
 * (`page-footer`). Why: docs/performance.md, the full stylesheet and the decisions.
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
