import { describe, expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import type { Locale } from '../../i18n/locales';
import { pageAt } from './built-site';
import { article, askedFor, rows, table, textOf, textsOf } from './queries';
import { publishedUrls } from '../../test-support/urls';

/*
 * The lessons page's facts as the built HTML states them: the reasons, the two kinds of lesson,
 * every price in the day slots and the evening, and the packages with what their saving is
 * measured against. Prices, percentages and slots are literal, as each language writes them.
 */

interface LessonPackage {
  count: number;
  price: string;
  /** The saving, and the same lessons one by one at the daytime price. */
  saving: readonly [string, string];
  /** For two people: the price each, the saving, and the daytime price each. */
  two?: readonly [string, string, string];
  /** Valid at certain times only. */
  restricted: boolean;
}

interface LessonFacts {
  /** Day and evening price of each lesson, in the table's order. */
  prices: readonly (readonly [string, string])[];
  /** The two daytime slots, the evening's start, 60 and 90 minutes and the group size, as written. */
  slots: string;
  evening: string;
  minutes: readonly [string, string];
  group: string;
  packages: readonly LessonPackage[];
}

/** Per language: each lesson's day and evening price, the day slots, and the packages. */
const literal: Record<Locale, LessonFacts> = {
  it: {
    prices: [
      ['37,00\u00a0€', '42,00\u00a0€'],
      ['27,00\u00a0€', '32,00\u00a0€'],
      ['23,00\u00a0€', '25,00\u00a0€'],
      ['40,00\u00a0€', '42,00\u00a0€'],
      ['20,00\u00a0€', '25,00\u00a0€'],
    ],
    slots: '09:00–\u206012:00 e 14:00–\u206016:30',
    evening: '17:30',
    minutes: ['60\u00a0minuti', '90\u00a0minuti'],
    group: '2–\u20604',
    packages: [
      {
        count: 3,
        price: '100,00\u00a0€',
        saving: ['10%', '111,00\u00a0€'],
        two: ['70,00\u00a0€', '14%', '81,00\u00a0€'],
        restricted: false,
      },
      {
        count: 5,
        price: '155,00\u00a0€',
        saving: ['16%', '185,00\u00a0€'],
        two: ['110,00\u00a0€', '19%', '135,00\u00a0€'],
        restricted: false,
      },
      { count: 10, price: '250,00\u00a0€', saving: ['32%', '370,00\u00a0€'], restricted: true },
    ],
  },
  en: {
    prices: [
      ['€37.00', '€42.00'],
      ['€27.00', '€32.00'],
      ['€23.00', '€25.00'],
      ['€40.00', '€42.00'],
      ['€20.00', '€25.00'],
    ],
    slots: '09:00–\u206012:00 and 14:00–\u206016:30',
    evening: '17:30',
    minutes: ['60\u00a0minutes', '90\u00a0minutes'],
    group: '2–\u20604',
    packages: [
      {
        count: 3,
        price: '€100.00',
        saving: ['10%', '€111.00'],
        two: ['€70.00', '14%', '€81.00'],
        restricted: false,
      },
      {
        count: 5,
        price: '€155.00',
        saving: ['16%', '€185.00'],
        two: ['€110.00', '19%', '€135.00'],
        restricted: false,
      },
      { count: 10, price: '€250.00', saving: ['32%', '€370.00'], restricted: true },
    ],
  },
  de: {
    prices: [
      ['37,00\u00a0€', '42,00\u00a0€'],
      ['27,00\u00a0€', '32,00\u00a0€'],
      ['23,00\u00a0€', '25,00\u00a0€'],
      ['40,00\u00a0€', '42,00\u00a0€'],
      ['20,00\u00a0€', '25,00\u00a0€'],
    ],
    slots: '09:00–\u206012:00\u00a0Uhr und 14:00–\u206016:30\u00a0Uhr',
    evening: '17:30\u00a0Uhr',
    minutes: ['60\u00a0Minuten', '90\u00a0Minuten'],
    group: '2–\u20604',
    packages: [
      {
        count: 3,
        price: '100,00\u00a0€',
        saving: ['10\u00a0%', '111,00\u00a0€'],
        two: ['70,00\u00a0€', '14\u00a0%', '81,00\u00a0€'],
        restricted: false,
      },
      {
        count: 5,
        price: '155,00\u00a0€',
        saving: ['16\u00a0%', '185,00\u00a0€'],
        two: ['110,00\u00a0€', '19\u00a0%', '135,00\u00a0€'],
        restricted: false,
      },
      {
        count: 10,
        price: '250,00\u00a0€',
        saving: ['32\u00a0%', '370,00\u00a0€'],
        restricted: true,
      },
    ],
  },
};

describe.each(['it', 'en', 'de'] as const)('lessons page (%s)', (locale) => {
  const t = translationsFor(locale);
  const document = pageAt(publishedUrls.lessons[locale]);
  const facts = literal[locale];

  test('shows the four reasons', () => {
    expect(textsOf(document.querySelectorAll('main h3'))).toEqual(
      expect.arrayContaining([
        t('lessons.instructorsTitle'),
        t('lessons.personalTitle'),
        t('lessons.levelsTitle'),
        t('lessons.scheduleTitle'),
      ]),
    );
  });

  test('the individual lesson lasts 60 minutes, a group is 2 to 4 players', () => {
    const [hour] = facts.minutes;
    expect(textOf(article(document, t('lessons.individualTitle')))).toContain(
      t('lessons.individualText', { duration: hour }),
    );
    expect(textOf(article(document, t('lessons.groupTitle')))).toContain(
      t('lessons.groupText', { range: facts.group }),
    );
  });

  test.each(['individual', 'group'] as const)('the %s lesson has its three points', (type) => {
    const card = article(document, t(`lessons.${type}Title`));
    expect(textsOf(card.querySelectorAll('li'))).toEqual([
      t(`lessons.${type}Point1`),
      t(`lessons.${type}Point2`),
      t(`lessons.${type}Point3`),
    ]);
  });

  test('lists every lesson price by day and evening, per person where it applies', () => {
    const prices = table(document, t('lessons.pricesCaption'));
    expect(textsOf(prices.querySelectorAll('th[scope="col"]'))).toEqual([
      t('lessons.lessonColumn'),
      t('lessons.dayColumn', { slots: facts.slots }),
      t('lessons.eveningColumn', { from: facts.evening }),
    ]);
    const perPerson = ` ${t('lessons.perPerson')}`;
    const [hour, hourAndHalf] = facts.minutes;
    const lessons = [
      t('lessons.rateIndividual', { duration: hour }),
      t('lessons.rateDuo', { duration: hour }) + perPerson,
      t('lessons.rateGuidedMatch', { duration: hourAndHalf }) + perPerson,
      t('lessons.rateGuidedMatchTwoCoaches', { duration: hourAndHalf }) + perPerson,
      t('lessons.rateTrainingMatch', { duration: hourAndHalf }) + perPerson,
    ];
    expect(rows(prices)).toEqual(facts.prices.map((cells, index) => [lessons[index], ...cells]));
  });

  test.each(facts.packages)(
    'the package of $count lessons shows what it holds, its price, its saving and conditions',
    (entry) => {
      const card = article(document, t('lessons.packageTitle', { count: entry.count }));
      const text = textOf(card);
      const [hour] = facts.minutes;
      const [saving, basis] = entry.saving;
      expect(text).toContain(t('lessons.packageKind', { duration: hour }));
      expect(text).toContain(entry.price);
      expect(text).toContain(t('lessons.packageSaving', { percent: saving }));
      expect(text).toContain(t('lessons.packageSavingBasis', { count: entry.count, total: basis }));
      if (entry.two) {
        const [price, percent, total] = entry.two;
        expect(text).toContain(t('lessons.packageTwoPeople', { price }));
        expect(text).toContain(
          t('lessons.packageTwoPeopleSaving', { percent, count: entry.count, total }),
        );
      }
      expect(text.includes(t('lessons.packageRestricted'))).toBe(entry.restricted);
      if (entry.restricted)
        expect(askedFor(card, 'package_hours')).toBe(
          t('lessons.packageRestrictedChatMessage', { count: entry.count }),
        );
    },
  );

  test('says how long packages are valid, or asks', () => {
    expect(textsOf(document.querySelectorAll('main p'))).toContainEqual(
      expect.stringContaining(t('lessons.packageValidity')),
    );
    expect(askedFor(document.body, 'package_validity')).toBe(
      t('lessons.packageValidityChatMessage'),
    );
  });
});
