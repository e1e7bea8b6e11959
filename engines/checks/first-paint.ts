import { describe, expect, it } from 'vitest';
import { startHeldStylesheetHost } from '../held-stylesheet-host';
import { viewports } from '../session';
import type { SuiteContext } from './context';

/**
 * A page's first screen is styled by its inline rules, and its stylesheet is the body's last
 * element (linked in src/components/layout/DocumentHead.astro): every engine paints without
 * waiting for it, as Chromium does in e2e/first-paint.spec.ts. The stylesheet is held until the
 * page has painted, so the check holds on a machine of any speed.
 */
export function firstPaintChecks(context: SuiteContext) {
  describe('first paint', () => {
    it('a page paints before its stylesheet arrives', { timeout: 120_000 }, async () => {
      const host = await startHeldStylesheetHost();
      // A session of its own: its `open` returns before the load event, which the held
      // stylesheet keeps back.
      const session = await context.launch('none');
      try {
        await session.resize(viewports.phone);
        await session.open(`${host.origin}/de/soci`);
        const painted = () => performance.getEntriesByName('first-contentful-paint').length;
        await expect.poll(() => session.evaluate(painted)).toBe(1);
        // Nothing is answered before `release()`, so the paint came first. The stylesheet is the
        // body's last element: the page may paint before it even asks for it.
        await expect.poll(() => host.held()).toBe(1);
        host.release();
        await expect.poll(() => session.evaluate(() => document.readyState)).toBe('complete');
      } finally {
        host.release();
        await session.close();
        await host.close();
      }
    });
  });
}
