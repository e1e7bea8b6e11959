import { readFileSync } from 'node:fs';
import { parseHeadersFile } from '../scripts/static-host.mjs';
import { vercelConfig } from '../scripts/vercel-config.mjs';
import { site } from '../src/data/site';
import { bookingModuleHref, mapEmbedHref } from '../src/lib/links';
import { instagramOrigin } from '../src/lib/security-policy';
import { builtPages, decodeEntities } from './built-site';
import { answerGtag, consentBanner } from './consent-helpers';
import { expect, test, waitForIslands } from './fixtures';
import { useTranslations } from './routes';
import { testEnv } from './test-env';

const headersFile = readFileSync('public/_headers', 'utf8');

test.describe('security headers', () => {
  test('the static host sends the headers of public/_headers on every page', async ({
    request,
  }) => {
    for (const url of ['/', '/en/prenota', '/de/contatti', '/no-such-page']) {
      const headers = (await request.get(url)).headers();
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(headers['x-robots-tag']).toBeUndefined();
    }
  });

  test('the upload page is noindex by header too', async ({ request }) => {
    const headers = (await request.get('/upload-video')).headers();
    expect(headers['x-robots-tag']).toBe('noindex');
  });

  test('vercel.json carries exactly the same headers', () => {
    const committed = JSON.parse(readFileSync('vercel.json', 'utf8')) as unknown;
    expect(committed).toEqual(vercelConfig(headersFile));
    expect(parseHeadersFile(headersFile).length).toBeGreaterThan(1);
  });
});

test.describe('content security policy', () => {
  for (const page of builtPages()) {
    test(`${page.file} has a strict policy`, () => {
      const match = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(page.html);
      expect(match, 'CSP meta').not.toBeNull();
      const policy = decodeEntities(match?.[1] ?? '');
      const directives = new Map(
        policy
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name, ...values]) => [name, values]),
      );
      expect(directives.get('default-src')).toEqual(["'none'"]);
      expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
      expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('object-src')).toEqual(["'none'"]);
      // The policy meta must come before any executable script so that it governs them all
      // (JSON-LD is data, never run).
      const firstScript = page.html.search(/<script(?![^>]*application\/ld\+json)/);
      expect(page.html.indexOf('content-security-policy')).toBeLessThan(firstScript);
    });
  }
  // Every page is also loaded with a violation listener in a11y.spec.ts.
});

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
    await page.route(testEnv.PUBLIC_HERO_VIDEO_URL, (route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', body: clip }),
    );
    await page.route(`${instagramOrigin}/**`, (route) =>
      route.request().resourceType() === 'script'
        ? route.fulfill({
            contentType: 'text/javascript',
            body: 'window.instgrm = { Embeds: { process() {} } };',
          })
        : route.fulfill({ contentType: 'text/html', body: '<p>post</p>' }),
    );
    for (const frame of [bookingModuleHref, mapEmbedHref]) {
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
    await expect(page.locator(`iframe[src="${mapEmbedHref}"]`)).toBeAttached();
  });
});
