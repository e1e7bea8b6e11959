import { expect, test } from 'vitest';
import { videoStorageProvider } from '../../src/data/site';
import { routes } from '../../test-support/urls';
import { pageAt } from './built-site';
import { textOf } from './queries';

/* The footer is where visitors look for contacts: the hosting note lives with the consent choices. */

test.each(routes)('$url: the footer names no storage provider', ({ url }) => {
  const footer = pageAt(url).querySelector('footer');
  expect(textOf(footer)).not.toBe('');
  expect(textOf(footer)).not.toContain(videoStorageProvider);
});
