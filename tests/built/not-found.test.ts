import { expect, test } from 'vitest';
import { parseDocument } from './built-site';
import { serveBuild } from './host';

const base = serveBuild(3);

test('without JavaScript an unknown path answers 404 with the Italian text and a home link', async () => {
  const response = await fetch(`${base}/non-esiste`, { redirect: 'manual' });
  expect(response.status).toBe(404);
  const document = parseDocument(await response.text());
  const shown = [...document.querySelectorAll('[data-not-found]')].filter(
    (block) => !block.hasAttribute('hidden'),
  );
  expect(shown.map((block) => block.getAttribute('lang'))).toEqual(['it']);
  expect(shown[0]?.querySelector('h1')?.textContent).toBe('Oops! Pagina non trovata');
  const home = shown[0]?.querySelector('a');
  expect(home?.textContent?.trim()).toBe('Torna alla home');
  expect(home?.getAttribute('href')).toBe('/');
});
