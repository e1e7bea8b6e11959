import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { distRoot, operatorRoot, parseDocument } from './built-site';
import { sentHeaders, served, servedOperator } from './host';

/*
 * What Cloudflare Pages' runtime answers for each build, the public site and the operator's app
 * on its own origin: status, type, caching and every header, as sent (each build's `_headers`
 * and `_redirects` applied by the host itself, not by a copy of its rules).
 */

const hashedFile = (root: string, extension: string) =>
  `/_astro/${readdirSync(join(root, '_astro')).find((file) => file.endsWith(extension)) ?? ''}`;

/** The site-wide rule of each `_headers` (public/, operator/public/), on every answer. */
const siteWide = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), ambient-light-sensor=(), autoplay=(self), battery=(), bluetooth=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  // Pages' own default for static files.
  'access-control-allow-origin': '*',
};
const uploadPolicy =
  "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'; frame-src 'none'; worker-src 'self'; connect-src https://*.supabase.co; img-src 'self' data: blob: https://*.supabase.co; media-src blob:";

const html = 'text/html; charset=utf-8';
const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';
const file = (type: string, cache = revalidate) => ({
  status: 200,
  'content-type': type,
  'cache-control': cache,
});
const redirect = (location: string, status = 308) => ({ status, location });
/** A redirect made by `_redirects`, typed as the runtime types it. */
const redirectRule = (location: string) => ({
  ...redirect(location, 302),
  'content-type': 'text/plain;charset=UTF-8',
});
const missing = { status: 404, 'content-type': html, 'cache-control': 'no-store' };

const siteAnswers: [string, Record<string, string | number>][] = [
  ['/', file(html)],
  ['/en/prenota', file(html)],
  [hashedFile(distRoot, '.js'), file('application/javascript', immutable)],
  [hashedFile(distRoot, '.css'), file('text/css; charset=utf-8', immutable)],
  ['/en/prenota.html', redirect('/en/prenota')],
  ['/en/prenota/', redirect('/en/prenota')],
  // The operator's page is not here: its path leads to the operator's origin (OPERATOR_ORIGIN).
  ['/upload-video', redirectRule('https://operatore.e2e.example/upload-video')],
  // Each language's own 404 page: below.
  ['/nope', missing],
  ['/sitemap-index.xml', file('application/xml')],
  ['/robots.txt', file('text/plain; charset=utf-8')],
  ['/og/it.png', file('image/png')],
];

const operatorAnswers: [string, Record<string, string | number>][] = [
  [
    '/upload-video',
    { ...file(html), 'content-security-policy': uploadPolicy, 'x-robots-tag': 'noindex' },
  ],
  [hashedFile(operatorRoot, '.js'), file('application/javascript', immutable)],
  ['/upload-video.html', redirect('/upload-video')],
  ['/', redirectRule('/upload-video')],
  ['/favicon.svg', file('image/svg+xml')],
  // No 404 page of its own: nothing but the one page is there to find.
  ['/nope', { status: 404, 'cache-control': 'no-store' }],
];

/** Transport and validation headers, the runtime's business (x-server-env: local only). */
const transport = new Set(
  'date transfer-encoding content-length content-encoding etag x-server-env'.split(' '),
);

/** Checks each answer: exactly the headers expected, each sent once. */
function answersExactly(origin: string, answers: [string, Record<string, string | number>][]) {
  test.each(answers)(
    '%s is answered with exactly its headers, each once',
    async (path, expected) => {
      const { status, headers } = await sentHeaders(path, origin);
      const names = headers.map(([name]) => name);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
      const sent = Object.fromEntries(headers.filter(([name]) => !transport.has(name)));
      expect({ status, ...sent }).toEqual({ ...siteWide, ...expected });
    },
  );
}

describe('the public site', () => answersExactly(served, siteAnswers));
describe('the operator’s app, from its own _headers', () =>
  answersExactly(servedOperator, operatorAnswers));

test('a page is revalidated: its ETag back gets 304 and no body', async () => {
  const first = await fetch(`${served}/en/prenota`);
  const etag = first.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  const again = await fetch(`${served}/en/prenota`, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe('');
});

/* Pages answers an unknown path with the nearest 404.html: each language folder has its own. */
test.each([
  ['/non-esiste', 'it', 'Ops! Pagina non trovata', 'Torna alla home', '/'],
  ['/en/non-esiste', 'en', 'Oops! Page not found', 'Back to the home page', '/en'],
  ['/de/gibt/es/nicht', 'de', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite', '/de'],
])(
  'without JavaScript %s answers 404 in %s with a home link',
  async (path, locale, heading, homeText, homeHref) => {
    const response = await fetch(`${served}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    const document = parseDocument(await response.text());
    expect(document.documentElement.getAttribute('lang')).toBe(locale);
    expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([heading]);
    const home = [...document.querySelectorAll('main a')].find(
      (link) => link.textContent?.trim() === homeText,
    );
    expect(home?.getAttribute('href')).toBe(homeHref);
  },
);
