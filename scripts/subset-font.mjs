/**
 * Makes the one web font the site ships: Inter (variable, from @fontsource-variable/inter) cut
 * down to Latin-1 plus the typographic marks the copy uses, and to the weights the design uses
 * (400-800). 48 KB becomes about 28 KB, which keeps the text paint fast on a phone.
 * Run `npm run fonts` after changing the font or needing new characters; the output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

export const fontFile = 'src/assets/fonts/inter-latin-400-800.woff2';

/** Code points kept; astro.config.mjs declares the same set as the font's unicode-range. */
export const unicodeRanges = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2192, 0x2192],
  [0x2212, 0x2212],
];

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');

/**
 * The ranges as CSS unicode-range values, e.g. `U+0020-007E`.
 * @type {[string, ...string[]]}
 */
export const cssUnicodeRange = /** @type {[string, ...string[]]} */ (
  unicodeRanges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
);

if (process.argv[1]?.endsWith('subset-font.mjs')) {
  const source = readFileSync(
    'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  );
  const text = unicodeRanges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('');
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  writeFileSync(fontFile, subset);
  console.log(`${fontFile}: ${source.length} B -> ${subset.length} B`);
}
