import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { site } from '../../src/data/site';
import { uploadPagePath } from '../../src/data/pages';
import { uploadText as say } from '../../src/lib/upload/template';
import { builtPages, distRoot, operatorRoot, pageAt, pageJavaScript } from './built-site';

/*
 * The operator's app is a build of its own, for its own origin: the public build carries none of
 * it. Nothing runs on its page but its island (what it may load: its policy, security.test.ts);
 * with JavaScript off it says it needs it.
 */

/** A built script's name without its content hash: `/_astro/UploadCard.BJPtZiGm.js` => `UploadCard`. */
const stem = (file: string) => (file.split('/').pop() ?? '').replace(/[.-][\w-]{8}\.js$/, '');

const scriptsIn = (root: string) =>
  readdirSync(join(root, '_astro')).filter((file) => file.endsWith('.js'));

const document = pageAt(uploadPagePath, operatorRoot);

test('the public build has no file of the operator’s page', () => {
  const name = uploadPagePath.slice(1);
  const files = readdirSync(distRoot, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.split('/').pop()?.startsWith(name))).toEqual([]);
});

test('the public build has no script that only the operator’s app loads', () => {
  // What the public pages load; a page at the operator's path is none of them.
  const publicPages = builtPages().filter((page) => page.url !== uploadPagePath);
  const loadedByPublicPages = new Set(
    publicPages.flatMap((page) => [...pageJavaScript(page)]).map(stem),
  );
  const operatorOnly = new Set(
    scriptsIn(operatorRoot)
      .map(stem)
      .filter((name) => !loadedByPublicPages.has(name)),
  );
  expect(operatorOnly).toContain('UploadCard');
  expect(scriptsIn(distRoot).filter((file) => operatorOnly.has(stem(file)))).toEqual([]);
});

test('the page says that uploading needs JavaScript, and the sign-in cannot be submitted before its script runs', () => {
  expect(document.querySelector('main noscript p')?.textContent?.trim()).toBe(say('page.noscript'));
  const submit = [...document.querySelectorAll('main button[type="submit"]')].find(
    (button) => button.textContent?.trim() === say('signIn.submit'),
  );
  expect(submit?.hasAttribute('disabled')).toBe(true);
});

test('the only island is the upload card, no inline script runs but Astro’s own, and no link leaves for a third party or tracks', () => {
  const islands = [...document.querySelectorAll('astro-island')].map((island) =>
    island.getAttribute('component-url'),
  );
  expect(islands).toHaveLength(1);
  expect(islands[0]).toMatch(/\/_astro\/UploadCard\.[\w-]+\.js$/);
  const inline = [...document.querySelectorAll('script:not([src])')]
    .map((script) => script.textContent ?? '')
    .filter((code) => /gtag|dataLayer|consent|instagram/i.test(code));
  expect(inline).toEqual([]);
  // The home links lead to the public site.
  const linked = [...document.querySelectorAll('[href], meta[content^="http"]')].map(
    (element) =>
      new URL(element.getAttribute('href') ?? element.getAttribute('content') ?? '', site.url)
        .origin,
  );
  expect(linked.filter((origin) => origin !== new URL(site.url).origin)).toEqual([]);
  expect(document.querySelector('[data-action], [data-track]')).toBeNull();
});
