import { expect, test } from 'vitest';
import { translatorFor } from '../../src/lib/translations';
import { parseDocument } from './built-site';
import { served } from './host';
import { textsOf } from './queries';
import { routes } from '../../test-support/urls';

/** Elements of a tag that are page landmarks (a header or footer inside a section is not). */
function landmarks(document: Document, tag: string): Element[] {
  return [...document.querySelectorAll(tag)].filter(
    (element) => !element.parentElement?.closest('main, article, aside, nav, section'),
  );
}

// Its language and title: seo.test.ts.
test.each(routes)('$url answers 200 with its heading and landmarks', async (route) => {
  const t = translatorFor(route.locale);
  const response = await fetch(served + route.url, { redirect: 'manual' });
  expect(response.status).toBe(200);
  const document = parseDocument(await response.text());
  expect(textsOf(document.querySelectorAll('h1'))).toEqual([t(`${route.id}.title`)]);
  for (const tag of ['header', 'main', 'footer'])
    expect(landmarks(document, tag), tag).toHaveLength(1);
});
