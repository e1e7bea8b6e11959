import { expect, test } from 'vitest';
import { parseDocument } from './built-site';
import { served } from './host';

/* Pages answers an unknown path with the nearest 404.html: each language folder has its own. */
test.each([
  ['/non-esiste', 'it', 'Ops! Pagina non trovata', 'Torna alla home', '/'],
  ['/en/non-esiste', 'en', 'Oops! Page not found', 'Back to the home page', '/en'],
  ['/de/gibt/es/nicht', 'de', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite', '/de'],
])(
  'without JavaScript %s answers 404 in %s with a home link',
  async (path, locale, heading, homeText, homeHref) => {
    const response = await fetch(`${served}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    const document = parseDocument(await response.text());
    expect(document.documentElement.getAttribute('lang')).toBe(locale);
    expect([...document.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual([heading]);
    const home = [...document.querySelectorAll('main a')].find(
      (link) => link.textContent?.trim() === homeText,
    );
    expect(home?.getAttribute('href')).toBe(homeHref);
  },
);
