import { expect, test } from 'vitest';
import { fillTemplate } from '../i18n/fill-template';

test('fills every placeholder and leaves unknown ones as written', () => {
  expect(fillTemplate('{a} and {a}, {b}', { a: 1 })).toBe('1 and 1, {b}');
});

test('fills the facts too, and a value given wins over a fact', () => {
  const facts = { club: 'Lago Padel Club', players: 4 };
  expect(fillTemplate('{club}: {players}', {}, facts)).toBe('Lago Padel Club: 4');
  expect(fillTemplate('{club}', { club: 'Another club' }, facts)).toBe('Another club');
});

test('reads a fact only where the template names it (a formatter made on first use)', () => {
  const read: string[] = [];
  const facts = {
    get size() {
      read.push('size');
      return '2,3 MB';
    },
  };
  expect(fillTemplate('{name}', { name: 'a.mp4' }, facts)).toBe('a.mp4');
  expect(read).toEqual([]);
  expect(fillTemplate('{size}', {}, facts)).toBe('2,3 MB');
  expect(read).toEqual(['size']);
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
