import { expect, test } from 'vitest';
import { videoStorageProvider } from '../../src/data/site';
import { translatorFor } from '../../src/lib/translations';
import { publishedUrls, routes } from '../../test-support/urls';
import { pageAt } from './built-site';
import { hrefsByLanguage, links, textOf, textsOf } from './queries';

/** Elements of a tag that are page landmarks (a header or footer inside a section is not). */
function landmarks(document: Document, tag: string): Element[] {
  return [...document.querySelectorAll(tag)].filter(
    (element) => !element.parentElement?.closest('main, article, aside, nav, section'),
  );
}

// Its language and title: seo.test.ts; that each page answers: links.test.ts. The footer is
// where visitors look for contacts: the hosting note lives with the consent choices.
test.each(routes)(
  '$url: its heading and landmarks, the language switcher, the footer’s contacts',
  ({ id, locale, url }) => {
    const document = pageAt(url);
    const t = translatorFor(locale);
    expect(textsOf(document.querySelectorAll('h1'))).toEqual([t(`${id}.title`)]);
    for (const tag of ['header', 'main', 'footer'])
      expect(landmarks(document, tag), tag).toHaveLength(1);
    const switcher = document.querySelectorAll('header a[hreflang]');
    expect(hrefsByLanguage(switcher)).toEqual(publishedUrls[id]);
    const footer = landmarks(document, 'footer')[0];
    expect(links(footer ?? document.body).map((link) => link.href)).toEqual(
      expect.arrayContaining([
        'tel:+390000000000',
        'mailto:info@lagopadelclub.example',
        'https://wa.me/390000000000',
      ]),
    );
    expect(textOf(footer)).not.toContain(videoStorageProvider);
  },
);
