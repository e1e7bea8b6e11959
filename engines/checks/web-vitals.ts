import { describe, expect, it } from 'vitest';
import { webVitalEvents } from '../../src/lib/analytics';
import { dataLayerEntries, eventParams } from '../../test-support/data-layer';
import { afterIdle, hidePage } from '../../test-support/page-state';
import type { EngineSession } from '../session';
import { settle, visit, type SuiteContext } from './context';

/** The metrics this engine can measure, from the entry types it says it supports. */
function supportedMetrics(): string[] {
  const types = PerformanceObserver.supportedEntryTypes;
  const interactions =
    types.includes('event') &&
    typeof PerformanceEventTiming !== 'undefined' &&
    'interactionId' in PerformanceEventTiming.prototype;
  return [
    types.includes('navigation') && 'TTFB',
    types.includes('paint') && 'FCP',
    types.includes('largest-contentful-paint') && 'LCP',
    types.includes('layout-shift') && 'CLS',
    interactions && 'INP',
  ].filter((name): name is string => typeof name === 'string');
}

/** The Web Vitals events in `dataLayer`: each metric's name and its value. */
async function reportedMetrics(session: EngineSession) {
  const entries = await session.evaluate(dataLayerEntries);
  return webVitalEvents.flatMap((name) =>
    eventParams<{ metric_value: unknown }>(entries, name).map((params) => ({ name, ...params })),
  );
}

/** Whether the browser has timed the first interaction (or cannot: it then reports no INP). */
const interactionTimed = () =>
  !PerformanceObserver.supportedEntryTypes.includes('first-input') ||
  performance.getEntriesByType('first-input').length > 0;

/** Real visitors' Web Vitals after analytics consent: every metric the engine can measure. */
export function webVitalsChecks(context: SuiteContext) {
  describe('web vitals', () => {
    it('with analytics consent, each metric the engine supports reaches dataLayer', async () => {
      const consent = { analytics: true, media: false };
      const session = await visit(context, '/en/prenota', { consent });
      await settle(session);
      const supported = await session.evaluate(supportedMetrics);
      expect(supported, 'every engine measures the first paint').toContain('FCP');
      // The first paint's metrics are final once the page has painted: the library is running.
      await expect
        .poll(async () => (await reportedMetrics(session)).map(({ name }) => name))
        .toContain('FCP');
      await session.click({ role: 'heading' });
      await expect.poll(() => session.evaluate(interactionTimed)).toBe(true);
      await session.evaluate(afterIdle);
      await session.evaluate(hidePage);
      await expect
        .poll(async () => new Set((await reportedMetrics(session)).map(({ name }) => name)))
        .toEqual(new Set(supported));
      for (const { name, metric_value } of await reportedMetrics(session))
        expect(metric_value, name).toEqual(expect.any(Number));
    });
  });
}
