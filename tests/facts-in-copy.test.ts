import { expect, test } from 'vitest';
import { dictionaries } from '../i18n';
import { locales, type Locale } from '../i18n/locales';
import { padelCourts } from '../src/data/courts';
import {
  courtRental,
  fees,
  lessonPackages,
  lessonRates,
  perPerson,
  playersPerCourt,
} from '../src/data/prices';
import { site } from '../src/data/site';

/*
 * No fact the data holds is typed into a dictionary (docs/content.md): it would stay behind.
 * Times, lengths and sizes typed at all: tests/copy-format.test.ts.
 */

/** Number words up to ten, to catch "four courts" as well as "4 courts". */
const numberWords: Record<Locale, readonly string[]> = {
  it: ['zero', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  de: ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (text: string) => new RegExp(`(?<![\\p{L}\\d])${escape(text)}(?![\\p{L}\\d])`, 'iu');

/** Every amount in euros the data holds, as it could be typed: "36 €", "€36", "36,00 euro". */
const amounts = [
  ...courtRental.rates.flatMap((rate) => [
    rate.members,
    rate.nonMembers,
    perPerson(rate.members),
    perPerson(rate.nonMembers),
  ]),
  fees.registration.amount,
  fees.bookingApp.amount,
  ...lessonRates.flatMap((rate) => [rate.day, rate.evening]),
  ...lessonPackages.flatMap((pack) => [
    pack.price,
    ...('twoPeople' in pack ? [pack.twoPeople.pricePerPerson] : []),
  ]),
];
const priceFacts = [...new Set(amounts)].map((amount) => {
  const number = String(amount).replace('.', '[.,]');
  return {
    fact: `price ${amount}`,
    pattern: new RegExp(
      `€\\s?${number}(?!\\d)|(?<!\\d)${number}(?:[.,]\\d\\d)?\\s?(?:€|euro|EUR)`,
      'i',
    ),
  };
});

/** Counts the copy must not write out, in digits or words. */
function countFacts(locale: Locale) {
  const counts = { 'padel courts': padelCourts.length, 'players per court': playersPerCourt };
  return Object.entries(counts).flatMap(([name, count]) => [
    { fact: `${count} ${name} (digits)`, pattern: word(String(count)) },
    { fact: `${count} ${name} (word)`, pattern: word(numberWords[locale][count] ?? String(count)) },
  ]);
}

function factsFor(locale: Locale) {
  return [
    ...[site.name, site.legalName, site.phone.display, site.email, site.vatNumber].map((fact) => ({
      fact,
      pattern: word(fact),
    })),
    ...[site.address.street, site.address.locality].map((fact) => ({ fact, pattern: word(fact) })),
    ...countFacts(locale),
    ...priceFacts,
    { fact: 'a percentage', pattern: /\d\s?%/ },
  ];
}

/** The facts a dictionary types out, as "key: fact". */
function typedFacts(locale: Locale, dictionary: Record<string, string>): string[] {
  const facts = factsFor(locale);
  return Object.entries(dictionary).flatMap(([key, text]) =>
    facts.filter(({ pattern }) => pattern.test(text)).map(({ fact }) => `${key}: ${fact}`),
  );
}

test.each(locales)('%s types no fact that the data holds', (locale) => {
  expect(typedFacts(locale, dictionaries[locale])).toEqual([]);
});

test('finds the facts in a string that types them', () => {
  const copy = {
    courts: `Vier Plätze im ${site.name}`,
    price: `Ab ${courtRental.rates[0].members},00 € pro Stunde`,
    placeholders: '{padelCourts} Plätze im {club}, ab {price}',
  };
  expect(typedFacts('de', copy).sort()).toEqual(
    [
      `courts: ${padelCourts.length} padel courts (word)`,
      `courts: ${playersPerCourt} players per court (word)`,
      `courts: ${site.name}`,
      `price: price ${courtRental.rates[0].members}`,
    ].sort(),
  );
});
