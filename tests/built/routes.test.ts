import { describe, expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import { parseDocument } from './built-site';
import { served } from './host';
import { routes } from '../../test-support/urls';

/** Requests a path from the Pages runtime without following redirects. */
function get(path: string): Promise<Response> {
  return fetch(served + path, { redirect: 'manual' });
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

/** Elements of a tag that are page landmarks (a header or footer inside a section is not). */
function landmarks(document: Document, tag: string): Element[] {
  return [...document.querySelectorAll(tag)].filter(
    (element) => !element.parentElement?.closest('main, article, aside, nav, section'),
  );
}

describe('every page in every language', () => {
  test.each(routes)('$url answers 200 in $locale with its title and heading', async (route) => {
    const t = translationsFor(route.locale);
    const response = await get(route.url);
    expect(response.status).toBe(200);
    const document = parseDocument(await response.text());
    expect(document.documentElement.getAttribute('lang')).toBe(route.locale);
    expect(document.title).toContain(t(`${route.id}.metaTitle`));
    expect([...document.querySelectorAll('h1')].map(text)).toEqual([t(`${route.id}.title`)]);
    for (const tag of ['header', 'main', 'footer'])
      expect(landmarks(document, tag), tag).toHaveLength(1);
  });

  test.each(routes)('$url links to the phone, the e-mail and the chat', async ({ url }) => {
    const document = parseDocument(await (await get(url)).text());
    for (const href of [
      'tel:+390000000000',
      'mailto:info@lagopadelclub.example',
      'https://wa.me/390000000000',
    ])
      expect(document.querySelector(`a[href="${href}"]`), href).not.toBeNull();
  });
});
