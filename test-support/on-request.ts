import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PageId } from '../src/data/pages';

/** One row of "Facts the centre should confirm": the fact's name and the pages that name it. */
export interface FactToConfirm {
  name: string;
  pages: PageId[];
}

/**
 * The facts docs/content.md lists as on request, read from its table (first column the name,
 * last column the pages, each in backticks): the list the unit test holds the data to, and the
 * built-site test the pages.
 */
export function factsToConfirm(): FactToConfirm[] {
  const content = readFileSync(resolve(import.meta.dirname, '../docs/content.md'), 'utf8');
  const section = content.split('## Facts the centre should confirm')[1]?.split('\n## ')[0] ?? '';
  const ticked = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      return { name: ticked(cells[0])[0] ?? '', pages: ticked(cells.at(-1)) as PageId[] };
    });
}
