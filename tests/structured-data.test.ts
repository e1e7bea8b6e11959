import { expect, it } from 'vitest';
import { schemaTime, serializeJsonLd } from '../src/lib/structured-data';

it.each([
  ['24:00', '23:59'],
  ['08:30', '08:30'],
])('schemaTime: %s => %s', (input, expected) => {
  expect(schemaTime(input)).toBe(expected);
});

it('serializeJsonLd: cannot close the script element it is written into', () => {
  const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
});
