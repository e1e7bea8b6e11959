import { readFileSync } from 'node:fs';
import { DOMParser } from 'linkedom';
import { expect, it } from 'vitest';
import { iconNames } from '../src/lib/icons';

const sprite = new DOMParser().parseFromString(
  readFileSync('src/assets/icons.svg', 'utf8'),
  'image/svg+xml',
);
const symbols = [...sprite.querySelectorAll('symbol')];

it('has exactly one symbol for each icon name, and none other', () => {
  const ids = symbols.map((symbol) => symbol.getAttribute('id'));
  expect(ids.toSorted()).toEqual([...iconNames].toSorted());
});

it('draws every icon on the 24 x 24 grid, in the colour of the text around it', () => {
  for (const symbol of symbols) {
    const id = symbol.getAttribute('id') ?? '';
    expect(symbol.getAttribute('viewBox'), id).toBe('0 0 24 24');
    const paint = symbol.getAttribute('stroke') ?? symbol.getAttribute('fill');
    expect(paint, id).toBe('currentColor');
  }
});
