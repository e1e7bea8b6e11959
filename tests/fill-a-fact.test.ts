import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'astro';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseHTML } from 'linkedom';

/*
 * A fact the centre gives is one line in src/data/: the value in place of `priceOnRequest(name)`.
 * This builds the two sections that name the pickleball court's price (the booking page's
 * prices and the courts page's pickleball section) from the data with that one line changed,
 * and checks that the "on request" pattern has gone from both and the prices show instead.
 */

const repository = resolve(import.meta.dirname, '..');
const prices = join(repository, 'src/data/prices.ts');
const line = "priceOnRequest('pickleball_prices')";
const given = '[{ minutes: 60, members: 20, nonMembers: 24 }]';

const page = `---
import CourtPrices from '${repository}/src/components/sections/booking/CourtPrices.astro';
import PickleballSection from '${repository}/src/components/sections/courts/PickleballSection.astro';
import { translatorFor } from '${repository}/src/lib/translations';

Object.assign(Astro.locals, { locale: 'it', path: '/prenota', t: translatorFor('it') });
---
<html lang="it"><body><CourtPrices /><PickleballSection /></body></html>
`;

/** The edit a person makes in prices.ts, made as the build reads the file. */
const fillInPrices = {
  name: 'fill-in-one-fact',
  enforce: 'pre' as const,
  transform(code: string, id: string) {
    if (id !== prices) return null;
    if (code.split(line).length !== 2) throw new Error(`prices.ts names ${line} not once`);
    return code.replace(line, given);
  },
};

/** The page built in a site of its own, beside the project's dependencies. */
const site = { root: '', document: undefined as unknown as Document };
beforeAll(async () => {
  site.root = mkdtempSync(join(tmpdir(), 'one-page-'));
  symlinkSync(join(repository, 'node_modules'), join(site.root, 'node_modules'), 'dir');
  mkdirSync(join(site.root, 'src/pages'), { recursive: true });
  writeFileSync(join(site.root, 'src/pages/index.astro'), page);
  await build({ root: site.root, logLevel: 'error', vite: { plugins: [fillInPrices] } });
  site.document = parseHTML(readFileSync(join(site.root, 'dist/index.html'), 'utf8')).document;
}, 180_000);
afterAll(() => rmSync(site.root, { recursive: true, force: true }));

test('a fact filled in shows its value wherever it was on request', () => {
  const price = '60\u00a0minuti: soci 20,00\u00a0€, non soci 24,00\u00a0€';
  const { document } = site;
  const prices = [...document.querySelectorAll('li')].filter((item) => item.textContent === price);
  expect(prices).toHaveLength(2);
  expect(document.querySelectorAll('[data-on-request="pickleball_prices"]')).toHaveLength(0);
  // The other facts still on request in these sections are untouched.
  expect(document.querySelectorAll('[data-on-request]')).toHaveLength(3);
});
