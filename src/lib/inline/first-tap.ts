/**
 * The first-tap listener, part of the early script (early.ts), written compact as it is in every
 * page: it sets `data-js`, keeps each tap on a `[data-action]` control until a module takes the
 * action over (`window.lpcActions.on`, on-action.ts), and follows a language link with
 * `location.replace`. How and why: docs/first-tap.md, "How it works".
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
