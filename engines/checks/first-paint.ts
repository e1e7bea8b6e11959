import { afterAll, beforeAll, describe, it } from 'vitest';
import { startHeldStylesheetHost, type HeldStylesheetHost } from '../held-stylesheet-host';
import { viewports, type EngineSession } from '../session';
import { until } from '../wait';
import type { SuiteContext } from './context';

/**
 * A page's first screen is styled by its inline rules, and its stylesheet is the body's last
 * element (linked in src/components/layout/DocumentHead.astro): every engine paints without
 * waiting for it, as Chromium does in e2e/first-paint.spec.ts. The stylesheet is held until the
 * page has painted, so the check holds on a machine of any speed.
 */
export function firstPaintChecks(context: SuiteContext) {
  describe('first paint', () => {
    let host: HeldStylesheetHost | undefined;
    // A session of its own: its `open` returns before the load event, which the held
    // stylesheet keeps back.
    let session: EngineSession | undefined;
    beforeAll(async () => {
      host = await startHeldStylesheetHost();
      session = await context.launch('none');
    });
    afterAll(async () => {
      host?.release();
      await session?.close();
      await host?.close();
    });

    it('a page paints before its stylesheet arrives', async () => {
      if (!session || !host) throw new Error('first paint: no session or host');
      await session.resize(viewports.phone);
      await session.open(`${host.origin}/de/soci`);
      const page = session;
      await until('the first contentful paint', () =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length || null),
      );
      // Nothing is answered before `release()`, so the paint came first. The stylesheet is the
      // body's last element: the page may paint before it even asks for it.
      await until('the stylesheet is asked for, and held', async () => host?.held() === 1 || null);
      host.release();
      await until('the page has loaded', () =>
        page.evaluate(() => (document.readyState === 'complete' ? true : null)),
      );
    });
  });
}
