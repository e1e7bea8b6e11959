import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type AstroInlineConfig } from 'astro';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll } from 'vitest';

export const repository = resolve(import.meta.dirname, '..');

/**
 * Builds, before a file's tests, a site of one page: `files` written under its `src/` (the page
 * is `pages/index.astro`) with the project's dependencies; gives its folder and the built page,
 * and removes it after the tests.
 */
export function buildOnePage(files: Record<string, string | Promise<Buffer>>, config = {}) {
  const site = { root: '', document: undefined as unknown as Document };
  beforeAll(async () => {
    site.root = mkdtempSync(join(tmpdir(), 'one-page-'));
    symlinkSync(join(repository, 'node_modules'), join(site.root, 'node_modules'), 'dir');
    mkdirSync(join(site.root, 'src/pages'), { recursive: true });
    for (const [file, content] of Object.entries(files)) {
      writeFileSync(join(site.root, 'src', file), await content);
    }
    await build({ root: site.root, logLevel: 'error', ...(config as AstroInlineConfig) });
    const html = readFileSync(join(site.root, 'dist/index.html'), 'utf8');
    site.document = parseHTML(html).document;
  }, 180_000);
  afterAll(() => rmSync(site.root, { recursive: true, force: true }));
  return site;
}
