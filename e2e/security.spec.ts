import { readFileSync } from 'node:fs';
import { site } from '../src/data/site';
import { instagramOrigin } from '../src/lib/security-policy';
import { answerGtag, consentBanner } from './consent-helpers';
import { expect, test, waitForIslands } from './fixtures';
import { bookingModuleAddress, mapEmbedAddress } from '../test-support/link-target';
import { useTranslations } from '../test-support/routes';
import { answerPublishedHero, posterBytes } from '../test-support/published-hero';

test.describe('no policy violation with the islands in use', () => {
  const clip = readFileSync(new URL('./fixtures/hero-video.webm', import.meta.url));
  const it = useTranslations('it');

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
      );
    });
    // Every third party the islands reach, answered locally with something minimal.
    await answerGtag(page);
    await answerPublishedHero(page, {
      files: { wide: clip, phone: clip, poster: await posterBytes() },
    });
    await page.route(`${instagramOrigin}/**`, (route) =>
      route.request().resourceType() === 'script'
        ? route.fulfill({
            contentType: 'text/javascript',
            body: 'window.instgrm = { Embeds: { process() {} } };',
          })
        : route.fulfill({ contentType: 'text/html', body: '<p>post</p>' }),
    );
    for (const frame of [bookingModuleAddress, mapEmbedAddress]) {
      await page.route(`${new URL(frame).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>frame</p>' }),
      );
    }
  });

  test.afterEach(async ({ page }) => {
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
  });

  test('home: consent given, analytics and Instagram loaded, hero video playing', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForIslands(page);
    await consentBanner(page, it)
      .getByRole('button', { name: it('consent.acceptAll') })
      .click();
    await expect(page.locator('script[src*="googletagmanager.com/gtag/js"]')).toBeAttached();
    await expect(page.locator(`script[src^="${instagramOrigin}"]`)).toBeAttached();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused))
      .toBe(true);
  });

  test('booking: the overlay clicked and the frame in use', async ({ page }) => {
    await page.goto('/prenota');
    await waitForIslands(page);
    await consentBanner(page, it)
      .getByRole('button', { name: it('consent.rejectAll') })
      .click();
    // The frame's island hydrates when visible; only then does the overlay cover it.
    await page.locator('iframe').scrollIntoViewIfNeeded();
    const overlay = page.getByRole('button', { name: it('booking.overlayHint') });
    await overlay.click();
    await expect(overlay).toBeHidden();
    await expect(page.locator(`iframe[src^="${site.booking.moduleUrl}"]`)).toBeVisible();
  });

  test('contacts: the map loaded', async ({ page }) => {
    await page.goto('/contatti');
    await waitForIslands(page);
    await consentBanner(page, it)
      .getByRole('button', { name: it('consent.rejectAll') })
      .click();
    await page.getByRole('button', { name: it('embed.mapLoad') }).click();
    await expect(page.locator(`iframe[src="${mapEmbedAddress}"]`)).toBeAttached();
  });
});
