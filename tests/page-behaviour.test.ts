import { parseHTML } from 'linkedom';
import { expect, onTestFinished, test, vi } from 'vitest';

/** A public page as the first-tap script leaves it, with the page_view marker. */
function fakePage() {
  const { document } = parseHTML(
    '<!doctype html><html lang="en" data-js=""><head><title>Courts</title></head>' +
      '<body><div data-track-page-view></div></body></html>',
  );
  const window = Object.assign(new EventTarget(), {
    localStorage: { getItem: () => null, setItem: () => undefined },
    location: { pathname: '/en/campi' },
    gtag: vi.fn(),
  });
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  return { html: document.documentElement, gtag: window.gtag };
}

test('starts once, in a task after the island that started it, leaving data-js as the first-tap script set it', async () => {
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const page = fakePage();
  const { startPageBehaviour } = await import('../src/behaviour/page-behaviour');
  startPageBehaviour();
  startPageBehaviour();
  expect(page.html.dataset.behaviour).toBeUndefined();
  expect(page.gtag).not.toHaveBeenCalled();

  vi.runAllTimers();
  expect(page.html.dataset.behaviour).toBe('ready');
  expect(page.gtag.mock.calls.filter(([, name]) => name === 'page_view')).toHaveLength(1);
  // So that no style is recalculated.
  expect(page.html.dataset.js).toBe('');
});
