import { expect, test } from 'vitest';
import { isOnRequest } from '../src/data/fact';
import { factsToConfirm } from '../test-support/on-request';

/*
 * Every fact the centre has not given is `onRequest(name)` somewhere in src/data/, and
 * docs/content.md lists each under "Facts the centre should confirm". Filling one in, or adding
 * one, fails here until that list says the same.
 */

const dataModules = import.meta.glob('../src/data/*.ts', { eager: true });

/** The names of every fact on request inside a value, at any depth. */
function namesOnRequest(value: unknown): string[] {
  if (isOnRequest(value)) return [value.onRequest];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(namesOnRequest);
}

const inData = Object.values(dataModules).flatMap(namesOnRequest);

test('every fact on request has a name of its own', () => {
  expect(inData).toEqual([...new Set(inData)]);
});

test('docs/content.md lists exactly the facts the data has on request', () => {
  const listed = factsToConfirm().map((fact) => fact.name);
  expect(listed.sort()).toEqual([...inData].sort());
});
