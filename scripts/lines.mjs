/**
 * The project's own line count (`npm run lines`): the files git tracks, each line as `wc -l`
 * counts it (a newline), by part. A figure for a note comes from here, not from a page of docs.
 * Not counted: `package-lock.json` (generated), the pictures in `src/assets/`, and the tests'
 * recorded fixtures (the shipped migrations' copies and their hashes, the video clips).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Whether a path is in one of these folders (a trailing slash) or is one of these files. */
const within = (path, places) =>
  places.some((place) => (place.endsWith('/') ? path.startsWith(place) : path === place));

const notCounted = [
  'package-lock.json',
  'src/assets/',
  'supabase/tests/shipped-migrations/',
  'supabase/tests/shipped-migrations.sha256',
  'e2e/fixtures/',
];

/** Each part and where its files are; the root's other files (its config) are the product's. */
const parts = [
  {
    name: 'product',
    places: ['src/', 'i18n/', 'operator/', 'public/', 'supabase/migrations/'],
    alsoAt: ['supabase/config.toml'],
  },
  {
    name: 'tests',
    places: ['tests/', 'e2e/', 'engines/', 'test-support/', 'supabase/tests/'],
    alsoAt: ['playwright.config.ts', 'vitest.config.ts', '.htmlvalidate.json'],
  },
  { name: 'scripts', places: ['scripts/', '.ci/'], alsoAt: [] },
  { name: 'docs', places: ['docs/', 'README.md'], alsoAt: [] },
];

/** The upload feature, inside the product (issue 41's list). */
const uploadFeature = [
  'src/lib/upload/',
  'src/lib/video/',
  'src/components/islands/upload/',
  'src/components/islands/UploadCard.tsx',
  'operator/',
  'i18n/upload-it.ts',
  'src/data/upload.ts',
  'src/data/hero-video.ts',
  'supabase/migrations/',
];

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '' && !within(path, notCounted));

const lines = (path) => readFileSync(path).filter((byte) => byte === 0x0a).length;
const isRootFile = (path) => !path.includes('/');

const totals = Object.fromEntries(parts.map((part) => [part.name, 0]));
const unplaced = [];
for (const path of files) {
  const part =
    parts.find((candidate) => within(path, [...candidate.places, ...candidate.alsoAt])) ??
    (isRootFile(path) && !path.endsWith('.md') ? parts[0] : undefined);
  if (part) totals[part.name] += lines(path);
  else unplaced.push(path);
}
const upload = files
  .filter((path) => within(path, uploadFeature))
  .reduce((sum, path) => sum + lines(path), 0);

const rows = [
  ...parts.map((part) => [part.name, totals[part.name]]),
  ['  of the product: the upload feature', upload],
];
for (const [name, count] of rows) console.log(`${name.padEnd(38)}${String(count).padStart(7)}`);
console.log(`tests per product line${(totals.tests / totals.product).toFixed(2).padStart(23)}`);
if (unplaced.length > 0) {
  console.error(`in no part (add it to scripts/lines.mjs): ${unplaced.join(', ')}`);
  process.exitCode = 1;
}
