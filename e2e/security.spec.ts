import { readFileSync } from 'node:fs';
import { uploadPagePath } from '../src/data/pages';
import { site } from '../src/data/site';
import { instagramOrigin } from '../src/lib/security-policy';
import { answerGtag, consentBanner } from './consent-helpers';
import { expect, test, waitForIslands } from './fixtures';
import { bookingModuleAddress, mapEmbedAddress } from '../test-support/link-target';
import { useTranslations } from '../test-support/routes';
import { exfiltration, injectedScript } from '../test-support/injection';
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

test.describe('the upload page’s policy', () => {
  test('an injected third-party script and a fetch to a non-Supabase origin are blocked', async ({
    page,
  }) => {
    // Answered if ever requested, so a request the policy let through would succeed.
    const reached: string[] = [];
    for (const url of [injectedScript, exfiltration]) {
      await page.route(`${new URL(url).origin}/**`, (route) => {
        reached.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.attackerRan = true;',
        });
      });
    }
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(uploadPagePath);

    const outcome = await page.evaluate(
      async ([scriptUrl, fetchUrl]) => {
        const script = document.createElement('script');
        script.src = scriptUrl;
        const loaded = new Promise<string>((resolve) => {
          script.onload = () => resolve('ran');
          script.onerror = () => resolve('blocked');
        });
        document.head.append(script);
        const sent = await fetch(fetchUrl, { method: 'POST', body: 'session' }).then(
          () => 'sent',
          () => 'blocked',
        );
        return { script: await loaded, sent, attackerRan: 'attackerRan' in window };
      },
      [injectedScript, exfiltration] as const,
    );
    expect(outcome).toEqual({ script: 'blocked', sent: 'blocked', attackerRan: false });
    // The fetch breaks both policies (the header's and the <meta>'s): one report each.
    await expect
      .poll(async () => [
        ...new Set(
          await page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations,
          ),
        ),
      ])
      .toEqual([`script-src-elem ${injectedScript}`, `connect-src ${exfiltration}`]);
    expect(reached).toEqual([]);
  });
});
