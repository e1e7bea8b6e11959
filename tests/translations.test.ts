import { expect, test } from 'vitest';
import { translatorFor } from '../src/lib/translations';

// The facts are literals here: the name, four courts, a 20 × 13 m surface, €5 every four months.
test.each([
  [
    'it',
    'Lago Padel Club, pagina iniziale',
    'L’app è facoltativa: 5,00\u00a0€ per quattro\u00a0mesi.',
    '4 campi da padel al coperto e riscaldati e un campo da pickleball su una superficie di 20\u00a0×\u00a013\u00a0m.',
  ],
  [
    'en',
    'Lago Padel Club, home page',
    'The app is optional: €5.00 for four\u00a0months.',
    'Play on our 4 heated indoor padel courts, or on a pickleball court set on a 20\u00a0×\u00a013\u00a0m surface.',
  ],
  [
    'de',
    'Lago Padel Club, Startseite',
    'Die App ist optional: 5,00\u00a0€ für vier\u00a0Monate.',
    '4 beheizte Padelplätze in der Halle und ein Pickleballplatz auf einer Fläche von 20\u00a0×\u00a013\u00a0m.',
  ],
] as const)('the %s translator fills in the centre’s facts', (locale, home, app, courts) => {
  const t = translatorFor(locale);
  expect(t('header.homeAccessibleLabel')).toBe(home);
  expect(t('home.howAppText')).toContain(app);
  expect(t('courts.metaDescription')).toBe(courts);
});

test('a value passed to the translator wins over a fact', () => {
  expect(translatorFor('en')('header.homeAccessibleLabel', { club: 'Another club' })).toBe(
    'Another club, home page',
  );
});
