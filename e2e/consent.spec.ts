import type { Locator, Page } from '@playwright/test';
import { site, videoStorageProvider } from '../src/data/site';
import { instagramOrigin } from '../src/lib/security-policy';
import {
  chooseInBanner,
  consentBanner,
  consentRequests,
  consentUpdates,
  dataLayer,
  embeddedSources,
  gtagRequests,
  recordRequests,
  storedChoice,
} from './support/consent-helpers';
import {
  answerThirdParties,
  expect,
  focusCovered,
  forEachLanguage,
  nextFrames,
  policyViolations,
  scrollAndSettle,
  test,
  visit,
  watchPolicyViolations,
} from './support/fixtures';
import { mapEmbedAddress } from '../test-support/link-target';
import { localizePath, translatorFor } from '../test-support/routes';
import { analyticsHost, instagramHost, mapHost } from '../test-support/third-parties';

/* Consent first (docs/decisions.md): no third party before a choice; it is kept and changeable. */

/** Presses Tab until the focus is inside `target` (or is it), at most ten times. */
async function tabInto(page: Page, target: Locator) {
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the target');
}

forEachLanguage('consent', ({ locale, t }) => {
  const home = localizePath('/', locale);
  const booking = localizePath('/prenota', locale);
  const contacts = localizePath('/contatti', locale);

  test('nothing is requested before a choice, and scrolling is not consent', async ({ page }) => {
    const requests = recordRequests(page);
    await visit(page, home);
    const banner = consentBanner(page, t);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: t('footer.privacyPolicy') })).toBeVisible();
    await expect(banner.getByRole('link', { name: t('footer.cookiePolicy') })).toBeVisible();
    await scrollAndSettle(page, () => page.mouse.wheel(0, 1000));
    await scrollAndSettle(page, () => page.keyboard.press('End'));
    expect(await consentUpdates(page)).toEqual([]);
    await expect(banner).toBeVisible();
    await visit(page, contacts);
    await scrollAndSettle(page, () => page.keyboard.press('End'));
    expect(await consentUpdates(page)).toEqual([]);
    expect(consentRequests(await embeddedSources(page))).toEqual([]);
    expect(consentRequests(requests)).toEqual([]);
    expect(await storedChoice(page)).toBeNull();
    const defaults = (await dataLayer(page)).find(
      (entry) => entry[0] === 'consent' && entry[1] === 'default',
    );
    expect(defaults?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  });

  test('accept all requests gtag.js once, grants analytics and loads the media, also on the next page', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await answerThirdParties(page);
    // What consent loads stays within the page's Content-Security-Policy.
    await watchPolicyViolations(page);
    await visit(page, contacts);
    await chooseInBanner(page, t, 'consent.acceptAll');
    await expect(consentBanner(page, t)).toBeHidden();
    await expect.poll(() => gtagRequests(requests).length).toBe(1);
    expect(await consentUpdates(page)).toEqual([
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(await storedChoice(page)).toEqual({ analytics: true, media: true });
    // The choice is applied in the click's task, so by now every script it adds is in the page.
    expect(gtagRequests(await embeddedSources(page))).toHaveLength(1);
    const map = page.locator('[data-external-media="map"] iframe');
    await expect(map).toHaveAttribute('src', mapEmbedAddress);
    expect(await policyViolations(page)).toEqual([]);

    await visit(page, home);
    await expect(consentBanner(page, t)).toBeHidden();
    await expect.poll(() => gtagRequests(requests).length).toBe(2);
    expect(await consentUpdates(page)).toEqual([
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    await expect(page.locator('blockquote.instagram-media')).toBeAttached();
    await expect(page.getByRole('button', { name: t('embed.instagramLoad') })).toBeHidden();
    await expect
      .poll(() => requests.filter((url) => url === `${instagramOrigin}/embed.js`))
      .toHaveLength(1);
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused))
      .toBe(true);
    expect(await policyViolations(page)).toEqual([]);
  });

  // Each way of declining stores the refusal; on the next page the banner stays closed.
  for (const [way, key] of [
    ['reject all', 'consent.rejectAll'],
    ['the close button', 'consent.closeAccessibleLabel'],
    ['Escape', 'consent.acceptAll'],
  ] as const) {
    test(`${way} rejects, requests nothing and the banner stays closed on the next page`, async ({
      page,
    }) => {
      const requests = recordRequests(page);
      await visit(page, home);
      const button = consentBanner(page, t).getByRole('button', { name: t(key) });
      if (way === 'Escape') {
        await button.focus();
        await page.keyboard.press('Escape');
      } else await button.click();
      await expect(consentBanner(page, t)).toBeHidden();
      const denied = [expect.objectContaining({ analytics_storage: 'denied' })];
      expect(await consentUpdates(page)).toEqual(denied);
      expect(await storedChoice(page)).toEqual({ analytics: false, media: false });

      await visit(page, booking);
      // The stored choice has been applied again (before the page's behaviour was marked ready)
      // and the banner island has rendered what it decided.
      expect(await consentUpdates(page)).toEqual(denied);
      await nextFrames(page);
      await expect(consentBanner(page, t)).toBeHidden();
      expect(consentRequests(await embeddedSources(page))).toEqual([]);
      expect(consentRequests(requests)).toEqual([]);
    });
  }

  test('the banner comes first after the skip link, works with the keyboard alone, and the footer reopens it', async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await answerThirdParties(page, analyticsHost);
    await visit(page, home);
    const banner = consentBanner(page, t);
    // First in keyboard order, after the skip link, once the banner shows.
    const close = banner.getByRole('button', { name: t('consent.closeAccessibleLabel') });
    await expect(close).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('layout.skipToContent') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await tabInto(page, banner.getByRole('button', { name: t('consent.customize') }));
    await page.keyboard.press('Enter');
    const analytics = banner.getByRole('checkbox', { name: t('consent.analyticsTitle') });
    const media = banner.getByRole('checkbox', { name: t('consent.mediaTitle') });
    const save = banner.getByRole('button', { name: t('consent.save') });
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(media).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    expect(await storedChoice(page)).toEqual({ analytics: true, media: false });
    await expect.poll(() => gtagRequests(requests).length).toBe(1);
    // Focus is not lost to the document: it lands on the main content.
    await expect(page.locator('#main')).toBeFocused();

    const reopen = page.getByRole('contentinfo').getByRole('button', {
      name: t('footer.cookiePreferences'),
    });
    await reopen.click();
    await expect(banner).toBeFocused();
    // Where privacy is explained, the processor that needs no consent is named too.
    await expect(banner).toContainText(t('consent.videoHost', { provider: videoStorageProvider }));
    await expect(
      banner.getByRole('checkbox', { name: t('consent.necessaryTitle') }),
    ).toBeDisabled();
    await expect(analytics).toBeChecked();
    await expect(media).not.toBeChecked();
    await analytics.uncheck();
    await media.check();
    await save.click();
    await expect(banner).toBeHidden();
    await expect(reopen).toBeFocused();
    expect(await storedChoice(page)).toEqual({ analytics: false, media: true });
    const updates = (await consentUpdates(page)).map((update) => update.analytics_storage);
    expect(updates).toEqual(['granted', 'denied']);
    expect(gtagRequests(requests)).toHaveLength(1);
  });
});

