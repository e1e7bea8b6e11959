import { expect, it } from 'vitest';
import { serializeJsonLd } from '../src/lib/structured-data';

// schemaTime, on the published hours: tests/built/structured-data.test.ts.
it('serializeJsonLd: cannot close the script element it is written into', () => {
  const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
});
