import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';
import { links, textOf, textsOf } from './queries';

/* The header's call as the built HTML states it; its language switcher: routes.test.ts. */

describe.each(inEachLanguage('home'))('the header in $locale', ({ t, document }) => {
  test('the call-to-action calls the centre, in the bar and in the menu', () => {
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    const label = t('header.bookNowAccessibleLabel', { phone: '+39 0000 000000' });
    const calls = links(header).filter((candidate) => candidate.name === label);
    expect(calls.map((candidate) => candidate.href)).toEqual(Array(2).fill('tel:+390000000000'));
  });

  test('its visible label keeps "book now" and says that it calls, in the bar and in the menu', () => {
    const [bar, menu] = document.querySelectorAll('header a[href^="tel:"]');
    const label = `${t('header.bookNow')} · ${t('header.bookNowCall')}`;
    // The bar: the call alone where it is narrow, the whole label where it is wide.
    expect(textsOf(bar?.querySelectorAll('span') ?? [])).toEqual([t('header.call'), label]);
    expect(textOf(menu)).toBe(label);
  });
});
