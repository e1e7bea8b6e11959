import { expect, test } from 'vitest';
import { redirectRules } from '../src/lib/operator-origin';

const origin = 'https://operatore.example.com';

// A configured origin's rule, as the runtime applies it: tests/built/served.test.ts.

test.each([
  [`${origin}:8443`, `/upload-video ${origin}:8443/upload-video 302\n`],
  ['', ''],
  [undefined, ''],
])('OPERATOR_ORIGIN %j gives the rules %j', (given, rules) => {
  expect(redirectRules(given)).toBe(rules);
});

test.each([
  'http://operatore.example.com',
  `${origin}/`,
  `${origin}/upload-video`,
  'operatore.example.com',
])('OPERATOR_ORIGIN %j stops the build', (given) => {
  expect(() => redirectRules(given)).toThrow(/OPERATOR_ORIGIN must be an HTTPS origin/);
});
