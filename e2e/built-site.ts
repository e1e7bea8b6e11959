import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { e2eDist } from './test-env';

/** The build under test (the same folder the static host serves). */
export const distRoot = resolve(process.env.DIST_DIR ?? e2eDist.configured);

export interface BuiltPage {
  /** Path of the HTML file inside dist, e.g. `en/prenota.html`. */
  file: string;
  /** URL path it is served at, e.g. `/en/prenota`. */
  url: string;
  html: string;
}

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every HTML page of the build with its served URL (404.html included). */
export function builtPages(): BuiltPage[] {
  return htmlFiles(distRoot).map((path) => {
    const file = relative(distRoot, path);
    const url = `/${file}`.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
    return { file, url, html: readFileSync(path, 'utf8') };
  });
}

/** Values of an attribute on every element of a page (Astro writes double-quoted attributes). */
export function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ''));
}

/** Decodes the few entities Astro writes inside attribute values. */
function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Opening tags of one element name, e.g. every `<a ...>`. */
export function openingTags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
}
