import { expect, test } from 'vitest';
import { policyAdditions } from '../src/lib/security-policy';

// Each page's policy as built with a Supabase project, the base included: tests/built/security.test.ts.
test('without a Supabase project the upload page may connect nowhere', () => {
  expect(policyAdditions('upload', {}).directives).toContain("connect-src 'none'");
});

test('without a Supabase project the homepage names none and loads no media', () => {
  const { directives } = policyAdditions('home', {});
  expect(directives.join(';')).not.toContain('supabase');
  expect(directives.some((entry) => entry.startsWith('media-src'))).toBe(false);
});
