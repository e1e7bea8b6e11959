import { describe, expect, test } from 'vitest';
import { judge, median, medianBounds, pairedFigures, targets } from '../scripts/bench-verdict.mjs';

/** A page's figures under one method that meet every target. */
const bounds: [number, number] = [Number.NaN, Number.NaN];
const within = {
  lcpRatio: 1.02,
  lcpRatioBounds: bounds,
  tbtOverTwin: 4,
  tbtOverTwinBounds: bounds,
  cls: 0,
  lcp: 0,
  twinLcp: 0,
  tbt: 0,
  twinTbt: 0,
};

/** A page that meets every target under both methods, on a machine of steady speed. */
const page = {
  methods: { simulated: within, applied: within },
  js: 60_000,
  jsLimit: targets.jsBytes,
  renderBlocking: 0,
  benchmarkIndices: [1200, 1000, 1400],
};

test.each([
  [[3, 1, 2], 2],
  [[4, 1, 3, 2], 3],
  [[-5, 10], 10],
])('median: %j => %d', (values, expected) => {
  expect(median(values)).toBe(expected);
});

test('median: a missing value makes the median missing', () => {
  expect(median([1, Number.NaN, 3])).toBeNaN();
});

test('medianBounds: the 2nd and 8th of 9 values, the 1st and 6th of 6, none for fewer', () => {
  expect(medianBounds([9, 1, 8, 2, 7, 3, 6, 4, 5])).toEqual([2, 8]);
  expect(medianBounds([6, 1, 5, 2, 4, 3])).toEqual([1, 6]);
  expect(medianBounds([1, 2, 3, 4, 5])).toEqual([Number.NaN, Number.NaN]);
  expect(medianBounds([1, 2, 3, 4, 5, Number.NaN])).toEqual([Number.NaN, Number.NaN]);
});

test('pairedFigures judges the medians of the per-pair values, not the ratio of the medians', () => {
  const pairs = [
    { page: { lcp: 1000, tbt: 60, cls: 0 }, twin: { lcp: 1000, tbt: 0, cls: 0 } },
    { page: { lcp: 2200, tbt: 300, cls: 0 }, twin: { lcp: 2000, tbt: 280, cls: 0 } },
    { page: { lcp: 1500, tbt: 100, cls: 0.02 }, twin: { lcp: 1000, tbt: 90, cls: 0 } },
  ];
  expect(pairedFigures(pairs)).toEqual({
    lcpRatio: 1.1,
    lcpRatioBounds: [Number.NaN, Number.NaN],
    tbtOverTwin: 20,
    tbtOverTwinBounds: [Number.NaN, Number.NaN],
    cls: 0,
    lcp: 1500,
    twinLcp: 1000,
    tbt: 100,
    twinTbt: 90,
  });
});

describe('judge', () => {
  test('a page within every target under both methods is ok', () => {
    expect(judge(page)).toEqual({ verdict: 'ok', reasons: [] });
  });

  test.each([
    ['simulated', { lcpRatio: 1.06 }, 'simulated: LCP 1.06x twin'],
    ['applied', { lcpRatio: 1.06 }, 'applied: LCP 1.06x twin'],
    ['applied', { tbtOverTwin: 31 }, 'applied: TBT +31 ms over twin'],
    ['applied', { cls: 0.02 }, 'applied: CLS 0.020'],
    ['applied', { tbt: Number.NaN, tbtOverTwin: Number.NaN }, 'applied: not measured: tbt'],
  ])('a miss under %s alone is a miss: %j', (method, figures, reason) => {
    const missed = { ...page, methods: { ...page.methods, [method]: { ...within, ...figures } } };
    expect(judge(missed)).toEqual({ verdict: 'miss', reasons: [reason] });
  });

  test('JavaScript over the budget and render-blocking are misses', () => {
    expect(judge({ ...page, js: targets.jsBytes + 1, renderBlocking: 1 })).toEqual({
      verdict: 'miss',
      reasons: ['1 render-blocking', `JS ${targets.jsBytes + 1} B`],
    });
  });

  test('timings from a machine whose speed swung more than 2x are not judged', () => {
    const loaded = {
      ...page,
      methods: { ...page.methods, applied: { ...within, tbtOverTwin: 80 } },
      benchmarkIndices: [1300, 600, 1100],
    };
    expect(judge(loaded)).toEqual({
      verdict: 'too loaded',
      reasons: ['benchmarkIndex swung 2.2x among its loads', 'applied: TBT +80 ms over twin'],
    });
    expect(judge({ ...loaded, methods: page.methods }).verdict).toBe('too loaded');
  });

  test.each([
    [
      { twinTbt: targets.twinTbtMs + 1 },
      `applied: the script-free twin blocked ${targets.twinTbtMs + 1} ms`,
    ],
    [{ twinTbt: Number.NaN }, 'applied: the script-free twin could not be measured'],
  ])('timings beside a busy script-free twin are not judged: %j', (twin, reason) => {
    const busy = { ...page, methods: { ...page.methods, applied: { ...within, ...twin } } };
    expect(judge(busy)).toEqual({ verdict: 'too loaded', reasons: [reason] });
    const unmeasured = { ...busy.methods.applied, tbt: Number.NaN, tbtOverTwin: Number.NaN };
    expect(judge({ ...busy, methods: { ...busy.methods, applied: unmeasured } })).toEqual({
      verdict: 'too loaded',
      reasons: [reason, 'applied: not measured: tbt'],
    });
  });

  test('on a loaded machine a miss that does not depend on its speed is still a miss', () => {
    const loaded = { ...page, js: targets.jsBytes + 1, benchmarkIndices: [1300, 600] };
    expect(judge(loaded)).toEqual({ verdict: 'miss', reasons: [`JS ${targets.jsBytes + 1} B`] });
  });
});
