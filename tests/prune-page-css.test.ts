import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { prunePage, pruneCss, selectorClasses } from '../scripts/prune-page-css.mjs';

const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('selectorClasses', () => {
  test.each([
    ['.sm\\:mt-2', ['sm:mt-2']],
    ['.py-0\\.5', ['py-0.5']],
    ['.\\32 xl\\:grid-cols-3', ['2xl:grid-cols-3']],
    [':is(:where(.group):hover .group-hover\\:scale-105)', ['group', 'group-hover:scale-105']],
    [
      '.\\[\\&\\:\\:-webkit-progress-value\\]\\:w-1::-webkit-progress-value',
      ['[&::-webkit-progress-value]:w-1'],
    ],
    ['button:not(:disabled),[role=button]', []],
  ])('%s', (selector, classes) => {
    expect(selectorClasses(selector)).toEqual(classes);
  });
});

describe('pruneCss', () => {
  const used = new Set(['a', 'sm:b']);
  const isUsed = (name: string) => used.has(name);

  test('keeps rules whose classes are all used and rules without classes', () => {
    expect(pruneCss('p{margin:0}.a{color:red}.c{color:blue}.a .c{color:green}', isUsed)).toBe(
      'p{margin:0}.a{color:red}',
    );
  });

  test('trims selector lists and removes blocks left empty', () => {
    expect(
      pruneCss(
        '@layer utilities{.a,.c{top:0}@media (width>=40rem){.sm\\:b{top:1px}.sm\\:c{top:2px}}@media (hover:hover){.c:hover{top:3px}}}@layer components;',
        isUsed,
      ),
    ).toBe('@layer utilities{.a{top:0}@media (width>=40rem){.sm\\:b{top:1px}}}@layer components;');
  });
});

describe('prunePage', () => {
  test('rewrites the stylesheet and swaps its hash in the policy', () => {
    const css = '.used{color:red}.unused{color:blue}';
    const html = `<meta http-equiv="content-security-policy" content="style-src ${hash(css)}"><style>${css}</style><p class="used">x</p>`;
    const pruned = prunePage(html, () => false);
    expect(pruned).toContain('<style>.used{color:red}</style>');
    expect(pruned).toContain(hash('.used{color:red}'));
    expect(pruned).not.toContain(hash(css));
  });

  test('keeps classes the page scripts may render, and fails loudly without the old hash', () => {
    const css = '.open{display:block}';
    const html = `<meta content="style-src ${hash(css)}"><style>${css}</style>`;
    expect(prunePage(html, (name) => name === 'open')).toBe(html);
    expect(() => prunePage(`<style>${css}</style>`, () => false)).toThrow(/no 'sha256-/);
  });
});
