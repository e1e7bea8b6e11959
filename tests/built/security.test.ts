import { expect, test } from 'vitest';
import { earlyScript } from '../../src/lib/inline/early';
import { testEnv } from '../../test-support/env';
import { routes } from '../../test-support/urls';
import { builtPages, operatorRoot } from './built-site';

/*
 * Each page's Content Security Policy (its <meta>) exactly, by kind of page: the base, and only
 * what that page loads, posts to or frames. The upload page's header: tests/built/served.test.ts.
 */

/** A page's policy as directive => sources, the script hashes left out (checked on their own). */
function policyOf(document: Document) {
  const metas = [...document.querySelectorAll('meta[http-equiv="content-security-policy"]')];
  expect(metas).toHaveLength(1);
  const directives = (metas[0]?.getAttribute('content') ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  const hashes = directives.flatMap(([, ...sources]) =>
    sources.filter((source) => source.startsWith("'sha256-")),
  );
  expect(hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash))).toBe(true);
  return Object.fromEntries(
    directives.map(([name, ...sources]) => [name, sources.filter((s) => !hashes.includes(s))]),
  );
}

const project = new URL(testEnv.PUBLIC_SUPABASE_URL).origin;
const tagManager = 'https://www.googletagmanager.com';
const analytics = [tagManager, 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
const instagram = 'https://www.instagram.com';
const base = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'script-src': ["'self'"],
  // Styles may be inline: Beasties writes the critical CSS after Astro hashes the page.
  'style-src': ["'self'", "'unsafe-inline'"],
};
/** A public page: analytics, forms to the site, and what it adds. */
const page = (added: Record<string, string[]> = {}) => ({
  ...base,
  'img-src': [...base['img-src'], ...analytics],
  'form-action': ["'self'"],
  'connect-src': analytics,
  'script-src': [...base['script-src'], tagManager],
  ...added,
});
const policies = {
  home: page({
    'img-src': [...base['img-src'], ...analytics, 'https://*.cdninstagram.com', project],
    'connect-src': [...analytics, instagram, project],
    'frame-src': [instagram],
    'media-src': [project],
    'script-src': [...base['script-src'], tagManager, instagram],
  }),
  booking: page({ 'frame-src': ['https://booking.example.com'] }),
  contacts: page({
    'form-action': ["'self'", 'https://wa.me'],
    'frame-src': ['https://www.openstreetmap.org'],
  }),
  public: page(),
  // A 404 page loads nothing from a third party and holds no form.
  notFound: base,
  upload: {
    ...base,
    'connect-src': [project],
    'img-src': ["'self'", 'data:', 'blob:', project],
    'media-src': ['blob:'],
    'worker-src': ["'self'"],
    'form-action': ["'none'"],
    'frame-src': ["'none'"],
  },
};
const idAt = new Map(routes.map(({ url, id }) => [url, id]));
const kindOf = (url: string, root: string): keyof typeof policies => {
  if (root === operatorRoot) return 'upload';
  const id = idAt.get(url);
  if (!id) return 'notFound';
  return id === 'home' || id === 'booking' || id === 'contacts' ? id : 'public';
};

test.each([...builtPages(), ...builtPages(operatorRoot)])(
  '$file has its exact policy, ahead of it no script but ours',
  ({ url, root, document }) => {
    const kind = kindOf(url, root);
    expect(policyOf(document)).toEqual(policies[kind]);
    // The policy binds only what follows it: ahead of it, only the early script of the pages
    // on BaseLayout (JSON-LD is data, never run).
    const inOrder = [
      ...document.querySelectorAll(
        'meta[http-equiv="content-security-policy"], script:not([type="application/ld+json"])',
      ),
    ];
    const ahead = inOrder.slice(
      0,
      inOrder.findIndex((element) => element.tagName === 'META'),
    );
    const onBaseLayout = kind !== 'upload' && kind !== 'notFound';
    expect(ahead.map((script) => script.textContent)).toEqual(onBaseLayout ? [earlyScript] : []);
  },
);
