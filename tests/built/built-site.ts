import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseHTML } from 'linkedom';
import { e2eDist } from '../../test-support/env';

/** The build under test: the one the end-to-end tests serve (DIST_DIR overrides it). */
export const distRoot = resolve(process.env.DIST_DIR ?? e2eDist.configured);

/** One built HTML page, parsed. */
export interface BuiltPage {
  /** Path of the HTML file inside dist, e.g. `en/prenota.html`. */
  file: string;
  /** URL path it is served at, e.g. `/en/prenota`. */
  url: string;
  html: string;
  document: Document;
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Parses HTML into a DOM document (linkedom: the browser's API without a browser). */
export function parseDocument(html: string): Document {
  return parseHTML(html).document;
}

/** A file of the build as text, e.g. `robots.txt`. */
export function readDist(file: string): string {
  return readFileSync(join(distRoot, file), 'utf8');
}

/** Every HTML page of the build with its served URL (404.html included), sorted by file. */
export function builtPages(): BuiltPage[] {
  return htmlFiles(distRoot)
    .map((path) => relative(distRoot, path))
    .sort()
    .map((file) => {
      const url = `/${file}`.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
      const html = readDist(file);
      return { file, url, html, document: parseDocument(html) };
    });
}

/** The parsed page served at a URL (`/en/prenota` => `en/prenota.html`, `/` => `index.html`). */
export function pageAt(url: string): Document {
  return parseDocument(readDist(url === '/' ? 'index.html' : `${url.slice(1)}.html`));
}
