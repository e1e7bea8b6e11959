import { describe, expect, test } from 'vitest';
import { pages } from '../../src/data/pages';
import { contactFormPolicy } from '../../src/lib/contact-form-script';
import { chatHref } from '../../src/lib/links';
import { builtPages } from './built-site';
import { serveBuild } from './host';

const base = serveBuild(4);

describe('security headers', () => {
  test.each(['/', '/en/prenota', '/de/contatti', '/no-such-page'])(
    'the static host sends the headers of public/_headers on %s',
    async (url) => {
      const headers = (await fetch(base + url)).headers;
      expect(headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('permissions-policy')).toContain('geolocation=()');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-robots-tag')).toBeNull();
    },
  );

  test('the upload page is noindex by header too', async () => {
    expect((await fetch(`${base}/upload-video`)).headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('content security policy', () => {
  test.each(builtPages())('$file has a strict policy before any script', ({ document }) => {
    const metas = document.querySelectorAll('meta[http-equiv="content-security-policy"]');
    expect(metas).toHaveLength(1);
    const directives = new Map(
      (metas[0]?.getAttribute('content') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    // Styles may be inline (Beasties writes the critical CSS after Astro hashes the page);
    // scripts may not.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // The policy governs only the scripts after it (JSON-LD is data, never run).
    const first = document.querySelector(
      'meta[http-equiv="content-security-policy"], script:not([type="application/ld+json"])',
    );
    expect(first?.tagName).toBe('META');
  });

  test.each(builtPages())(
    '$file lets a form go to the chat and runs its script only on the contact pages',
    ({ url, document }) => {
      const policy =
        document
          .querySelector('meta[http-equiv="content-security-policy"]')
          ?.getAttribute('content') ?? '';
      const formAction = /form-action ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
      const contactPage = pages.some(({ id, path }) => id === 'contacts' && url.endsWith(path));
      expect(formAction).toEqual(contactPage ? ["'self'", new URL(chatHref()).origin] : ["'self'"]);
      expect(policy.includes(`'${contactFormPolicy.scriptHash}'`)).toBe(contactPage);
    },
  );
});
