import { expect, test } from 'vitest';
import { describeError } from '../src/components/islands/withErrorBoundary';

test.each([
  [{ status: 404, statusText: 'Not Found' }, 'Not Found'],
  [new Error('boom'), 'boom'],
  [{ statusText: '', message: 'fallback' }, 'fallback'],
  ['plain', 'plain'],
])('describeError: %o => %s', (error, text) => {
  expect(describeError(error)).toBe(text);
});
