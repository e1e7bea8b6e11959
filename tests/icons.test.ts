import { readFileSync } from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../src/lib/icons';

const sprite = parseDocument(readFileSync('src/assets/icons.svg', 'utf8'), { xmlMode: true });
const symbols = DomUtils.getElementsByTagName('symbol', sprite);

describe('icon sprite', () => {
  it('has exactly one symbol for each icon name, and none other', () => {
    const ids = symbols.map((symbol) => symbol.attribs.id);
    expect(ids.toSorted()).toEqual([...iconNames].toSorted());
  });

  it('draws every icon on the 24 x 24 grid, in the colour of the text around it', () => {
    for (const symbol of symbols) {
      expect(symbol.attribs.viewBox, symbol.attribs.id).toBe('0 0 24 24');
      const paint = symbol.attribs.stroke ?? symbol.attribs.fill;
      expect(paint, symbol.attribs.id).toBe('currentColor');
    }
  });
});
