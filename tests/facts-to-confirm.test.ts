import { expect, test } from 'vitest';
import { isOnRequest } from '../src/data/fact';
import { factsToConfirm } from '../test-support/on-request';

/* The facts on request in src/data/ and the list in docs/content.md agree. */

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
