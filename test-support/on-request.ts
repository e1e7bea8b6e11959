import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isOnRequest, type OnRequest, type OnRequestKind } from '../src/data/fact';
import type { PageId } from '../src/data/pages';

/** One row of "Facts the centre should confirm": the fact's name, kind and the pages naming it. */
export interface FactToConfirm {
  name: string;
  kind: string;
  pages: PageId[];
}

/**
 * The facts docs/content.md lists as on request, read from its table (first column the name,
 * second its kind, last column the pages, each in backticks): the list the unit test holds the
 * data to, and the built-site test the pages.
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
      return {
        name: ticked(cells[0])[0] ?? '',
        kind: ticked(cells[1])[0] ?? '',
        pages: ticked(cells.at(-1)) as PageId[],
      };
    });
}

const dataModules = import.meta.glob('../src/data/*.ts', { eager: true });

/** Every fact on request inside a value, at any depth. */
function onRequestIn(value: unknown): OnRequest[] {
  if (isOnRequest(value)) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(onRequestIn);
}

/** Every fact on request that `src/data/` holds, as typed there. */
export const factsOnRequestInData: OnRequest[] = Object.values(dataModules).flatMap(onRequestIn);

/** The kind the data gives a fact on request, by its name. */
export function kindInData(name: string): OnRequestKind | undefined {
  return factsOnRequestInData.find((fact) => fact.onRequest === name)?.kind;
}
