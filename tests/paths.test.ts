import { expect, test } from 'vitest';
import { cleanPagePath, getLocaleFromPath, localizePath, stripLocale } from '../i18n/paths';

// Each page's own paths in every language: its built links (tests/built/routes.test.ts, seo.test.ts).

test.each([
  ['/', 'it', '/'],
  ['', 'it', '/'],
  ['prenota', 'it', '/prenota'],
  ['/en/', 'en', '/'],
  ['/it/campi', 'it', '/it/campi'],
  ['/english', 'it', '/english'],
  ['/endless', 'it', '/endless'],
  ['/fr/prenota', 'it', '/fr/prenota'],
])(
  'getLocaleFromPath and stripLocale: %s is in %s, and %s without its locale',
  (path, locale, stripped) => {
    expect(getLocaleFromPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(stripped);
  },
);

test.each([
  ['/', 'it', '/'],
  ['', 'it', '/'],
  ['', 'en', '/en'],
  ['/en/campi', 'de', '/de/campi'],
  ['/de/campi', 'it', '/campi'],
  ['/de/campi/', 'en', '/en/campi'],
  ['/en', 'it', '/'],
] as const)('localizePath: %s in %s => %s', (path, locale, localized) => {
  expect(localizePath(path, locale)).toBe(localized);
});

test.each([
  ['/index.html', '/'],
  ['/', '/'],
  ['/prenota.html', '/prenota'],
  ['/en.html', '/en'],
  ['/en/index.html', '/en'],
  ['/de/', '/de'],
  ['/en/prenota', '/en/prenota'],
])('cleanPagePath: %s => %s', (path, clean) => {
  expect(cleanPagePath(path)).toBe(clean);
});
