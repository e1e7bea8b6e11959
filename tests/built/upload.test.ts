import { expect, test } from 'vitest';
import { testEnv } from '../../test-support/env';
import { site } from '../../src/data/site';
import { uploadText as say } from '../../src/lib/upload/template';
import { operatorRoot, pageAt } from './built-site';

/* Nothing runs on the operator's page but its island; with JavaScript off it says it needs it. */

const document = pageAt('/upload-video', operatorRoot);

test('the page says that uploading needs JavaScript', () => {
  const message = document.querySelector('main noscript p');
  expect(message?.textContent?.trim()).toBe(say('page.noscript'));
});

test('the sign-in cannot be submitted before its script runs', () => {
  const submit = [...document.querySelectorAll('main button[type="submit"]')].find(
    (button) => button.textContent?.trim() === say('signIn.submit'),
  );
  expect(submit?.hasAttribute('disabled')).toBe(true);
});

test('the only island is the upload card, and no inline script runs but Astro’s own', () => {
  const islands = [...document.querySelectorAll('astro-island')].map((island) =>
    island.getAttribute('component-url'),
  );
  expect(islands).toHaveLength(1);
  expect(islands[0]).toMatch(/\/_astro\/UploadCard\.[\w-]+\.js$/);
  const inline = [
    ...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])'),
  ]
    .map((script) => script.textContent ?? '')
    .filter((code) => /gtag|dataLayer|consent|instagram/i.test(code));
  expect(inline).toEqual([]);
});

test('loads and runs nothing but from the Supabase project, and links to the site and no settings', () => {
  const allowed = [new URL(testEnv.PUBLIC_SUPABASE_URL).origin, new URL(site.url).origin];
  const read = (selector: string, names: string) =>
    [...document.querySelectorAll(selector)].flatMap((element) =>
      names.split(' ').map((name) => element.getAttribute(name) ?? ''),
    );
  /** The origins of the URLs in some texts; in attributes also `//host` (scripts have comments). */
  const originsIn = (texts: string[], url = /(?:https?:)?\/\/[^\s"'`,;)]+/g) =>
    texts.flatMap((text) => [...text.matchAll(url)].map(([u]) => new URL(u, site.url).origin));
  const scripts = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent);
  const loaded = [
    ...originsIn(read('*', 'src srcset poster data action')),
    ...originsIn(read('link:not([rel="canonical"]):not([rel="alternate"])', 'href')),
    ...originsIn(scripts.map(String), /https?:\/\/[^\s"'`,;)]+/g),
  ];
  expect(loaded.filter((origin) => origin !== allowed[0])).toEqual([]);
  // The home links lead to the public site.
  const linked = originsIn(read('*', 'href content'));
  expect(linked.filter((origin) => !allowed.includes(origin))).toEqual([]);
  expect(document.querySelector('[data-action], [data-track]')).toBeNull();
  const thirdParties = /googletagmanager|google-analytics|instagram\.com\/embed/;
  expect(document.documentElement.outerHTML).not.toMatch(thirdParties);
});
