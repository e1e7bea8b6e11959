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

test('no link, source or control leads to another site or to the cookie settings', () => {
  // The home links lead to the public site; the island talks to Supabase.
  const allowed = new Set([new URL(site.url).origin, new URL(testEnv.PUBLIC_SUPABASE_URL).origin]);
  const elsewhere = [...document.querySelectorAll('[href], [src], [action], [content]')]
    .flatMap((element) =>
      ['href', 'src', 'action', 'content'].map((name) => element.getAttribute(name) ?? ''),
    )
    .filter((value) => /^(https?:)?\/\//.test(value))
    .filter((value) => !allowed.has(new URL(value, site.url).origin));
  expect(elsewhere).toEqual([]);
  expect(document.querySelector('[data-action]')).toBeNull();
  expect(document.querySelector('[data-track]')).toBeNull();
});
