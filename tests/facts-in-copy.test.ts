import { expect, test } from 'vitest';
import { dictionaries } from '../i18n';
import { locales, type Locale } from '../i18n/locales';
import { padelCourts, pickleballSurface } from '../src/data/courts';
import { openingHours } from '../src/data/hours';
import {
  courtRental,
  fees,
  lessonPackages,
  lessonRates,
  lessonTimes,
  perPerson,
  playersPerCourt,
} from '../src/data/prices';
import { site } from '../src/data/site';

/* No fact the data holds is typed into a dictionary (docs/content.md): it would stay behind. */

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

/** Times of day the data holds: opening hours, price validity, lesson times. */
const times = new Set<string>([
  ...openingHours.flatMap((period) => [period.opens, period.closes]),
  courtRental.validFrom,
  courtRental.validUntil,
  lessonTimes.evening.from,
  ...lessonTimes.daySlots.flatMap((slot) => [slot.from, slot.to]),
]);

/** Counts the copy must not write out, in digits or words; facts sharing a number share a check. */
function countFacts(locale: Locale) {
  const counts = { 'padel courts': padelCourts.length, 'players per court': playersPerCourt };
  const namesByCount = new Map<number, string[]>();
  for (const [name, count] of Object.entries(counts)) {
    namesByCount.set(count, [...(namesByCount.get(count) ?? []), name]);
  }
  return [...namesByCount].flatMap(([count, names]) => {
    const fact = `${count} ${names.join(' or ')}`;
    const spelled = numberWords[locale][count];
    return [
      { fact: `${fact} (digits)`, pattern: word(String(count)) },
      ...(spelled ? [{ fact: `${fact} (word)`, pattern: word(spelled) }] : []),
    ];
  });
}

function factsFor(locale: Locale) {
  const { lengthMeters, widthMeters } = pickleballSurface;
  return [
    ...[site.name, site.legalName, site.phone.display, site.email, site.vatNumber].map((fact) => ({
      fact,
      pattern: word(fact),
    })),
    ...[site.address.street, site.address.locality].map((fact) => ({ fact, pattern: word(fact) })),
    ...countFacts(locale),
    ...[lengthMeters, widthMeters].map((meters) => ({
      fact: `${meters} m`,
      pattern: new RegExp(`(?<!\\d)${meters}\\s?(?:m\\b|x)`),
    })),
    ...priceFacts,
    { fact: 'a percentage', pattern: /\d\s?%/ },
    ...[...times].map((time) => ({ fact: time, pattern: word(time) })),
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
    size: `Ein Platz mit ${pickleballSurface.lengthMeters} m x ${pickleballSurface.widthMeters} m`,
    price: `Ab ${courtRental.rates[0].members},00 € pro Stunde, ab ${courtRental.validFrom} Uhr`,
    placeholders: '{padelCourts} Plätze im {club}, ab {price}',
  };
  expect(typedFacts('de', copy).sort()).toEqual(
    [
      `courts: ${padelCourts.length} padel courts or players per court (word)`,
      `courts: ${site.name}`,
      `size: ${pickleballSurface.lengthMeters} m`,
      `size: ${pickleballSurface.widthMeters} m`,
      `price: price ${courtRental.rates[0].members}`,
      `price: ${courtRental.validFrom}`,
    ].sort(),
  );
});
