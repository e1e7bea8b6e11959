import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { declineConsentBeforehand } from './analytics-events';
import { expect, test, waitForIslands } from './fixtures';
import { locales, localizePath, useTranslations } from '../test-support/routes';
import { testEnv } from '../test-support/env';

/** The video the end-to-end build is configured with. */
const videoUrl = testEnv.PUBLIC_HERO_VIDEO_URL;

/** A one-second 32 x 18 WebM clip: browsers sniff the container, whatever the URL says. */
const clip = readFileSync(new URL('./fixtures/hero-video.webm', import.meta.url));

/** Serves the clip as the hero video and returns the list of requests made for it. */
async function serveVideo(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(videoUrl, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'video/webm', body: clip });
  });
  return requests;
}

const video = (page: Page) => page.locator('video');
/** The hero's poster: the picture in the region that holds the page's only `<h1>`. */
const heroPoster = (page: Page) =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .locator('picture img');

test.beforeEach(async ({ page }) => {
  await declineConsentBeforehand(page);
});

test('the poster is an eager, high-priority AVIF/WebP picture painted before any video', async ({
  page,
}) => {
  await page.goto('/');
  const poster = heroPoster(page);
  await expect(poster).toHaveAttribute('loading', 'eager');
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await expect(poster).toHaveAttribute('src', /\.webp$/);
  await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
    'srcset',
    /\.avif/,
  );
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the video source is not requested before the page has loaded', async ({ page }) => {
  const requests = await serveVideo(page);
  // Hold the poster: the window's load event cannot fire until it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/hero-poster\.[^/]+\.(avif|webp)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The controls show once the island has started, in the task where it decides to play now or
  // at the load event.
  await expect(
    page.getByRole('button', { name: useTranslations('it')('heroVideo.playAccessibleLabel') }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await expect(video(page)).not.toHaveAttribute('src');
  expect(requests).toEqual([]);

  release();
  await page.waitForLoadState('load');
  await waitForIslands(page);
  await expect(video(page)).toHaveAttribute('src', videoUrl);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
});

for (const locale of locales) {
  test.describe(`hero video (${locale})`, () => {
    const t = useTranslations(locale);
    const url = localizePath('/', locale);

    test('plays muted and loops; the buttons toggle play/pause and sound', async ({ page }) => {
      await serveVideo(page);
      await page.goto(url);
      const play = page.getByRole('button', { name: t('heroVideo.playAccessibleLabel') });
      const mute = page.getByRole('button', { name: t('heroVideo.muteAccessibleLabel') });
      await expect(play).toHaveAttribute('aria-pressed', 'true');
      await expect(mute).toHaveAttribute('aria-pressed', 'true');
      await expect(video(page)).toHaveJSProperty('muted', true);
      await expect(video(page)).toHaveJSProperty('loop', true);
      await expect(video(page)).toHaveAttribute('playsinline', '');
      await expect(video(page)).toHaveJSProperty('paused', false);

      await play.click();
      await expect(play).toHaveAttribute('aria-pressed', 'false');
      await expect(video(page)).toHaveJSProperty('paused', true);
      await play.click();
      await expect(play).toHaveAttribute('aria-pressed', 'true');
      await expect(video(page)).toHaveJSProperty('paused', false);

      await mute.click();
      await expect(mute).toHaveAttribute('aria-pressed', 'false');
      await expect(video(page)).toHaveJSProperty('muted', false);
      await mute.click();
      await expect(mute).toHaveAttribute('aria-pressed', 'true');
      await expect(video(page)).toHaveJSProperty('muted', true);
    });

    test('a failed video leaves the poster, quietly: a console warning, no error, no controls', async ({
      page,
      pageErrors,
    }) => {
      const messages: { type: string; text: string }[] = [];
      page.on('console', (message) =>
        messages.push({ type: message.type(), text: message.text() }),
      );
      await page.route(videoUrl, (route) => route.abort('failed'));
      await page.goto(url);
      await expect
        .poll(() => messages.filter((message) => message.type === 'warning').map((m) => m.text))
        .toContainEqual(expect.stringContaining('Hero video could not be loaded'));
      await expect(
        page.getByRole('button', { name: t('heroVideo.playAccessibleLabel') }),
      ).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(heroPoster(page)).toBeVisible();
      // The page logs no error (the browser's own network line for the failed request aside).
      expect(
        messages.filter(
          (message) =>
            message.type === 'error' && !message.text.startsWith('Failed to load resource'),
        ),
      ).toEqual([]);
      expect(pageErrors.uncaught).toEqual([]);
    });
  });
}

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('stays paused on the poster, without downloading the video, until asked to play', async ({
    page,
  }) => {
    const t = useTranslations('en');
    const requests = await serveVideo(page);
    await page.goto('/en');
    await waitForIslands(page);
    await page.waitForLoadState('load');
    const play = page.getByRole('button', { name: t('heroVideo.playAccessibleLabel') });
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    // The island has started and the load event has passed: it would have set the source by now.
    await expect(video(page)).not.toHaveAttribute('src');
    await expect(video(page)).toHaveJSProperty('paused', true);
    await expect(video(page)).toHaveCSS('opacity', '0');
    await expect(heroPoster(page)).toBeVisible();
    expect(requests).toEqual([]);

    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(video(page)).toHaveJSProperty('paused', false);
    expect(requests.length).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the poster and no controls that could not work', async ({ page }) => {
    const t = useTranslations('de');
    await page.goto('/de');
    await expect(heroPoster(page)).toBeVisible();
    await expect(
      page.getByRole('button', { name: t('heroVideo.playAccessibleLabel') }),
    ).toHaveCount(0);
  });
});
