import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { locales } from '../test-support/routes';
import { routesIn } from '../test-support/urls';

/* Reflow and text at 200 % on every page (docs/content.md, Layout checks), naming elements. */

/** Renders every section (they skip rendering until scrolled near) and measures the page. */
async function measureLayout(page: Page) {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('.page-section'))
      element.style.contentVisibility = 'visible';

    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      const text = name.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${text}"`;
    };
    const isRendered = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    // Screen-reader-only text is clipped on purpose, to a 1 px box; decorations (aria-hidden)
    // may bleed out of their card; an SVG's shapes are drawn inside its own box.
    const isExempt = (element: Element) =>
      element.closest(
        '.sr-only, [hidden], [aria-hidden="true"], dialog:not([open]), [popover]:not(:popover-open)',
      ) !== null || element.parentElement?.closest('svg') != null;

    const viewportWidth = document.documentElement.clientWidth;
    const clipped: string[] = [];
    const offScreen: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (isExempt(element) || !isRendered(element)) continue;
      const box = element.getBoundingClientRect();
      let clippingAncestor: Element | undefined;
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const overflowX = getComputedStyle(ancestor).overflowX;
        if (overflowX === 'visible') continue;
        clippingAncestor = ancestor;
        break;
      }
      if (!clippingAncestor || clippingAncestor === document.body) {
        // Fixed elements do not widen the document: they are simply out of reach.
        if (box.right > viewportWidth + 1 || box.left < -1) {
          offScreen.push(describe(element));
        }
        continue;
      }
      const overflowX = getComputedStyle(clippingAncestor).overflowX;
      // A container that scrolls shows the rest on demand: nothing is lost.
      if (overflowX === 'auto' || overflowX === 'scroll') continue;
      const frame = clippingAncestor.getBoundingClientRect();
      // A 1 px clipping box is the screen-reader-only pattern, at any breakpoint.
      const screenReaderOnly = frame.width <= 1 && frame.height <= 1;
      if (!screenReaderOnly && (box.right > frame.right + 1 || box.left < frame.left - 1)) {
        clipped.push(`${describe(element)} in ${describe(clippingAncestor)}`);
      }
    }

    const unreadableTables: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      if (!isRendered(table)) continue;
      const box = table.getBoundingClientRect();
      if (box.left < 0 || box.right > viewportWidth) unreadableTables.push(describe(table));
      for (const cell of table.querySelectorAll('th, td')) {
        if (cell.scrollWidth > cell.clientWidth + 1) unreadableTables.push(describe(cell));
      }
    }

    return {
      documentOverflow: document.documentElement.scrollWidth - viewportWidth,
      clipped,
      offScreen,
      unreadableTables,
    };
  });
}

function expectNothingLost(findings: Awaited<ReturnType<typeof measureLayout>>) {
  expect(findings.documentOverflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  expect(findings.clipped, 'cut off by an ancestor').toEqual([]);
  expect(findings.offScreen, 'outside the viewport').toEqual([]);
  expect(findings.unreadableTables, 'tables that do not fit').toEqual([]);
}

/** Each pass over every page: a narrow phone, or the browser's text size at 200 %. */
const passes = [
  { name: 'reflow at 320 px', viewport: { width: 320, height: 800 }, textSize: 16 },
  { name: 'reflow at 360 px', viewport: { width: 360, height: 800 }, textSize: 16 },
  { name: 'text at 200 %', viewport: { width: 1280, height: 800 }, textSize: 32 },
];

for (const { name, viewport, textSize } of passes) {
  test.describe(name, () => {
    test.use({ viewport });

    for (const locale of locales) {
      test(`every ${locale} page keeps everything readable, light and dark`, async ({ page }) => {
        // The browser's own text-size setting, which every rem size and breakpoint follows.
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Page.setFontSizes', { fontSizes: { standard: textSize } });
        for (const { url } of routesIn(locale)) {
          await page.goto(url);
          const rootSize = await page.evaluate(
            () => getComputedStyle(document.documentElement).fontSize,
          );
          expect(rootSize, 'the text size').toBe(`${textSize}px`);
          // One load: measuring forces the switched scheme's style and layout at once.
          for (const colorScheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme });
            await test.step(`${url}, ${colorScheme}`, async () =>
              expectNothingLost(await measureLayout(page)));
          }
        }
      });
    }
  });
}
