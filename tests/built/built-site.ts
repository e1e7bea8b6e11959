import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { locales } from '../../i18n/locales';
import type { PageId } from '../../src/data/pages';
import { translatorFor } from '../../src/lib/translations';
import { e2eDist } from '../../test-support/env';
import { publishedUrls } from '../../test-support/urls';
import { written } from './written';

/** The public site under test: the one the end-to-end tests serve (DIST_DIR overrides it). */
export const distRoot = resolve(process.env.DIST_DIR ?? e2eDist.configured);
/** The operator's app under test, its own build (operator/astro.config.mjs). */
export const operatorRoot = resolve(e2eDist.operator);

/** One built HTML page, parsed. */
export interface BuiltPage {
  /** The build it is part of: `distRoot` or `operatorRoot`. */
  root: string;
  /** Path of the HTML file inside its build, e.g. `en/prenota.html`. */
  file: string;
  /** URL path it is served at, e.g. `/en/prenota`. */
  url: string;
  html: string;
  document: Document;
}

/** Parses HTML into a DOM document (linkedom: the browser's API without a browser). */
export function parseDocument(html: string): Document {
  return parseHTML(html).document;
}

/** A file of a build (the public site unless told) as text, e.g. `robots.txt`. */
export function readDist(file: string, root = distRoot): string {
  return readFileSync(join(root, file), 'utf8');
}

/** Every HTML page of a build with its served URL (404.html included), sorted by file. */
export function builtPages(root = distRoot): BuiltPage[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const url = `/${file}`.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
      const html = readDist(file, root);
      return { root, file, url, html, document: parseDocument(html) };
    });
}

/** The parsed page served at a URL (`/en/prenota` => `en/prenota.html`, `/` => `index.html`). */
export function pageAt(url: string, root = distRoot): Document {
  return parseDocument(readDist(url === '/' ? 'index.html' : `${url.slice(1)}.html`, root));
}

/** Every JS file a page can load: scripts, preloads, islands and all they import. */
export function pageJavaScript(page: BuiltPage): Set<string> {
  const elements = (selector: string) => [...page.document.querySelectorAll(selector)];
  const attribute = (name: string) =>
    elements(`[${name}]`).map((element) => element.getAttribute(name) ?? '');
  const entries = [
    ...attribute('component-url'),
    ...attribute('renderer-url'),
    ...attribute('before-hydration-url'),
    ...elements('script[src]').map((script) => script.getAttribute('src') ?? ''),
    ...elements('link[rel="modulepreload"]').map((link) => link.getAttribute('href') ?? ''),
  ].filter((url) => url.startsWith('/') && url.endsWith('.js'));

  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    const file = join(page.root, url);
    if (!existsSync(file)) return;
    seen.add(url);
    const code = readFileSync(file, 'utf8');
    // Dynamic imports too: the page behaviour always follows, the storage client on upload.
    for (const match of code.matchAll(
      /(?:^|[;}\s(])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*|\(\s*)?["'`]([^"'`]+\.js)["'`]/g,
    )) {
      visit(new URL(match[1] ?? '', `http://site${url}`).pathname);
    }
  };
  entries.forEach(visit);
  return seen;
}

/**
 * One page of the public site in each language, parsed, with that language's translator, its
 * facts as written, and the words of a chat link that asks for a fact on request.
 */
export const inEachLanguage = (id: PageId) =>
  locales.map((locale) => {
    const t = translatorFor(locale);
    const document = pageAt(publishedUrls[id][locale]);
    const ask = `${t('onRequest.ask')}${t('common.opensInNewTab')}`;
    return { locale, t, document, facts: written[locale], ask };
  });
