/**
 * A PostCSS plugin for the build (astro.config.mjs): removes the fallbacks Tailwind adds for
 * browsers older than the ones it supports (Safari 16.4, Chrome 111, Firefox 128), which every
 * page would otherwise carry in its inlined stylesheet.
 *
 * - `@supports (color: color-mix(in lab, red, red))` blocks repeat a rule with `color-mix()`
 *   after a plain-colour fallback: the fallback declarations go and the block is unwrapped, so
 *   the supported browsers get the same declarations as before.
 * - The `@supports` block in `@layer properties` sets initial values for browsers without
 *   `@property`; the `@property` rules themselves stay.
 *
 * @example
 *   .a{color:#fff8}@supports (color:color-mix(in lab, red, red)){.a{color:color-mix(...)}}
 *   => .a{color:color-mix(...)}
 */

/** @param {string} params */
const isColorMixTest = (params) => /^\(color:\s*color-mix\(in lab,\s*red,\s*red\)\)$/.test(params);

/** @param {import('postcss').AtRule} atRule */
const isPropertiesFallback = (atRule) =>
  atRule.parent?.type === 'atrule' &&
  /** @type {import('postcss').AtRule} */ (atRule.parent).name === 'layer' &&
  /** @type {import('postcss').AtRule} */ (atRule.parent).params === 'properties';

/**
 * The rule just before `node` among its siblings with the same selector, if any.
 * @param {import('postcss').ChildNode} node
 * @param {string} selector
 */
function previousRule(node, selector) {
  for (let sibling = node.prev(); sibling; sibling = sibling.prev()) {
    if (sibling.type === 'rule' && sibling.selector === selector) return sibling;
  }
  return undefined;
}

/** @type {import('postcss').Plugin} */
export const dropLegacyCss = {
  postcssPlugin: 'drop-legacy-css',
  OnceExit(root) {
    root.walkAtRules('supports', (atRule) => {
      if (isPropertiesFallback(atRule)) {
        const layer = atRule.parent;
        atRule.remove();
        if (layer?.nodes?.length === 0) layer.remove();
        return;
      }
      if (!isColorMixTest(atRule.params)) return;
      atRule.each((child) => {
        if (child.type !== 'rule') return;
        const fallback = previousRule(atRule, child.selector);
        if (!fallback) return;
        const overridden = new Set();
        child.walkDecls((declaration) => {
          overridden.add(declaration.prop);
        });
        fallback.walkDecls((declaration) => {
          if (overridden.has(declaration.prop)) declaration.remove();
        });
        if (fallback.nodes.length === 0) fallback.remove();
      });
      atRule.replaceWith(atRule.nodes ?? []);
    });
  },
};
