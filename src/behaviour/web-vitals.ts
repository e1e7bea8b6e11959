import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution';
import { stripLocale } from '../../i18n/paths';
import { track, type AnalyticsParams } from '../lib/analytics';

/*
 * Real visitors' Core Web Vitals, sent as GA4 events. Imported (dynamically, so that a page
 * without analytics consent requests none of it) when the visitor has accepted analytics. The
 * library reads the browser's buffered entries, so starting after the load event loses nothing.
 */

/** The element a slow metric names: LCP's element, INP's interaction target, CLS's largest shift. */
function debugTarget(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'INP':
      return metric.attribution.interactionTarget;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    default:
      return undefined;
  }
}

function report(metric: MetricWithAttribution) {
  const target = debugTarget(metric);
  const params: AnalyticsParams = {
    // GA4 sums `value`: the delta, so a metric reported twice (CLS, INP) is not counted twice.
    value: metric.delta,
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    // The page in any language, so that /prenota, /en/prenota and /de/prenota add up.
    page_template: stripLocale(window.location.pathname),
    language: document.documentElement.lang,
    ...(target ? { debug_target: target } : {}),
  };
  track(metric.name, params);
}

onLCP(report);
onINP(report);
onCLS(report);
onFCP(report);
onTTFB(report);
