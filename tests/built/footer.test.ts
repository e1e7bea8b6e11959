import { expect, test } from 'vitest';
import { videoStorageProvider } from '../../src/data/site';
import { routes } from '../../test-support/urls';
import { pageAt } from './built-site';
import { links, textOf } from './queries';

/* The footer is where visitors look for contacts: the hosting note lives with the consent choices. */

test.each(routes)(
  '$url: the footer links to phone, e-mail and chat, no storage provider',
  ({ url }) => {
    const footer = pageAt(url).querySelector('footer');
    if (!footer) throw new Error('no footer');
    expect(links(footer).map((link) => link.href)).toEqual(
      expect.arrayContaining([
        'tel:+390000000000',
        'mailto:info@lagopadelclub.example',
        'https://wa.me/390000000000',
      ]),
    );
    expect(textOf(footer)).not.toContain(videoStorageProvider);
  },
);
