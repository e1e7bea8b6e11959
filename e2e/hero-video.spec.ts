import type { Page } from '@playwright/test';
import { declineConsentBeforehand } from './support/analytics-events';
import {
  consoleTexts,
  expect,
  holdRequests,
  layoutShiftsSince,
  nextFrames,
  pageNow,
  test,
  visit,
  waitForIslands,
  watchLayoutShifts,
} from './support/fixtures';
import { heroUrls, posterOnlyRow } from '../test-support/published-hero';
import { answerPublishedHero as answer } from './support/published-hero';
import { locales, translatorFor } from '../test-support/routes';

/* The homepage plays what is published (docs/upload.md). */
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const video = (page: Page) => page.locator('video');
/** The hero: the region that holds the page's only `<h1>`. */
const hero = (page: Page) =>
  page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) });
/** The built poster. */
const builtPoster = (page: Page) => hero(page).locator('picture img');
/** The published poster, over the built one. */
const publishedPoster = (page: Page) => hero(page).locator(`img[src="${heroUrls.poster}"]`);
const playButton = (page: Page, locale: (typeof locales)[number] = 'it') =>
  page.getByRole('button', { name: translatorFor(locale)('heroVideo.playAccessibleLabel') });

/** The video's storage requests (the poster's aside), each URL once. */
const videoRequests = (storage: string[]) => [
  ...new Set(storage.filter((url) => url.endsWith('.mp4'))),
];

test.beforeEach(({ page }) => declineConsentBeforehand(page));

for (const [name, viewport] of Object.entries(viewports)) {
  const rendition = name === 'phone' ? 'phone' : 'wide';
  test(`at ${viewport.width} px the poster is an eager, high-priority AVIF/WebP picture painted before the record is read, after the page has loaded; then only the ${rendition} rendition is requested, and it plays`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const requests = await answer(page);
    // Hold the poster: the window's load event cannot fire until it arrives.
    const release = await holdRequests(page, /\/_astro\/hero-poster\.[^/]+\.(avif|webp)$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForIslands(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(requests).toEqual({ record: [], storage: [] });
    await expect(video(page)).toHaveCount(0);

    release();
    const poster = builtPoster(page);
    await expect(poster).toHaveAttribute('loading', 'eager');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('src', /\.webp$/);
    const avif = page.locator('picture source[type="image/avif"]').first();
    await expect(avif).toHaveAttribute('srcset', /\.avif/);
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    await expect(video(page)).toHaveJSProperty('paused', false);
    // Its frames' size is known once its rendition has been fetched.
    await expect(video(page)).not.toHaveJSProperty('videoWidth', 0);
    expect(requests.record).toHaveLength(1);
    expect(videoRequests(requests.storage)).toEqual([heroUrls[rendition]]);
  });
}

test('plays muted and looping; its one button pauses and plays; no sound button', async ({
  page,
}) => {
  await answer(page);
  await page.goto('/de');
  const play = playButton(page, 'de');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect(video(page)).toHaveJSProperty('muted', true);
  await expect(video(page)).toHaveJSProperty('loop', true);
  await expect(video(page)).toHaveAttribute('playsinline', '');
  await expect(video(page)).toHaveJSProperty('paused', false);
  // The renditions have no sound track: a sound button would do nothing.
  await expect(hero(page).getByRole('button')).toHaveCount(1);

  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await expect(video(page)).toHaveJSProperty('paused', true);
  await play.click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect(video(page)).toHaveJSProperty('paused', false);
});

test('the published poster and the video cover the built poster exactly: no layout shift', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    let release = () => {};
    const requests = await answer(page, { held: new Promise((resolve) => (release = resolve)) });
    await visit(page, '/');
    await expect.poll(() => requests.record.length).toBe(1);
    // Shifts from here on are the swap's: the page has loaded, the record is on its way.
    const since = await pageNow(page);
    release();
    await expect(publishedPoster(page)).toHaveCSS('opacity', '1');
    await expect(video(page)).toHaveCSS('opacity', '1');
    await nextFrames(page);
    expect(await layoutShiftsSince(page, since)).toEqual([]);
    const boxes = await Promise.all(
      [builtPoster(page), publishedPoster(page), video(page)].map((element) =>
        element.boundingBox(),
      ),
    );
    expect(boxes[1]).toEqual(boxes[0]);
    expect(boxes[2]).toEqual(boxes[0]);
    await page.unrouteAll();
  }
});

const unread = 'Hero video: the published record could not be read';
for (const [title, overrides, warning] of [
  ['"poster only" is published', { rows: [posterOnlyRow] }, null],
  ['the project answers an error', { status: 500 }, unread],
  ['the project does not answer', { abort: true }, unread],
  ['the video cannot be played', { unplayable: true }, 'Hero video could not be loaded'],
] as const) {
  test(`when ${title}, the hero stays a poster, quietly: a console warning if something failed, no error, no video, no controls`, async ({
    page,
    pageErrors,
  }) => {
    const [warnings, errors] = [consoleTexts(page, 'warning'), consoleTexts(page, 'error')];
    const requests = await answer(page, overrides);
    await page.goto('/');
    await expect.poll(() => requests.record.length).toBe(1);
    if (warning) await expect.poll(() => warnings).toContainEqual(expect.stringContaining(warning));
    await waitForIslands(page);
    // A video that fails leaves the published poster; with no set to play, the built one stays.
    if ('unplayable' in overrides) {
      await expect(publishedPoster(page)).toBeVisible();
    } else {
      await expect(hero(page).locator('img')).toHaveCount(1);
      await expect(builtPoster(page)).toBeVisible();
      expect(requests.storage).toEqual([]);
    }
    await expect(video(page)).toHaveCount(0);
    await expect(playButton(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    expect(pageErrors.uncaught).toEqual([]);
  });
}

const sparing = {
  'Save-Data': async (page: Page) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true }),
      }),
    );
  },
  'reduced motion': (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' }),
};

for (const [name, emulate] of Object.entries(sparing)) {
  test(`${name}: the published poster, no video byte until the visitor presses play`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await emulate(page);
    const requests = await answer(page);
    await page.goto('/');
    await expect(publishedPoster(page)).toHaveCSS('opacity', '1');
    const play = playButton(page);
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect(video(page)).not.toHaveAttribute('src');
    await expect(video(page)).toHaveJSProperty('paused', true);
    expect(videoRequests(requests.storage)).toEqual([]);

    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(video(page)).toHaveJSProperty('paused', false);
    await expect(video(page)).not.toHaveJSProperty('videoWidth', 0);
    expect(videoRequests(requests.storage)).toEqual([heroUrls.phone]);
  });
}
