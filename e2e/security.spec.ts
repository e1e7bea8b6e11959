import { uploadPagePath } from '../src/data/pages';
import { site } from '../src/data/site';
import { instagramOrigin } from '../src/lib/security-policy';
import { chooseInBanner } from './support/consent-helpers';
import {
  answerThirdParties,
  expect,
  policyViolations,
  test,
  visit,
  watchPolicyViolations,
} from './support/fixtures';
import { mapEmbedAddress } from '../test-support/link-target';
import { useTranslations } from '../test-support/routes';
import { attemptInjection, injection, injectionBlocked } from '../test-support/injection';

test.describe('no policy violation with the islands in use', () => {
  const it = useTranslations('it');

  test.beforeEach(async ({ page }) => {
    await watchPolicyViolations(page);
    // Every third party the islands reach, answered locally with something minimal.
    await answerThirdParties(page);
  });

  test.afterEach(async ({ page }) => {
    expect(await policyViolations(page)).toEqual([]);
  });

  test('home: consent given, analytics and Instagram loaded, hero video playing', async ({
    page,
  }) => {
    await visit(page, '/');
    await chooseInBanner(page, it, 'consent.acceptAll');
    await expect(page.locator('script[src*="googletagmanager.com/gtag/js"]')).toBeAttached();
    await expect(page.locator(`script[src^="${instagramOrigin}"]`)).toBeAttached();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused))
      .toBe(true);
  });

  test('booking: the overlay clicked and the frame in use', async ({ page }) => {
    await visit(page, '/prenota');
    await chooseInBanner(page, it, 'consent.rejectAll');
    // The frame's island hydrates when visible; only then does the overlay cover it.
    await page.locator('iframe').scrollIntoViewIfNeeded();
    const overlay = page.getByRole('button', { name: it('booking.overlayHint') });
    await overlay.click();
    await expect(overlay).toBeHidden();
    await expect(page.locator(`iframe[src^="${site.booking.moduleUrl}"]`)).toBeVisible();
  });

  test('contacts: the map loaded', async ({ page }) => {
    await visit(page, '/contatti');
    await chooseInBanner(page, it, 'consent.rejectAll');
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
    for (const url of injection) {
      await page.route(`${new URL(url).origin}/**`, (route) => {
        reached.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.attackerRan = true;',
        });
      });
    }
    await page.goto(uploadPagePath);
    expect(await page.evaluate(attemptInjection, injection)).toEqual(injectionBlocked);
    expect(reached).toEqual([]);
  });
});
