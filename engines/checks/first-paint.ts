import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewports } from '../session';
import { startSlowStylesheetHost, type SlowStylesheetHost } from '../slow-stylesheet-host';
import type { SuiteContext } from './context';

const stylesheetDelayMs = 2000;

/**
 * A page's first screen is styled by its inline rules, and its stylesheet is the body's last
 * element (src/components/layout/SiteStylesheet.astro): every engine paints without waiting for
 * it, as Chromium does in e2e/first-paint.spec.ts.
 */
export function firstPaintChecks(context: SuiteContext) {
  describe('first paint', () => {
    let host: SlowStylesheetHost | undefined;
    beforeAll(async () => {
      host = await startSlowStylesheetHost(stylesheetDelayMs);
    });
    afterAll(async () => {
      await host?.close();
    });

    it('a page paints before its stylesheet arrives', async () => {
      const session = context.session();
      await session.resize(viewports.phone);
      // The load event waits for the stylesheet: both times are known once `open` returns.
      await session.open(`${host?.origin ?? ''}/de/soci`);
      const timing = await session.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        stylesheet:
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname.endsWith('.css'))?.responseEnd ??
          Number.NaN,
      }));
      expect(timing.stylesheet).toBeGreaterThan(stylesheetDelayMs);
      expect(timing.paint).toBeLessThan(timing.stylesheet - stylesheetDelayMs / 2);
    });
  });
}
