import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { targets } from '../../scripts/bench-verdict.mjs';
import { builtPages, operatorRoot, pageJavaScript, type BuiltPage } from './built-site';

/*
 * The performance budgets that the build alone decides (docs/performance.md), read from the
 * end-to-end build (`npm run build:e2e`); what a browser measures is `npm run bench`, whose
 * JavaScript budgets (gzipped, all a page can load; more on the operator's page, for the storage
 * client) are these too.
 */
const KB = 1024;
const budgets = {
  /** Gzipped HTML per page: everything its first paint needs fits TCP's first round trip. */
  html: 14 * KB,
  /** Inline scripts run before first paint: the analytics stub, Astro's island loader. */
  inlineScript: 6 * KB,
};

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

const elements = (page: BuiltPage, selector: string): Element[] => [
  ...page.document.querySelectorAll(selector),
];

const pages = [...builtPages(), ...builtPages(operatorRoot)];

describe.each(pages)('$url', (page) => {
  test('HTML is within budget', () => {
    const size = gzipSize(page.html);
    expect(size, `${page.file}: ${size} B gzipped`).toBeLessThanOrEqual(budgets.html);
  });

  test('JavaScript is within budget and none blocks the first paint', () => {
    const files = pageJavaScript(page);
    const total = [...files]
      .map((file) => gzipSize(readFileSync(join(page.root, file))))
      .reduce((sum, bytes) => sum + bytes, 0);
    const limit = page.root === operatorRoot ? targets.uploadJsBytes : targets.jsBytes;
    expect(total, `${page.file}: ${[...files].join(', ')}`).toBeLessThanOrEqual(limit);
    const inlineBytes = elements(page, 'script:not([src]):not([type="application/ld+json"])')
      .map((script) => Buffer.byteLength(script.textContent ?? ''))
      .reduce((sum, bytes) => sum + bytes, 0);
    expect(inlineBytes).toBeLessThanOrEqual(budgets.inlineScript);
    const blocking = elements(page, 'script[src]:not([type="module"]):not([async]):not([defer])');
    expect(blocking.map((script) => script.getAttribute('src'))).toEqual([]);
  });

  test('the page carries its critical CSS, and the stylesheet blocks nothing', () => {
    const criticalCss = elements(page, 'style').map((style) => style.textContent ?? '');
    expect(criticalCss.join('').length).toBeGreaterThan(0);
    expect(elements(page, 'head link[rel="stylesheet"]')).toEqual([]);
    // One stylesheet, the body's last element: everything before it paints without waiting.
    const stylesheets = elements(page, 'link[rel="stylesheet"]');
    expect(stylesheets).toHaveLength(1);
    const [stylesheet] = stylesheets;
    expect(stylesheet?.parentElement?.tagName).toBe('BODY');
    expect(stylesheet?.nextElementSibling).toBeNull();
    expect(stylesheet?.getAttribute('fetchpriority')).toBe('low');
    expect(stylesheet?.hasAttribute('media')).toBe(false);
  });

  test('the largest picture is asked for from the head, as its AVIF source picks it', () => {
    const hinted = (link: Element) =>
      ['type', 'fetchpriority', 'imagesrcset', 'imagesizes'].map((name) => link.getAttribute(name));
    const picked = elements(page, 'picture:has(img[fetchpriority="high"]) > source').map(
      (source) => [
        'image/avif',
        'high',
        source.getAttribute('srcset'),
        source.getAttribute('sizes'),
      ],
    );
    expect(elements(page, 'head link[rel="preload"][as="image"]').map(hinted)).toEqual(picked);
    expect(elements(page, 'link[rel="preload"]')).toHaveLength(picked.length);
  });
});
