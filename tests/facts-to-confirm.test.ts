import { expect, test } from 'vitest';
import { factsOnRequestInData, factsToConfirm } from '../test-support/on-request';

/* The facts on request in src/data/ and the list in docs/content.md agree, names and kinds. */

// A name the data gave twice would be listed twice: each fact has a name of its own.
test('docs/content.md lists exactly the facts the data has on request, each of its kind', () => {
  const listed = factsToConfirm().map(({ name, kind }) => ({ name, kind }));
  const typed = factsOnRequestInData.map((fact) => ({ name: fact.onRequest, kind: fact.kind }));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  expect(listed.sort(byName)).toEqual(typed.sort(byName));
});
