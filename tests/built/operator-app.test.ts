import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { uploadPagePath } from '../../src/data/pages';
import { builtPages, distRoot, operatorRoot, pageJavaScript } from './built-site';

/*
 * The operator's app is a build of its own, for its own origin: the public build carries none of
 * it, neither its page nor a script that only it loads.
 */

/** A built script's name without its content hash: `/_astro/UploadCard.BJPtZiGm.js` => `UploadCard`. */
const stem = (file: string) => (file.split('/').pop() ?? '').replace(/[.-][\w-]{8}\.js$/, '');

const scriptsIn = (root: string) =>
  readdirSync(join(root, '_astro')).filter((file) => file.endsWith('.js'));

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
