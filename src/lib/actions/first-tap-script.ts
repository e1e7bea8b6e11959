import { createHash } from 'node:crypto';

/**
 * The inline script at the top of every page's body, run before the first paint:
 * - it marks the document with `data-js`, so controls that need script are shown from the first
 *   paint (and only then: without JavaScript the page shows plain links instead);
 * - one delegated click listener catches every `[data-action]` control. A module registers the
 *   work for an action with `window.lpcActions.on(name, handler)` (see on-action.ts) when it
 *   runs; a tap that came before is kept and handed over then (taps in the order they came), so
 *   it is never lost and never needs a second tap.
 */
export const firstTapScript = `document.documentElement.dataset.js = '';
(() => {
  const handlers = new Map();
  const pending = [];
  // Taps are handed over in the order they came, so their effects end as the visitor left them.
  const flush = () => {
    while (pending.length > 0 && handlers.has(pending[0].dataset.action)) {
      const control = pending.shift();
      handlers.get(control.dataset.action)(control);
    }
  };
  document.addEventListener('click', (event) => {
    const control = event.target instanceof Element && event.target.closest('[data-action]');
    if (!control || pending.includes(control)) return;
    pending.push(control);
    flush();
  });
  window.lpcActions = {
    on(name, handler) {
      handlers.set(name, handler);
      flush();
    },
  };
})();`;

/** CSP source for the script, e.g. `'sha256-…'`. */
export const firstTapScriptHash: `sha256-${string}` = `sha256-${createHash('sha256').update(firstTapScript).digest('base64')}`;
