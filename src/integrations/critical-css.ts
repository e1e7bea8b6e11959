import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties, { type Options } from 'beasties';
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * `media-script` loads the rest of the stylesheet as a print stylesheet (fetched at the lowest
 * priority, blocking nothing) and switches it to every medium with one small script at the end
 * of the page, the one strategy that needs neither an inline event handler nor a varying script.
 * `allowRules` adds to every page the one rule from below its first screen that its first paint
 * can show: the top of the first section often shows on a phone, and without its band and its
 * `content-visibility` (`page-section`, src/styles/global.css) it would move when the stylesheet
 * lands (docs/performance.md).
 */
const options: Options = {
  preload: 'media-script',
  logLevel: 'warn',
  allowRules: ['.page-section'],
};

/**
 * The CSP hash of the one script Beasties adds to every page, for `scriptDirective.hashes`: asked
 * of Beasties itself with a one-rule page, so that an upgrade that changes the script changes
 * the hash too. Build-time only (Node).
 */
export async function criticalCssScriptHash(): Promise<`sha256-${string}`> {
  class OneRule extends Beasties {
    override readFile(): string {
      return 'p{margin:0}';
    }
  }
  const html = await new OneRule(options).process(
    '<!doctype html><html><head><link rel="stylesheet" href="/a.css"></head><body><p></p></body></html>',
  );
  const scripts = DomUtils.findAll(
    (element) => element.name === 'script',
    parseDocument(html).children,
  );
  if (scripts.length !== 1) throw new Error(`Expected one script from Beasties, ${scripts.length}`);
  const script = DomUtils.textContent(scripts[0] ?? []);
  return `sha256-${createHash('sha256').update(script).digest('base64')}`;
}

/**
 * Inlines into each page the CSS rules its markup uses (Beasties) and loads the site's
 * stylesheet, which the islands' later markup needs, after the first paint: the first paint
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
