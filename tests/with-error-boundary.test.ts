import { describe, expect, test } from 'vitest';
import { describeError } from '../src/components/islands/withErrorBoundary';

describe('describeError', () => {
  test.each([
    [{ status: 404, statusText: 'Not Found' }, 'Not Found'],
    [new Error('boom'), 'boom'],
    [{ statusText: '', message: 'fallback' }, 'fallback'],
    ['plain', 'plain'],
  ])('%o => %s', (error, text) => {
    expect(describeError(error)).toBe(text);
  });
});
