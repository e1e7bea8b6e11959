import { expect, test } from 'vitest';
import {
  basePolicy,
  policyAdditions,
  policyPageAt,
  type PolicyPage,
} from '../src/lib/security-policy';

const analytics =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
const project = { supabaseUrl: 'https://abc.supabase.co/rest/v1' };

test('the base allows nothing but the site’s own scripts and images', () => {
  expect(basePolicy).toEqual({
    directives: [
      "default-src 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "img-src 'self' data:",
    ],
    scriptSources: ["'self'"],
  });
});

test.each([
  ['/', 'home'],
  ['/prenota', 'booking'],
  ['/contatti', 'contacts'],
  ['/lezioni', 'public'],
  ['/gallery', 'public'],
] as const)('%s is a %s page', (path, page) => {
  expect(policyPageAt(path)).toBe(page);
});

// The upload page's whole policy is checked where it ships: tests/built/security.test.ts.
test('without a Supabase project the upload page may connect nowhere', () => {
  expect(policyAdditions('upload', {}).directives).toContain("connect-src 'none'");
});

test.each<[PolicyPage, string, string[]]>([
  ['public', "'self'", []],
  ['booking', "'self'", ['frame-src https://booking.example.com']],
  ['contacts', "'self' https://wa.me", ['frame-src https://www.openstreetmap.org']],
])('a %s page adds analytics, its own forms and only its own frame', (page, forms, frames) => {
  expect(policyAdditions(page, project)).toEqual({
    directives: [
      `form-action ${forms}`,
      `img-src ${analytics}`,
      `connect-src ${analytics}`,
      ...frames,
    ],
    scriptSources: ['https://www.googletagmanager.com'],
  });
});

test('the homepage adds Instagram and the published hero on the Supabase project', () => {
  expect(policyAdditions('home', project)).toEqual({
    directives: [
      "form-action 'self'",
      `img-src ${analytics} https://*.cdninstagram.com https://abc.supabase.co`,
      `connect-src ${analytics} https://www.instagram.com https://abc.supabase.co`,
      'frame-src https://www.instagram.com',
      'media-src https://abc.supabase.co',
    ],
    scriptSources: ['https://www.googletagmanager.com', 'https://www.instagram.com'],
  });
});

test('without a Supabase project the homepage names none and loads no media', () => {
  const { directives } = policyAdditions('home', {});
  expect(directives.join(';')).not.toContain('supabase');
  expect(directives.some((entry) => entry.startsWith('media-src'))).toBe(false);
});
