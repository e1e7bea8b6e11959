import { describe, expect, test } from 'vitest';
import { testEnv } from '../../test-support/env';
import { pages, uploadPagePath } from '../../src/data/pages';
import { bookingModuleHref, chatHref, mapEmbedHref } from '../../src/lib/links';
import { builtPages, operatorRoot, pageAt, readDist, type BuiltPage } from './built-site';
import { servedOperator } from './host';

/** A policy as a map of directive => sources (a header, or the content of the <meta>). */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

const metaPolicy = (document: Document) =>
  document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ??
  '';

/** Every origin a policy names (hashes and keywords are not origins). */
const originsIn = (directives: Map<string, string[]>) =>
  new Set(
    [...directives.values()]
      .flat()
      .filter((source) => /^https?:/.test(source))
      .map((source) => source.replace(/\/$/, '')),
  );

const project = new URL(testEnv.PUBLIC_SUPABASE_URL).origin;
const analytics = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const instagram = ['https://www.instagram.com', 'https://*.cdninstagram.com'];
const localized = (id: string) => pages.find((page) => page.id === id)?.path;
const isPage = (page: BuiltPage, id: string) =>
  page.url.replace(/^\/(en|de)(?=\/|$)/, '') === localized(id) ||
  (localized(id) === '/' && /^\/(en|de)$/.test(page.url));

const operatorPage = pageAt(uploadPagePath, operatorRoot);
/** The public site's pages and the operator's app's. */
const bothApps = [...builtPages(), ...builtPages(operatorRoot)];

describe('the upload page’s header policy', () => {
  test('the upload page’s header repeats its <meta> policy but for the script hashes and the exact project', async () => {
    const header = (await fetch(`${servedOperator}${uploadPagePath}`)).headers.get(
      'content-security-policy',
    );
    const fromHeader = directivesOf(header ?? '');
    const fromMeta = directivesOf(metaPolicy(operatorPage));
    expect(fromHeader.get('frame-ancestors')).toEqual(["'none'"]);
    fromHeader.delete('frame-ancestors');
    for (const name of ['default-src', 'script-src', 'style-src']) fromMeta.delete(name);
    const anyProject = (sources: string[]) =>
      sources.map((source) => (source === project ? 'https://*.supabase.co' : source));
    expect(fromHeader).toEqual(
      new Map([...fromMeta].map(([name, sources]) => [name, anyProject(sources)])),
    );
  });
});

describe('content security policy', () => {
  test.each(bothApps)('$file has a strict policy before any script', ({ document }) => {
    expect(document.querySelectorAll('meta[http-equiv="content-security-policy"]')).toHaveLength(1);
    const directives = directivesOf(metaPolicy(document));
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
    '$file lets a form go to the chat only on the contact pages',
    ({ url, document }) => {
      const formAction = directivesOf(metaPolicy(document)).get('form-action');
      const contactPage = pages.some(({ id, path }) => id === 'contacts' && url.endsWith(path));
      const expected = ["'self'"];
      if (url.endsWith('/404')) expect(formAction).toBeUndefined();
      else
        expect(formAction?.toSorted()).toEqual(
          (contactPage ? [...expected, new URL(chatHref()).origin] : expected).toSorted(),
        );
    },
  );

  test.each(builtPages())('$file names only the third parties its page loads', (page) => {
    const named = originsIn(directivesOf(metaPolicy(page.document)));
    const frame = (href: string) => new URL(href).origin;
    let expected: string[];
    if (page.url.endsWith('/404')) expected = [];
    else if (isPage(page, 'home')) expected = [...analytics, ...instagram, project];
    else if (isPage(page, 'booking')) expected = [...analytics, frame(bookingModuleHref)];
    else if (isPage(page, 'contacts'))
      expected = [...analytics, frame(mapEmbedHref), new URL(chatHref()).origin];
    else expected = analytics;
    expect([...named].toSorted()).toEqual(expected.toSorted());
  });
});

describe('the upload page’s own policy', () => {
  const document = operatorPage;
  const html = readDist(`${uploadPagePath.slice(1)}.html`, operatorRoot);

  test('exactly: the Supabase project, blob: for the previews and the Worker, no form, no frame', () => {
    const directives = directivesOf(metaPolicy(document));
    const scripts = directives.get('script-src') ?? [];
    directives.delete('script-src');
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'img-src': ["'self'", 'data:', 'blob:', project],
      'connect-src': [project],
      'media-src': ['blob:'],
      'worker-src': ["'self'"],
      'form-action': ["'none'"],
      'frame-src': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
    });
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
      true,
    );
  });

  test('no origin but the Supabase project in what the page loads or runs, nor in its policy', () => {
    const read = (selector: string, ...names: string[]) =>
      [...document.querySelectorAll(selector)].flatMap((element) =>
        names.map((name) => element.getAttribute(name) ?? ''),
      );
    const loaded = [
      ...read('[src], [srcset], [poster], [data]', 'src', 'srcset', 'poster', 'data'),
      ...read('link[href]:not([rel="canonical"]):not([rel="alternate"])', 'href'),
      ...read('form[action]', 'action'),
      ...[...document.querySelectorAll('script:not([src])')].map(
        (script) => script.textContent ?? '',
      ),
    ];
    const origins = loaded.flatMap((text) =>
      [...text.matchAll(/https?:\/\/[^\s"'`,;)]+/g)].map(([url]) => new URL(url).origin),
    );
    expect(origins.filter((origin) => origin !== project)).toEqual([]);
    expect([...originsIn(directivesOf(metaPolicy(document)))]).toEqual([project]);
    expect(html).not.toMatch(/googletagmanager|google-analytics|instagram\.com\/embed/);
  });
});
