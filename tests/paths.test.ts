import { expect, test } from 'vitest';
import { cleanPagePath, getLocaleFromPath, localizePath, stripLocale } from '../i18n/paths';

test.each([
  ['/', 'it', '/'],
  ['', 'it', '/'],
  ['prenota', 'it', '/prenota'],
  ['/prenota', 'it', '/prenota'],
  ['/en', 'en', '/'],
  ['/en/', 'en', '/'],
  ['/en/prenota', 'en', '/prenota'],
  ['/de/contatti', 'de', '/contatti'],
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
  ['/', 'en', '/en'],
  ['/', 'de', '/de'],
  ['', 'it', '/'],
  ['', 'en', '/en'],
  ['/prenota', 'it', '/prenota'],
  ['/prenota', 'en', '/en/prenota'],
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
