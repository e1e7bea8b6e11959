/**
 * How the bench (scripts/bench.mjs) judges a page from its loads: the targets, the medians of
 * the pairs, and the verdict, with nothing measured here (docs/performance.md).
 */

export const targets = {
  /** LCP at most 5 % above the script-free twin's (median of the pairs' ratios). */
  lcpRatio: 1.05,
  /** Blocking time at most 30 ms above the twin's (median of the pairs' differences). */
  tbtOverTwinMs: 30,
  cls: 0.01,
  renderBlocking: 0,
  jsBytes: 70 * 1024,
  uploadJsBytes: 130 * 1024,
  /**
   * Lighthouse's `benchmarkIndex` (how fast this machine ran its fixed piece of script before
   * each load) may vary this much among a page's loads: more, and the machine's load changed
   * too much for the pairs to be judged.
   */
  benchmarkIndexSwing: 2,
  /**
   * The script-free twin's blocking time (median of its loads) above which the machine, not the
   * page, held the CPU: with no script it blocks only to parse and lay out, 40-180 ms here under
   * applied throttling, while a busy host (other jobs on its cores) pushed it to 400-1,500 ms
   * with `benchmarkIndex`, timed before each load, still steady.
   */
  twinTbtMs: 250,
};

/**
 * The median (the upper of the two middle values of an even count); NaN when a value is missing.
 * @param {number[]} values
 */
export function median(values) {
  if (!values.every(Number.isFinite)) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Bounds that hold the true median with at least 95 % confidence, from the order of the values
 * alone (the sign test: the 2nd and 8th of 9). The verdict is on the median; the bounds show
 * whether a miss stands out from the noise of the pairs. NaN with fewer than 6 or a missing value.
 * @param {number[]} values
 * @returns {[number, number]}
 */
export function medianBounds(values) {
  const n = values.length;
  // k values on each side lie outside, while P(Binomial(n, 1/2) < k) stays within 2.5 %.
  let k = 0;
  let tail = 0;
  let term = 0.5 ** n;
  while (tail + term <= 0.025) {
    tail += term;
    k += 1;
    term = (term * (n - k + 1)) / k;
  }
  if (k === 0 || !values.every(Number.isFinite)) return [Number.NaN, Number.NaN];
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[k - 1], sorted[n - k]];
}

/**
 * One throttling method's figures for a page, from its pairs of loads (the page, then its
 * twin): the judged ones are medians of the per-pair values, the absolute ones for information.
 * @param {{ page: Record<string, number>, twin: Record<string, number> }[]} pairs
 */
export function pairedFigures(pairs) {
  const of = (side, key) => median(pairs.map((pair) => pair[side][key]));
  const lcpRatios = pairs.map(({ page, twin }) => page.lcp / twin.lcp);
  const tbtsOverTwin = pairs.map(({ page, twin }) => page.tbt - twin.tbt);
  return {
    lcpRatio: median(lcpRatios),
    lcpRatioBounds: medianBounds(lcpRatios),
    tbtOverTwin: median(tbtsOverTwin),
    tbtOverTwinBounds: medianBounds(tbtsOverTwin),
    cls: of('page', 'cls'),
    lcp: of('page', 'lcp'),
    twinLcp: of('twin', 'lcp'),
    tbt: of('page', 'tbt'),
    twinTbt: of('twin', 'tbt'),
  };
}

/**
 * A page's verdict: `ok` when it meets every target under every throttling method, `miss` with
 * the reasons otherwise, `too loaded` when its timings cannot be judged. Bytes, render-blocking
 * and CLS do not depend on the machine's speed and are judged whatever its load.
 * @param {{
 *   methods: Record<string, ReturnType<typeof pairedFigures>>,
 *   js: number,
 *   jsLimit: number,
 *   renderBlocking: number,
 *   benchmarkIndices: number[],
 * }} page
 * @returns {{ verdict: 'ok' | 'miss' | 'too loaded', reasons: string[] }}
 */
export function judge({ methods, js, jsLimit, renderBlocking, benchmarkIndices }) {
  const reasons = [];
  const timings = [];
  const machine = [];
  for (const [method, figures] of Object.entries(methods)) {
    // A time Lighthouse could not measure (no quiet spell for TTI) is a timing like the others.
    const unmeasured = ['lcp', 'tbt'].filter((key) => !Number.isFinite(figures[key]));
    if (unmeasured.length > 0) timings.push(`${method}: not measured: ${unmeasured.join(', ')}`);
    if (!Number.isFinite(figures.cls)) reasons.push(`${method}: not measured: cls`);
    if (figures.lcpRatio > targets.lcpRatio)
      timings.push(`${method}: LCP ${figures.lcpRatio.toFixed(2)}x twin`);
    if (figures.tbtOverTwin > targets.tbtOverTwinMs)
      timings.push(`${method}: TBT +${Math.round(figures.tbtOverTwin)} ms over twin`);
    if (figures.cls > targets.cls) reasons.push(`${method}: CLS ${figures.cls.toFixed(3)}`);
    if (!Number.isFinite(figures.twinLcp) || !Number.isFinite(figures.twinTbt))
      machine.push(`${method}: the script-free twin could not be measured`);
    else if (figures.twinTbt > targets.twinTbtMs)
      machine.push(`${method}: the script-free twin blocked ${Math.round(figures.twinTbt)} ms`);
  }
  if (renderBlocking > targets.renderBlocking) reasons.push(`${renderBlocking} render-blocking`);
  if (js > jsLimit) reasons.push(`JS ${js} B`);
  const swing = Math.max(...benchmarkIndices) / Math.min(...benchmarkIndices);
  if (swing > targets.benchmarkIndexSwing)
    machine.unshift(`benchmarkIndex swung ${swing.toFixed(1)}x among its loads`);
  if (reasons.length > 0) return { verdict: 'miss', reasons: [...reasons, ...timings] };
  if (machine.length > 0) return { verdict: 'too loaded', reasons: [...machine, ...timings] };
  return timings.length > 0 ? { verdict: 'miss', reasons: timings } : { verdict: 'ok', reasons };
}
