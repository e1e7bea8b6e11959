import { targetOf } from '../../test-support/link-target';

/*
 * The few role queries the page tests need, over a parsed page: each finds what Playwright's
 * `getByRole` would find on this site's markup (sections named by their heading, tables by their
 * caption), and fails loudly when nothing matches.
 */

/**
 * Text as a reader gets it: `textContent` with HTML's whitespace collapsed and trimmed. No-break
 * spaces stay (`\s` would take them): they are part of how a price or a unit is written.
 */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/[ \t\n\r\f]+/g, ' ').trim();
}

/** The texts of several elements, in document order. */
export function textsOf(elements: Iterable<Element>): string[] {
  return [...elements].map(textOf);
}

function only<T>(matches: T[], what: string): T {
  if (matches.length !== 1) throw new Error(`${matches.length} elements for ${what}`);
  return matches[0] as T;
}

/** The one `<section>` labelled by a heading with exactly this text (a `region` role). */
export function region(document: Document, name: string): Element {
  const sections = [...document.querySelectorAll('section[aria-labelledby]')].filter(
    (section) =>
      textOf(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) === name,
  );
  return only(sections, `the region "${name}"`);
}

/** The one `<article>` with a heading of exactly this text. */
export function article(root: Document | Element, heading: string): Element {
  const articles = [...root.querySelectorAll('article')].filter((candidate) =>
    textsOf(candidate.querySelectorAll('h2, h3')).includes(heading),
  );
  return only(articles, `the article "${heading}"`);
}

/** The one table whose caption is exactly this text. */
export function table(document: Document, caption: string): HTMLTableElement {
  const tables = [...document.querySelectorAll('table')].filter(
    (candidate) => textOf(candidate.querySelector('caption')) === caption,
  );
  return only(tables, `the table "${caption}"`);
}

/** The texts of the headings of one level inside an element, in order. */
export function headings(root: Element, level: 1 | 2 | 3): string[] {
  return textsOf(root.querySelectorAll(`h${level}`));
}

/** The body rows of a table: the row header's text, then each cell's. */
export function rows(tableElement: HTMLTableElement): string[][] {
  return [...tableElement.querySelectorAll('tr')]
    .filter((row) => row.querySelector('th[scope="row"]'))
    .map((row) => textsOf(row.querySelectorAll('th, td')));
}

/** Every link inside an element, in order: its text (or `aria-label`), `href`, and `target`. */
export function links(root: Element) {
  return [...root.querySelectorAll('a')].map((link) => ({
    name: link.getAttribute('aria-label') ?? textOf(link),
    href: link.getAttribute('href'),
    target: link.getAttribute('target'),
  }));
}

/** The one link inside an element whose name starts with this text. */
export function link(root: Element, name: string) {
  return only(
    links(root).filter((candidate) => candidate.name.startsWith(name)),
    `the link "${name}"`,
  );
}

/** Links to a page in each language as `{ hreflang: href }`. */
export function hrefsByLanguage(elements: Iterable<Element>): Record<string, string> {
  return Object.fromEntries(
    [...elements].map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as unknown,
  );
}

/**
 * The message the chat opens with from the "on request" pattern of one fact inside an element
 * (`FactOrAsk`, marked `data-on-request`); fails when the fact shows no such pattern there.
 */
export function askedFor(root: Element, fact: string): string | null {
  const pattern = only([...root.querySelectorAll(`[data-on-request="${fact}"]`)], fact);
  return targetOf(only(links(pattern), `the chat link of ${fact}`).href ?? '').text;
}
