import { expect, test } from 'vitest';
import { fillTemplate } from '../i18n/fill-template';

test('fills every placeholder and leaves unknown ones as written', () => {
  expect(fillTemplate('{a} and {a}, {b}', { a: 1 })).toBe('1 and 1, {b}');
});

test.each(['$&', '$`', "$'", '$$', '$1', '$<name>'])(
  'a value with %s is not expanded (file names, e-mails)',
  (pattern) => {
    expect(fillTemplate('«{name}»', { name: `a${pattern}b.mp4` })).toBe(`«a${pattern}b.mp4»`);
  },
);

test('a name of Object.prototype is not a value', () => {
  expect(fillTemplate('{toString}', {})).toBe('{toString}');
});
