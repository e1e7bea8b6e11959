import { expect, test } from 'vitest';
import { redirectRules } from '../src/lib/operator-origin';

test.each([
  [
    'https://operatore.example.com',
    '/upload-video https://operatore.example.com/upload-video 302\n',
  ],
  [
    'https://operatore.example.com:8443',
    '/upload-video https://operatore.example.com:8443/upload-video 302\n',
  ],
  ['', ''],
  [undefined, ''],
])('OPERATOR_ORIGIN %j gives the rules %j', (origin, rules) => {
  expect(redirectRules(origin)).toBe(rules);
});

test.each([
  'http://operatore.example.com',
  'https://operatore.example.com/',
  'https://operatore.example.com/upload-video',
  'operatore.example.com',
])('OPERATOR_ORIGIN %j stops the build', (origin) => {
  expect(() => redirectRules(origin)).toThrow(/OPERATOR_ORIGIN must be an HTTPS origin/);
});
