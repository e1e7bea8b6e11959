import { expect, test } from 'vitest';
import { translatorFor } from '../src/lib/translations';

// The facts are literals; how each fact is written shows in the built pages (tests/built).
test.each([
  ['it', 'Lago Padel Club, pagina iniziale'],
  ['en', 'Lago Padel Club, home page'],
  ['de', 'Lago Padel Club, Startseite'],
] as const)('the %s translator fills in the centre’s facts', (locale, home) => {
  expect(translatorFor(locale)('header.homeAccessibleLabel')).toBe(home);
});

test('a value passed to the translator wins over a fact', () => {
  expect(translatorFor('en')('header.homeAccessibleLabel', { club: 'Another club' })).toBe(
    'Another club, home page',
  );
});
