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

/** The attribute Beasties keeps a deferred stylesheet's real media in until it is switched. */
const deferredMedia = 'data-beasties-media';
/** The same attribute as a `dataset` key. */
const deferredMediaKey = 'beastiesMedia';

/**
 * The switch, run at the first of: the load event (the first screen, its pictures included, has
 * painted), an island hydrating (its markup may use any rule; React renders after this event),
 * or a scroll (anything below the first screen may show; keys and focus scroll too). Applying
 * the stylesheet restyles the whole page: run as the page is parsed, as Beasties' own switch
 * does, that restyle competed with the first screen's largest paint (docs/performance.md).
 * Written short: the largest page has a few dozen bytes left of its 14 KiB.
 */
const switchScript =
  `for(const t of['load','astro:hydrate','scroll'])addEventListener(t,()=>` +
  `document.querySelectorAll('link[${deferredMedia}]').forEach(l=>{` +
  `l.media=l.dataset.${deferredMediaKey};delete l.dataset.${deferredMediaKey}}),` +
  `{once:!0,capture:!0})`;

/** The parts of Beasties' document this file uses (its DOM is not in its public types). */
interface BeastiesDocument {
  querySelector(selector: string): unknown;
  createElement(name: string): { textContent: string };
  body: { appendChild(node: unknown): void };
}

/** Beasties with the switch above in place of its own (which runs as the page is parsed). */
class CriticalCss extends Beasties {
  injectDeferredMediaScript(document: BeastiesDocument) {
    if (!document.querySelector(`link[${deferredMedia}]`)) return;
    const script = document.createElement('script');
    script.textContent = switchScript;
    document.body.appendChild(script);
  }
}

/**
 * The CSP hash of the one script Beasties adds to every page, for `scriptDirective.hashes`: asked
 * of Beasties itself with a one-rule page, so that an upgrade that changes the script changes
 * the hash too. Build-time only (Node).
 */
export async function criticalCssScriptHash(): Promise<`sha256-${string}`> {
  class OneRule extends CriticalCss {
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
        const beasties = new CriticalCss({ ...options, path: root });
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
