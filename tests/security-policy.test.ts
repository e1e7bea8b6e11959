import { expect, test } from 'vitest';
import { cspDirectives, scriptSources } from '../src/lib/security-policy';

const analytics =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';

test('without storage the policy allows only the site, analytics, Instagram, booking and map', () => {
  expect(cspDirectives({})).toEqual([
    "default-src 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    `img-src 'self' data: ${analytics} https://*.cdninstagram.com`,
    `connect-src 'self' ${analytics} https://www.instagram.com`,
    'frame-src https://booking.example.com https://www.instagram.com https://www.openstreetmap.org',
    "media-src 'self'",
  ]);
});

test('a configured storage project is allowed to receive uploads and serve media, by origin only', () => {
  const directives = cspDirectives({ supabaseUrl: 'https://abc.supabase.co/rest/v1' });
  expect(directives).toContain(
    `connect-src 'self' ${analytics} https://www.instagram.com https://abc.supabase.co`,
  );
  expect(directives).toContain("media-src 'self' https://abc.supabase.co");
});

test('scripts come from the site, gtag.js and Instagram only', () => {
  expect(scriptSources).toEqual([
    "'self'",
    'https://www.googletagmanager.com',
    'https://www.instagram.com',
  ]);
});