forEachLanguage('external media', ({ locale, t }) => {
  // Each placeholder: its page, its third party, its plain link and its load button.
  const embeds = [
    ['instagram', '/', instagramHost, 'embed.instagramLink', 'embed.instagramLoad'],
    ['map', '/contatti', mapHost, 'embed.directions', 'embed.mapLoad'],
  ] as const;

  for (const [id, path, host, linkKey, loadKey] of embeds) {
    test(`the ${id} placeholder keeps its plain link and loads on click, within the policy`, async ({
      page,
    }) => {
      const requests = recordRequests(page);
      await answerThirdParties(page, host);
      await watchPolicyViolations(page);
      await visit(page, localizePath(path, locale));
      const link = page.getByRole('link', { name: t(linkKey) });
      const load = page.getByRole('button', { name: t(loadKey) });
      await load.scrollIntoViewIfNeeded();
      const box = page.locator('[data-external-media="map"] > div').first();
      const size = () =>
        box.evaluate((element: HTMLElement) => [element.offsetWidth, element.offsetHeight]);
      const before = id === 'map' && (await size());
      expect(consentRequests(requests)).toEqual([]);

      await load.click();
      await expect(load).toBeHidden();
      await expect
        .poll(() => requests.filter((url) => host.test(new URL(url).hostname)))
        .toHaveLength(1);
      if (id === 'instagram') {
        await expect(link).toHaveAttribute('href', site.instagramPost);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('data-track', 'instagram_click');
        await expect(page.locator('blockquote.instagram-media')).toHaveAttribute(
          'data-instgrm-permalink',
          site.instagramPost,
        );
        // Processed when the script loads, then again after 500 ms and 1000 ms.
        await expect
          .poll(() =>
            page.evaluate(() => (window as { instagramProcessed?: number }).instagramProcessed),
          )
          .toBe(3);
      } else {
        const frame = page.locator('[data-external-media="map"] iframe');
        await expect(frame).toHaveAttribute('src', mapEmbedAddress);
        await expect(frame).toHaveAttribute('loading', 'lazy');
        await expect(frame).toHaveAttribute('title', new RegExp(site.name));
        expect(await size(), "the frame takes the placeholder's box").toEqual(before);
      }
      await expect(link).toBeVisible();
      expect(await storedChoice(page)).toEqual({ analytics: false, media: true });
      await expect(consentBanner(page, t)).toBeHidden();
      expect(gtagRequests(requests)).toEqual([]);
      expect(await policyViolations(page)).toEqual([]);
    });
  }
});

