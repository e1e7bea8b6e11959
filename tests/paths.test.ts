import { describe, expect, test } from 'vitest';
import { cleanPagePath, getLocaleFromPath, localizePath, stripLocale } from '../i18n/paths';

describe('getLocaleFromPath', () => {
  test.each([
    ['/', 'it'],
    ['/prenota', 'it'],
    ['/en', 'en'],
    ['/en/prenota', 'en'],
    ['/de/campi', 'de'],
    ['/it/campi', 'it'],
    ['/english', 'it'],
    ['/fr/prenota', 'it'],
    ['', 'it'],
  ])('%s => %s', (path, locale) => {
    expect(getLocaleFromPath(path)).toBe(locale);
  });
});

describe('stripLocale', () => {
  test.each([
    ['/', '/'],
    ['', '/'],
    ['/prenota', '/prenota'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/prenota', '/prenota'],
    ['/de/contatti', '/contatti'],
    ['/endless', '/endless'],
    ['prenota', '/prenota'],
  ])('%s => %s', (path, stripped) => {
    expect(stripLocale(path)).toBe(stripped);
  });
});

describe('localizePath', () => {
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
  ] as const)('%s in %s => %s', (path, locale, localized) => {
    expect(localizePath(path, locale)).toBe(localized);
  });
});

describe('cleanPagePath', () => {
  test.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/prenota.html', '/prenota'],
    ['/en.html', '/en'],
    ['/en/index.html', '/en'],
    ['/de/', '/de'],
    ['/en/prenota', '/en/prenota'],
  ])('%s => %s', (path, clean) => {
    expect(cleanPagePath(path)).toBe(clean);
  });
});
