/**
 * Part of the inline script at the top of every page's body (early.ts), run before
 * the first paint (written compact: it is in every page, within the inline-script budget of
 * tests/built/budgets.test.ts):
 * - it marks the document with `data-js`, so controls that need script are shown from the first
 *   paint (and only then: without JavaScript the page shows plain links instead);
 * - one delegated click listener catches every `[data-action]` control. A module registers the
 *   work for an action with `window.lpcActions.on(name, handler)` (see on-action.ts) when it
 *   runs; a tap that came before is kept and handed over then (taps in the order they came), so
 *   it is never lost and never needs a second tap;
 * - the same listener follows a language link (`a[hreflang]`, a plain click) by replacing the
 *   history entry, carrying the query and fragment over, so that Back never returns to the other
 *   language, also for a tap before any other script has arrived.
 */
export const firstTapScript = [
  "document.documentElement.dataset.js='';(()=>{",
  // h: the handler of each action; p: taps waiting for theirs, in the order they came.
  'const h=new Map,p=[];',
  // Hands over waiting taps as long as the oldest one has its handler.
  'const f=()=>{for(;p.length&&h.has(p[0].dataset.action);){const c=p.shift();h.get(c.dataset.action)(c)}};',
  "document.addEventListener('click',e=>{",
  "const c=e.target.closest?.('[data-action]'),l=e.target.closest?.('a[hreflang]');",
  'if(c&&!p.includes(c)){p.push(c);f()}',
  // A plain click on a language link; its address is the page in that language.
  'if(l&&!(e.button||e.metaKey||e.ctrlKey||e.shiftKey)){',
  'e.preventDefault();location.replace(l.pathname+location.search+location.hash)}});',
  'window.lpcActions={on(n,g){h.set(n,g);f()}}})();',
].join('');
