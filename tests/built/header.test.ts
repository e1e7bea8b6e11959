import { describe, expect, test } from 'vitest';
import { translatorFor } from '../../src/lib/translations';
import { pageAt } from './built-site';
import { hrefsByLanguage, links, textOf, textsOf } from './queries';
import { publishedUrls, routes } from '../../test-support/urls';

/* The header's links as the built HTML states them: the phone call and the language switcher. */

describe.each(['it', 'en', 'de'] as const)('header (%s)', (locale) => {
  test('the call-to-action calls the centre, in the bar and in the menu', () => {
    const t = translatorFor(locale);
    const header = pageAt(publishedUrls.home[locale]).querySelector('header');
    if (!header) throw new Error('no header');
    const label = t('header.bookNowAccessibleLabel', { phone: '+39 0000 000000' });
    expect(
      links(header)
        .filter((candidate) => candidate.name === label)
        .map((candidate) => candidate.href),
    ).toEqual(['tel:+390000000000', 'tel:+390000000000']);
  });

  test('its visible label keeps "book now" and says that it calls, in the bar and in the menu', () => {
    const t = translatorFor(locale);
    const calls = pageAt(publishedUrls.home[locale]).querySelectorAll('header a[href^="tel:"]');
    const label = `${t('header.bookNow')} · ${t('header.bookNowCall')}`;
    const [bar, menu] = calls;
    // The bar: the call alone where it is narrow, the whole label where it is wide.
    expect(textsOf(bar?.querySelectorAll('span') ?? [])).toEqual([t('header.call'), label]);
    expect(textOf(menu)).toBe(label);
  });
});

describe('language switcher', () => {
  test.each(routes)('on $url it links to the same page in each language', ({ id, url }) => {
    const switcher = pageAt(url).querySelector('header')?.querySelectorAll('a[hreflang]') ?? [];
    expect(hrefsByLanguage(switcher)).toEqual(publishedUrls[id]);
  });
});
