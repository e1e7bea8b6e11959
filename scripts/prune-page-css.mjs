/**
 * After the build (astro.config.mjs), each page keeps only the part of the site's stylesheet it
 * can use: the stylesheet is inlined into every page, so rules for other pages' markup are bytes
 * every visitor downloads before the first paint. A rule stays when every class its selector
 * names is in the page's markup or anywhere in the site's JavaScript (islands render classes
 * that the server HTML does not have yet); rules without classes always stay. The page's
 * Content-Security-Policy lists the new stylesheet's hash in place of the old one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';

/** @param {string} text */
const styleHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** @param {string} value */
const decodeEntities = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** @param {string} html */
function classTokens(html) {
  const tokens = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of decodeEntities(match[1] ?? '').split(/\s+/)) if (token) tokens.add(token);
  }
  return tokens;
}

/**
 * The class names a selector requires, unescaped (`.sm\:mt-2` => `sm:mt-2`).
 * @param {string} selector
 */
export function selectorClasses(selector) {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\s]|[\w-])+)/g)].map(
    (match) =>
      (match[1] ?? '')
        .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_escape, hex) =>
          String.fromCodePoint(Number.parseInt(hex, 16)),
        )
        .replace(/\\(.)/g, '$1'),
  );
}

/**
 * The stylesheet without the rules a page cannot use.
 * @param {string} css
 * @param {(className: string) => boolean} isUsed
 */
export function pruneCss(css, isUsed) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => selectorClasses(selector).every(isUsed));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Blocks left empty go too (`@layer name;` statements have no block and stay).
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * One page with its stylesheets pruned and its policy's style hashes updated.
 * @param {string} html
 * @param {(className: string) => boolean} isUsedElsewhere classes the page's scripts may render
 */
export function prunePage(html, isUsedElsewhere) {
  const tokens = classTokens(html);
  const isUsed = (className) => tokens.has(className) || isUsedElsewhere(className);
  let result = html;
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const css = match[1] ?? '';
    const pruned = pruneCss(css, isUsed);
    if (pruned === css) continue;
    const [oldHash, newHash] = [styleHash(css), styleHash(pruned)];
    if (!result.includes(oldHash))
      throw new Error(`prune-page-css: no ${oldHash} in the page's policy to replace`);
    result = result
      .replace(`<style>${css}</style>`, `<style>${pruned}</style>`)
      .replace(oldHash, newHash);
  }
  return result;
}

/** @param {string} directory */
function filesIn(directory) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** @returns {import('astro').AstroIntegration} */
export function prunePageCssIntegration() {
  return {
    name: 'prune-page-css',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = filesIn(root);
        const scripts = files
          .filter((file) => file.endsWith('.js'))
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n');
        const inScripts = (className) => scripts.includes(className);
        let before = 0;
        let after = 0;
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          const html = readFileSync(file, 'utf8');
          const pruned = prunePage(html, inScripts);
          before += html.length;
          after += pruned.length;
          writeFileSync(file, pruned);
        }
        logger.info(`inlined CSS pruned per page: ${before} -> ${after} bytes of HTML`);
      },
    },
  };
}
