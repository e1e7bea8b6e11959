import { describe, expect, test } from 'vitest';
import { testEnv } from '../../test-support/env';
import { uploadPagePath, type PageId } from '../../src/data/pages';
import { routes } from '../../test-support/urls';
import { bookingModuleHref, chatHref, mapEmbedHref } from '../../src/lib/links';
import { earlyScript } from '../../src/lib/inline/early';
import { builtPages, operatorRoot, pageAt } from './built-site';
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
const pageIdAt = new Map(routes.map(({ url, id }) => [url, id]));

const operatorPage = pageAt(uploadPagePath, operatorRoot);
/** The public site's pages and the operator's app's. */
const bothApps = [...builtPages(), ...builtPages(operatorRoot)];

test('the upload page’s header policy: the upload page’s header repeats its <meta> policy but for the script hashes and the exact project', async () => {
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

describe('content security policy', () => {
  test.each(bothApps)('$file has a strict policy, ahead of it no script but ours', (page) => {
    const { document } = page;
    expect(document.querySelectorAll('meta[http-equiv="content-security-policy"]')).toHaveLength(1);
    const directives = directivesOf(metaPolicy(document));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    // Styles may be inline (Beasties writes the critical CSS after Astro hashes the page);
    // scripts may not.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
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
    const onBaseLayout = page.root !== operatorRoot && !page.file.endsWith('404.html');
    expect(ahead.map((script) => script.textContent)).toEqual(onBaseLayout ? [earlyScript] : []);
  });

  test.each(builtPages())('$file lets forms and third parties in for its own page only', (page) => {
    const directives = directivesOf(metaPolicy(page.document));
    const id = pageIdAt.get(page.url);
    const chat = new URL(chatHref()).origin;
    const frame = (href: string) => new URL(href).origin;
    const pageThirdParties: Partial<Record<PageId, string[]>> = {
      home: [...instagram, project],
      booking: [frame(bookingModuleHref)],
      contacts: [frame(mapEmbedHref), chat],
    };
    // A 404 page has no page id: it loads nothing from a third party and holds no form.
    const thirdParties = id ? [...analytics, ...(pageThirdParties[id] ?? [])] : [];
    expect([...originsIn(directives)].toSorted()).toEqual(thirdParties.toSorted());
    const forms = id === 'contacts' ? ["'self'", chat] : ["'self'"];
    expect(directives.get('form-action')?.toSorted()).toEqual(id && forms.toSorted());
  });
});

describe('the upload page’s own policy', () => {
  const document = operatorPage;

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
});
