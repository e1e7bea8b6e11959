import { readFileSync } from 'node:fs';
import { parseHeadersFile } from '../scripts/static-host.mjs';
import { vercelConfig } from '../scripts/vercel-config.mjs';
import { builtPages, decodeEntities } from './built-site';
import { expect, test, waitForIslands } from './fixtures';
import { localizedRoutes } from './routes';

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

  const urls = [...localizedRoutes.map((route) => route.url), '/upload-video', '/missing-page'];
  for (const url of urls) {
    test(`${url} runs without a policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = violations;
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
        );
      });
      await page.goto(url);
      await waitForIslands(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(200);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
    });
  }
});
