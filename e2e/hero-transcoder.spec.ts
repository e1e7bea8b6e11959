import type { Page } from '@playwright/test';
import { heroVideoSpec } from '../src/data/hero-video';
import { expect, test } from './fixtures';
import type { FixtureSpec } from './transcoder/fixtures';
import type { TranscodeReport, VideoReport } from './transcoder/harness';
import { buildHarness, callHarness, openHarness, removeHarness } from './transcoder/serve';

/*
 * The transcoder in headless Chromium, on source videos made in the page at test time
 * (e2e/transcoder/: a test-only page, built and served by ./transcoder/serve.ts).
 */
test.describe.configure({ mode: 'serial' });

let harnessDir = '';
test.beforeAll(async () => {
  harnessDir = await buildHarness();
});
test.afterAll(() => removeHarness(harnessDir));

function runHarness(page: Page, spec: FixtureSpec): Promise<TranscodeReport> {
  return callHarness(page, 'transcode', spec);
}

/** What every rendition must be, whatever the source. */
function expectRendition(
  report: VideoReport,
  kind: 'wide' | 'phone',
  { seconds, frameRate }: { seconds: number; frameRate: number },
) {
  const { width, height } = heroVideoSpec.renditions[kind];
  expect(report.mimeType).toBe('video/mp4');
  expect(report.codec).toBe('avc');
  expect(report.codecString).toMatch(/^avc1\./);
  expect(report.videoTracks).toBe(1);
  expect(report.audioTracks).toBe(0);
  expect({ width: report.width, height: report.height, rotation: report.rotation }).toEqual({
    width,
    height,
    rotation: 0,
  });
  expect(report.durationSeconds).toBeCloseTo(seconds, 1);
  // A constant frame rate: every frame lasts the same, to a millisecond.
  expect(report.intervalSpread).toBeLessThan(0.001);
  expect(report.frameRate).toBeCloseTo(frameRate, 0);
  expect(report.frames).toBe(Math.round(seconds * frameRate));
  // Fast start: the index comes before the media.
  expect(report.topLevelBoxes.indexOf('moov')).toBeGreaterThan(-1);
  expect(report.topLevelBoxes.indexOf('moov')).toBeLessThan(report.topLevelBoxes.indexOf('mdat'));
  // Upright, the centre kept, both side bands in the picture after the crop.
  expect(report.marks).toEqual({ left: true, right: true, centre: true });
  expect(report.bytes).toBeLessThanOrEqual(heroVideoSpec.budgetBytes[kind]);
}

function expectSet(report: TranscodeReport, expected: { seconds: number; frameRate: number }) {
  expectRendition(report.wide, 'wide', expected);
  expectRendition(report.phone, 'phone', expected);
  expect(report.set).toEqual({
    posterExtension: 'webp',
    width: heroVideoSpec.renditions.wide.width,
    height: heroVideoSpec.renditions.wide.height,
    durationMs: expected.seconds * 1000,
  });
  expect(report.poster).toMatchObject({
    type: 'image/webp',
    extension: 'webp',
    magic: 'RIFFWEBP',
    width: heroVideoSpec.poster.width,
    height: heroVideoSpec.poster.height,
    marks: { left: true, right: true, centre: true },
  });
  expect(report.poster.bytes).toBeLessThanOrEqual(heroVideoSpec.budgetBytes.poster);
  // Real progress: frames counted up, one by one, to the total of both renditions.
  const total = 2 * Math.round(expected.seconds * expected.frameRate);
  expect(report.progress.every(({ framesTotal }) => framesTotal === total)).toBe(true);
  expect(report.progress.at(-1)).toEqual({ framesDone: total, framesTotal: total });
  expect(report.progress.length).toBeGreaterThan(total);
  // The encoding ran in the worker: the page's main thread had no task long enough to feel.
  expect(report.longestMainThreadTaskMs).toBeLessThan(200);
}

/** Logs what the docs record: sizes and times on this machine. */
function logReport(name: string, report: TranscodeReport) {
  console.log(
    `${name}: source ${report.fixtureBytes} B made in ${Math.round(report.fixtureMs)} ms; ` +
      `transcoded in ${Math.round(report.transcodeMs)} ms: wide ${report.wide.bytes} B, ` +
      `phone ${report.phone.bytes} B, poster ${report.poster.bytes} B`,
  );
}

test('a 20 s 1080p landscape MP4: both renditions and the poster, within budget', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await openHarness(page, harnessDir);
  const report = await runHarness(page, {
    width: 1920,
    height: 1080,
    seconds: 20,
    frameRate: 30,
    container: 'mp4',
  });
  logReport('landscape 1080p 20 s', report);
  expectSet(report, { seconds: heroVideoSpec.loopSeconds, frameRate: 30 });
});

test('a portrait WebM at 24 fps keeps its frame rate and its centre', async ({ page }) => {
  test.setTimeout(300_000);
  await openHarness(page, harnessDir);
  const report = await runHarness(page, {
    width: 720,
    height: 1280,
    seconds: 3,
    frameRate: 24,
    container: 'webm',
  });
  logReport('portrait WebM 720 x 1280 24 fps 3 s', report);
  expectSet(report, { seconds: 3, frameRate: 24 });
});

test('a portrait video stored sideways with rotation metadata comes out upright', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openHarness(page, harnessDir);
  const report = await runHarness(page, {
    width: 1080,
    height: 1920,
    seconds: 3,
    frameRate: 30,
    container: 'mp4',
    rotation: 90,
  });
  logReport('portrait MP4 rotated 90° 3 s', report);
  expectSet(report, { seconds: 3, frameRate: 30 });
});

test('a video with a sound track loses it', async ({ page }) => {
  test.setTimeout(300_000);
  await openHarness(page, harnessDir);
  const report = await runHarness(page, {
    width: 1280,
    height: 720,
    seconds: 3,
    frameRate: 30,
    container: 'mp4',
    audio: true,
  });
  logReport('720p MP4 with Opus 3 s', report);
  expectSet(report, { seconds: 3, frameRate: 30 });
});

test('a variable frame rate at about 40 fps comes out at a constant 30', async ({ page }) => {
  test.setTimeout(300_000);
  await openHarness(page, harnessDir);
  // Frame intervals alternate 1/60 and 1/30 s: 40 fps on average, never constant.
  const report = await runHarness(page, {
    width: 1280,
    height: 720,
    seconds: 3,
    frameRate: 60,
    container: 'mp4',
    variable: [1, 2],
  });
  logReport('720p MP4 variable 40 fps 3 s', report);
  expectSet(report, { seconds: 3, frameRate: 30 });
});

test('without an H.264 encoder: unsupported before any work, no worker started', async ({
  page,
}) => {
  await openHarness(page, harnessDir);
  const result = await callHarness(page, 'withoutEncoder');
  expect(result).toEqual({ can: false, reason: 'unsupported', workers: 0 });
});

test('a file that is not a video is undecodable', async ({ page }) => {
  await openHarness(page, harnessDir);
  const result = await callHarness(page, 'reasonFor', 'text');
  expect(result).toEqual({ can: true, reason: 'undecodable' });
});

test('aborting the signal stops the work with reason aborted', async ({ page }) => {
  test.setTimeout(300_000);
  await openHarness(page, harnessDir);
  const result = await callHarness(page, 'reasonFor', 'aborted');
  expect(result).toEqual({ can: true, reason: 'aborted' });
});