test('on a phone, neither the open banner nor the chat button covers the focused element', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = translatorFor('it');
  await visit(page, localizePath('/contatti', 'it'));
  const banner = consentBanner(page, t);
  await expect(banner).toBeVisible();
  // The chat button: square, in the corner below the banner, opening the chat in a new tab.
  const chat = page.getByRole('link', { name: t('chat.buttonAccessibleLabel') });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(chat).toHaveAttribute('target', '_blank');
  const [bannerBox, chatBox] = [await banner.boundingBox(), await chat.boundingBox()];
  if (!bannerBox || !chatBox) throw new Error('banner or chat button not rendered');
  expect(chatBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
  expect(chatBox.x + chatBox.width).toBeGreaterThan(390 - 40);
  expect(chatBox.y + chatBox.height).toBeGreaterThan(844 - 40);
  expect(chatBox.width).toBe(chatBox.height);

  // Every focusable element in turn, the banner's controls included.
  const focusables = await page.locator('a[href], button, input, textarea, select').count();
  const chatButton = 'a[data-track-location="floating_button"]';
  expect(await focusCovered(page, chatButton, focusables, '.fixed')).toEqual([]);
  await page.locator('#main').focus();
  expect(await focusCovered(page, 'section[aria-labelledby]', 40)).toEqual([]);

  // The page can scroll its last content clear of the banner.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = page.getByRole('contentinfo').getByRole('list').last();
  const [lastBox, bannerNow] = [await lastLine.boundingBox(), await banner.boundingBox()];
  expect(lastBox && bannerNow && lastBox.y + lastBox.height <= bannerNow.y).toBe(true);
});

