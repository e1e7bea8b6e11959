import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { heroVideoSpec } from '../src/data/hero-video';
import { expect, test as base } from './support/fixtures';
import type { SourceSpec } from './support/transcoder/source-video';
import type { Harness, TranscodeReport, VideoReport } from './support/transcoder/harness';
import { buildHarness, harnessPath, routeHarness } from './support/transcoder/harness-site';
import { fullHdSource } from './support/transcoder/sources';

/*
 * The transcoder in headless Chromium, on source videos made in the page at test time by the
 * harness (./support/transcoder/), built once per worker.
 */
const test = base.extend<{ harness: Page }, { harnessDir: string }>({
  harnessDir: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const outDir = mkdtempSync(join(tmpdir(), 'hero-transcoder-'));
      await buildHarness(outDir);
      await use(outDir);
      rmSync(outDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  harness: async ({ page, harnessDir }, use) => {
    await routeHarness(page, harnessDir);
    await page.goto(harnessPath);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await use(page);
  },
});
test.describe.configure({ mode: 'serial' });

/** Calls one of the harness's functions in its page. */
function callHarness<Name extends keyof Harness>(
  page: Page,
  name: Name,
  ...args: Parameters<Harness[Name]>
) {
  return page.evaluate(
    ({ fn, values }) => {
      const harness = (window as unknown as { harness: Harness }).harness;
      return (harness[fn] as (...values: unknown[]) => unknown)(...values);
    },
    { fn: name, values: args },
  ) as Promise<Awaited<ReturnType<Harness[Name]>>>;
}

interface Expected {
  seconds: number;
  frameRate: number;
}

/** What every rendition must be, whatever the source. */
function expectRendition(report: VideoReport, kind: 'wide' | 'phone', expected: Expected) {
  const { width, height } = heroVideoSpec.renditions[kind];
  expect(report).toMatchObject({
    mimeType: 'video/mp4',
    codec: 'avc',
    codecString: expect.stringMatching(/^avc1\./),
    videoTracks: 1,
    audioTracks: 0,
    width,
    height,
    rotation: 0,
    frames: Math.round(expected.seconds * expected.frameRate),
    // Upright, the centre kept, both side bands in the picture after the crop.
    marks: { left: true, right: true, centre: true },
  });
  expect(report.durationSeconds).toBeCloseTo(expected.seconds, 1);
  // A constant frame rate: every frame lasts the same, to a millisecond.
  expect(report.intervalSpread).toBeLessThan(0.001);
  expect(report.frameRate).toBeCloseTo(expected.frameRate, 0);
  // Fast start: the index comes before the media.
  expect(report.topLevelBoxes.indexOf('moov')).toBeGreaterThan(-1);
  expect(report.topLevelBoxes.indexOf('moov')).toBeLessThan(report.topLevelBoxes.indexOf('mdat'));
  expect(report.bytes).toBeLessThanOrEqual(heroVideoSpec.budgetBytes[kind]);
}

function expectSet(report: TranscodeReport, expected: Expected) {
  expectRendition(report.wide, 'wide', expected);
  expectRendition(report.phone, 'phone', expected);
  expect(report.set).toEqual({
    width: heroVideoSpec.renditions.wide.width,
    height: heroVideoSpec.renditions.wide.height,
    durationMs: expected.seconds * 1000,
  });
  expect(report.poster).toMatchObject({
    type: 'image/webp',
    magic: 'RIFFWEBP',
    width: heroVideoSpec.poster.width,
    height: heroVideoSpec.poster.height,
    marks: { left: true, right: true, centre: true },
  });
  expect(report.poster.bytes).toBeLessThanOrEqual(heroVideoSpec.budgetBytes.poster);
  // Real progress: frames counted up, one by one, to the total of both renditions.
  const total = 2 * Math.round(expected.seconds * expected.frameRate);
  expect(report.progress.every((step) => step.total === total)).toBe(true);
  expect(report.progress.at(-1)).toEqual({ done: total, total });
  expect(report.progress.length).toBeGreaterThan(total);
  // The encoding ran in a worker: the page's main thread started one and encoded nothing itself.
  // How long its tasks were is the bench's figure (docs/performance.md), never a test's.
  expect(report.mainThread).toEqual({ workersStarted: 1, encodersMade: 0, framesEncoded: 0 });
}

const sources: [string, SourceSpec, Expected][] = [
  [
    'a 20 s 1080p landscape MP4: both renditions and the poster, within budget',
    fullHdSource,
    { seconds: heroVideoSpec.loopSeconds, frameRate: 30 },
  ],
  [
    'a portrait WebM at 24 fps keeps its frame rate and its centre',
    { width: 720, height: 1280, seconds: 3, frameRate: 24, container: 'webm' },
    { seconds: 3, frameRate: 24 },
  ],
  [
    // Frame intervals alternate 1/60 and 1/30 s: 40 fps on average, never constant.
    'a portrait video stored sideways with rotation metadata, a sound track and a variable frame rate (about 40 fps) comes out upright, silent, at a constant 30',
    {
      width: 1080,
      height: 1920,
      seconds: 3,
      frameRate: 60,
      variable: [1, 2],
      rotation: 90,
      audio: true,
      container: 'mp4',
    },
    { seconds: 3, frameRate: 30 },
  ],
];

for (const [title, spec, expected] of sources) {
  test(title, async ({ harness }) => {
    test.setTimeout(spec.seconds > 10 ? 600_000 : 300_000);
    const encoderFetches: string[] = [];
    harness.on('request', (request) => {
      if (/webp_enc.*\.wasm$/.test(request.url())) encoderFetches.push(request.url());
    });
    const report = await callHarness(harness, 'transcode', spec);
    // Each source's time and sizes, which docs/upload.md leaves to this output.
    console.log(
      `${title}: source ${report.sourceBytes} B made in ${Math.round(report.sourceMs)} ms; ` +
        `transcoded in ${Math.round(report.transcodeMs)} ms: wide ${report.wide.bytes} B, ` +
        `phone ${report.phone.bytes} B, poster ${report.poster.bytes} B; ` +
        `longest main-thread task ${Math.round(report.longestMainThreadTaskMs)} ms`,
    );
    expectSet(report, expected);
    // The canvas made the poster: the WebAssembly encoder was never fetched.
    expect(encoderFetches).toEqual([]);
  });
}

test('without an H.264 encoder: unsupported before any work, no worker started; aborting the signal stops the work with reason aborted', async ({
  harness,
}) => {
  test.setTimeout(300_000);
  const result = await callHarness(harness, 'withoutEncoder');
  expect(result).toEqual({ can: false, reason: 'unsupported', workers: 0 });
  expect(await callHarness(harness, 'aborted')).toBe('aborted');
});

test('a transcoder that stalls is started afresh in a new worker; when every attempt stalls, the reason is prepareStalled', async ({
  harness,
}) => {
  test.setTimeout(300_000);
  const { attempts, stallTimeoutMs } = heroVideoSpec.preparing;
  await harness.clock.install();
  for (const [deaf, reason] of [
    [attempts - 1, 'resolved'],
    [attempts, 'prepareStalled'],
  ] as const) {
    await harness.evaluate(() => delete document.body.dataset['workersStarted']);
    const outcome = callHarness(harness, 'withDeafWorkers', deaf);
    for (let started = 1; started <= deaf; started += 1) {
      await expect(harness.locator('body')).toHaveAttribute('data-workers-started', `${started}`);
      await harness.clock.fastForward(stallTimeoutMs);
    }
    expect(await outcome).toEqual({ reason, workers: attempts });
  }
});
