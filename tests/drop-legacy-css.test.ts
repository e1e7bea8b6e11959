import postcss from 'postcss';
import { describe, expect, test } from 'vitest';
import { dropLegacyCss } from '../scripts/drop-legacy-css.mjs';

const run = async (css: string) =>
  (await postcss([dropLegacyCss]).process(css, { from: undefined })).css;

describe('dropLegacyCss', () => {
  test('keeps the color-mix() declaration in place of its plain-colour fallback', async () => {
    const css =
      '@layer utilities{.a{color:#ffffffd9;display:block}' +
      '@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(in oklab, var(--w) 85%, transparent)}}}';
    expect(await run(css)).toBe(
      '@layer utilities{.a{display:block}.a{color:color-mix(in oklab, var(--w) 85%, transparent)}}',
    );
  });

  test('removes a fallback rule left empty, inside media queries too', async () => {
    const css =
      '@media (hover:hover){.b:hover{background-color:#0000001a}' +
      '@supports (color:color-mix(in lab, red, red)){.b:hover{background-color:color-mix(in oklab, black 10%, transparent)}}}';
    expect(await run(css)).toBe(
      '@media (hover:hover){.b:hover{background-color:color-mix(in oklab, black 10%, transparent)}}',
    );
  });

  test('drops the initial values for browsers without @property, keeping @property', async () => {
    const css =
      '@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:block)){*,:before{--tw-x:0}}}' +
      '.c{color:red}@property --tw-x{syntax:"*";inherits:false;initial-value:0}';
    expect(await run(css)).toBe(
      '.c{color:red}@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    );
  });

  test('leaves every other @supports block alone', async () => {
    const css = '@supports (display:grid){.d{display:grid}}.e{color:#fff}';
    expect(await run(css)).toBe(css);
  });
});