/** Records the element of every largest-contentful-paint entry. */
async function watchLargestPaint(page: Page) {
  await page.addInitScript(() => {
    const elements: (Element | null)[] = [];
    Object.assign(window, { lcpElements: elements });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        elements.push((entry as PerformanceEntry & { element: Element | null }).element);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Whether a largest-contentful-paint entry so far lies in the banner. First a marker is painted
 * and its Element Timing entry awaited: paints are reported in order, each to every observer in
 * turn, so by then any entry for what was on screen before has been recorded.
 */
function largestPaintInBanner(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      new PerformanceObserver((list) => {
        const ids = list.getEntries().map((entry) => (entry as { identifier?: string }).identifier);
        if (ids.includes('after-banner')) resolve();
      }).observe({ type: 'element' });
      const marker = document.createElement('span');
      marker.setAttribute('elementtiming', 'after-banner');
      marker.textContent = '.';
      marker.style.cssText = 'position: fixed; top: 0; left: 0; font-size: 1px';
      document.body.append(marker);
    });
    const region = document.querySelector('section[aria-labelledby]');
    const { lcpElements } = window as unknown as { lcpElements: (Element | null)[] };
    return lcpElements.some((element) => !!element && !!region?.contains(element));
  });
}

// One test per language and screen, each page a step: twelve loads in one test outlast its
// time limit on a busy machine.
forEachLanguage('the banner', ({ locale, t }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`is never the largest contentful paint at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await watchLargestPaint(page);
      for (const path of ['/', '/soci', '/gallery', '/prenota']) {
        await test.step(path, async () => {
          await visit(page, localizePath(path, locale));
          await expect(consentBanner(page, t)).toBeVisible();
          expect(await largestPaintInBanner(page)).toBe(false);
        });
      }
    });
  }
});

/** Phone screens, the shortest first, then a desktop: the first screen's main action stays clear. */
const screens = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
  { width: 1280, height: 800 },
];

forEachLanguage('a compact banner', ({ locale, t }) => {
  test("the hero's book-now button is tappable above it; on a desktop a slim bar, reject and accept of equal weight", async ({
    page,
  }) => {
    for (const { width, height } of screens) {
      await test.step(`${width} x ${height}`, async () => {
        await page.setViewportSize({ width, height });
        await visit(page, localizePath('/', locale));
        const banner = consentBanner(page, t);
        const bookNow = page.getByRole('link', { name: t('home.bookNowCta') }).first();
        const [box, hero] = [await banner.boundingBox(), await bookNow.boundingBox()];
        if (!box || !hero) throw new Error('banner or hero button not rendered');
        expect(hero.y, 'the hero button starts on screen').toBeGreaterThanOrEqual(0);
        expect(hero.y + hero.height, 'the hero button ends above the banner').toBeLessThanOrEqual(
          box.y,
        );
        // Tappable: nothing (the header, the banner, the chat button) is over its edges.
        // Points inside the rounded ends, which are not the button's for hit testing.
        const covered = await bookNow.evaluate((link) => {
          const { left, right, top, bottom } = link.getBoundingClientRect();
          const [middleX, middleY] = [(left + right) / 2, (top + bottom) / 2];
          const inset = (bottom - top) / 2;
          const points: [number, number][] = [
            [middleX, top + 1],
            [middleX, bottom - 1],
            [left + inset, middleY],
            [right - inset, middleY],
          ];
          return points.filter(([x, y]) => !link.contains(document.elementFromPoint(x, y)));
        });
        expect(covered, 'points of the button under something else').toEqual([]);
        if (width < 1280) return;
        expect(box.height).toBeLessThanOrEqual(100);
        const looks = async (name: string) =>
          banner.getByRole('button', { name, exact: true }).evaluate((button) => {
            const style = getComputedStyle(button);
            const { width, height } = button.getBoundingClientRect();
            return [
              style.backgroundColor,
              style.color,
              style.fontWeight,
              Math.round(width),
              height,
            ];
          });
        expect(await looks(t('consent.rejectAll'))).toEqual(await looks(t('consent.acceptAll')));
      });
    }
  });
});
