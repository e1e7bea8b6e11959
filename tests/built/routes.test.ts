import { expect, test } from 'vitest';
import { pages } from '../../src/data/pages';
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
  '$url: its heading and landmarks, the header’s switcher and call, the footer’s contacts',
  ({ id, locale, url }) => {
    const document = pageAt(url);
    const t = translatorFor(locale);
    expect(textsOf(document.querySelectorAll('h1'))).toEqual([t(`${id}.title`)]);
    for (const tag of ['header', 'main', 'footer'])
      expect(landmarks(document, tag), tag).toHaveLength(1);
    // The bar's navigation and the phone's menu: every page in this language, this one marked.
    const navigations = [...document.querySelectorAll('header nav')].map((nav) =>
      [...nav.querySelectorAll('a:not([href^="tel:"])')].map((link) => [
        textOf(link),
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
    );
    const everyPage = pages.map((entry) => [
      t(entry.navKey),
      publishedUrls[entry.id][locale],
      entry.id === id ? 'page' : null,
    ]);
    expect(navigations).toEqual([everyPage, everyPage]);
    const switcher = document.querySelectorAll('header a[hreflang]');
    expect(hrefsByLanguage(switcher)).toEqual(publishedUrls[id]);
    // The header's call-to-action calls the centre, in the bar and in the menu; its visible
    // label keeps "book now" and says that it calls (in the bar the call alone where narrow).
    const calls = [...document.querySelectorAll('header a[href^="tel:"]')];
    const name = t('header.bookNowAccessibleLabel', { phone: '+39 0000 000000' });
    expect(
      calls.map((call) => [call.getAttribute('aria-label'), call.getAttribute('href')]),
    ).toEqual(Array(2).fill([name, 'tel:+390000000000']));
    const label = `${t('header.bookNow')} · ${t('header.bookNowCall')}`;
    expect(textsOf(calls[0]?.querySelectorAll('span') ?? [])).toEqual([t('header.call'), label]);
    expect(textOf(calls[1])).toBe(label);
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
