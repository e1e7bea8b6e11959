import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';
import { article, askedFor, rows, table, textOf, textsOf } from './queries';
import { percent } from './written';

/** The packages: lessons, saving, and for two people the saving each (10 lessons: one person). */
const packages = [
  { count: 3, saving: '10', twoSaving: '14', restricted: false },
  { count: 5, saving: '16', twoSaving: '19', restricted: false },
  { count: 10, saving: '32', twoSaving: undefined, restricted: true },
] as const;

describe.each(inEachLanguage('lessons'))('in $locale', ({ locale, t, document, facts, ask }) => {
  const [hour = '', hourAndHalf = ''] = facts.minutes;

  test('shows the four reasons, the schedule by its real slots', () => {
    expect(textsOf(document.querySelectorAll('main h3'))).toEqual(
      expect.arrayContaining([
        t('lessons.instructorsTitle'),
        t('lessons.personalTitle'),
        t('lessons.levelsTitle'),
        t('lessons.scheduleTitle'),
      ]),
    );
    expect(textOf(article(document, t('lessons.scheduleTitle')))).toContain(
      t('lessons.scheduleText', { slots: facts.lessonSlots, from: facts.evening }),
    );
  });

  test.each([
    ['individual', { duration: hour }],
    ['group', { range: '2–\u20604' }],
  ] as const)('the %s lesson: how long or for how many, and its three points', (type, facts) => {
    const card = article(document, t(`lessons.${type}Title`));
    expect(textOf(card)).toContain(t(`lessons.${type}Text`, facts));
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
      t('lessons.dayColumn', { slots: facts.lessonSlots }),
      t('lessons.eveningColumn', { from: facts.evening }),
    ]);
    const perPerson = ` ${t('lessons.perPerson')}`;
    const lessons = [
      t('lessons.rateIndividual', { duration: hour }),
      t('lessons.rateDuo', { duration: hour }) + perPerson,
      t('lessons.rateGuidedMatch', { duration: hourAndHalf }) + perPerson,
      t('lessons.rateGuidedMatchTwoCoaches', { duration: hourAndHalf }) + perPerson,
      t('lessons.rateTrainingMatch', { duration: hourAndHalf }) + perPerson,
    ];
    expect(rows(prices)).toEqual(facts.lessons.map((cells, index) => [lessons[index], ...cells]));
  });

  test.each(packages.map((entry, index) => ({ ...entry, index })))(
    'the package of $count lessons shows what it holds, its price, its saving and conditions',
    ({ count, saving, twoSaving, restricted, index }) => {
      const card = article(document, t('lessons.packageTitle', { count }));
      const text = textOf(card);
      expect(text).toContain(t('lessons.packageKind', { duration: hour }));
      expect(text).toContain(facts.packages[index]);
      expect(text).toContain(t('lessons.packageSaving', { percent: percent(locale, saving) }));
      const total = facts.packageBases[index] ?? '';
      expect(text).toContain(t('lessons.packageSavingBasis', { count, total }));
      const [price = '', twoTotal = ''] = facts.twoPeople[index] ?? [];
      if (twoSaving) {
        expect(text).toContain(t('lessons.packageTwoPeople', { price }));
        const values = { percent: percent(locale, twoSaving), count, total: twoTotal };
        expect(text).toContain(t('lessons.packageTwoPeopleSaving', values));
      }
      expect(text.includes(t('lessons.packageRestricted'))).toBe(restricted);
      if (restricted)
        expect(askedFor(card, 'package_hours')).toBe(
          t('lessons.packageRestrictedChatMessage', { count }),
        );
    },
  );

  test('asks what a lesson at other times costs, whether it includes the court and needs the card', () => {
    expect(textsOf(document.querySelectorAll('#prezzi li'))).toEqual([
      `${t('lessons.outsideSlots')} ${ask}`,
      `${t('lessons.courtIncluded')} ${ask}`,
      `${t('lessons.membershipNeeded')} ${ask}`,
    ]);
    const asked = ['lesson_outside_slots', 'lesson_court_included', 'lesson_membership'];
    expect(asked.map((fact) => askedFor(document.body, fact))).toEqual([
      t('lessons.outsideSlotsChatMessage', { slots: facts.lessonSlots }),
      t('lessons.courtIncludedChatMessage'),
      t('lessons.membershipNeededChatMessage'),
    ]);
  });

  test('the heading sits on a local picture: AVIF, WebP for the rest, decorative', () => {
    const picture = document.querySelector('main picture');
    const srcsets = [...(picture?.querySelectorAll('source, img') ?? [])].map(
      (element) => `${element.getAttribute('type')} ${element.getAttribute('srcset')}`,
    );
    expect(srcsets).toEqual([
      expect.stringMatching(/^image\/avif \/_astro\/\S+\.avif \d+w/),
      expect.stringMatching(/^null \/_astro\/\S+\.webp \d+w/),
    ]);
    expect(picture?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  test('says how long packages are valid, or asks', () => {
    expect(textsOf(document.querySelectorAll('main p'))).toContainEqual(
      expect.stringContaining(t('lessons.packageValidity')),
    );
    const asked = askedFor(document.body, 'package_validity');
    expect(asked).toBe(t('lessons.packageValidityChatMessage'));
  });
});
