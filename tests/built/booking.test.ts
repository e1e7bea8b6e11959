import { describe, expect, test } from 'vitest';
import { useTranslations } from '../../i18n';
import { pageAt } from './built-site';
import { article, chatParts, link, rows, table, textOf, textsOf } from './queries';
import { publishedUrls } from '../../test-support/urls';

/*
 * The booking page's facts as the built HTML states them: court prices, the evening rule, the
 * opening hours, the cancellation rules and the services. Prices, hours and percentages are
 * literal, as each language writes them.
 */

const chat = 'https://wa.me/390000000000';

/** Minutes, total and per person. */
const courtPrices = {
  it: {
    members: [
      [60, '36,00\u00a0€', '9,00\u00a0€'],
      [90, '54,00\u00a0€', '13,50\u00a0€'],
      [120, '72,00\u00a0€', '18,00\u00a0€'],
    ],
    nonMembers: [
      [60, '44,00\u00a0€', '11,00\u00a0€'],
      [90, '64,00\u00a0€', '16,00\u00a0€'],
      [120, '84,00\u00a0€', '21,00\u00a0€'],
    ],
  },
  en: {
    members: [
      [60, '€36.00', '€9.00'],
      [90, '€54.00', '€13.50'],
      [120, '€72.00', '€18.00'],
    ],
    nonMembers: [
      [60, '€44.00', '€11.00'],
      [90, '€64.00', '€16.00'],
      [120, '€84.00', '€21.00'],
    ],
  },
  de: {
    members: [
      [60, '36,00\u00a0€', '9,00\u00a0€'],
      [90, '54,00\u00a0€', '13,50\u00a0€'],
      [120, '72,00\u00a0€', '18,00\u00a0€'],
    ],
    nonMembers: [
      [60, '44,00\u00a0€', '11,00\u00a0€'],
      [90, '64,00\u00a0€', '16,00\u00a0€'],
      [120, '84,00\u00a0€', '21,00\u00a0€'],
    ],
  },
} as const;

/** 50 % and 100 %, as each language writes a percentage. */
const penalties = {
  it: ['50%', '100%'],
  en: ['50%', '100%'],
  de: ['50\u00a0%', '100\u00a0%'],
} as const;

describe.each(['it', 'en', 'de'] as const)('booking page (%s)', (locale) => {
  const t = useTranslations(locale);
  const document = pageAt(publishedUrls.booking[locale]);

  test.each([
    ['members', t('booking.membersCaption')],
    ['nonMembers', t('booking.nonMembersCaption')],
  ] as const)('the %s table lists every court price, total and per person', (audience, caption) => {
    const prices = table(document, caption);
    expect(textsOf(prices.querySelectorAll('th[scope="col"]'))).toEqual([
      t('booking.durationColumn'),
      t('booking.totalColumn'),
      t('booking.perPersonColumn'),
    ]);
    expect(rows(prices)).toEqual(
      courtPrices[locale][audience].map(([minutes, total, each]) => [
        t('booking.duration', { minutes }),
        total,
        each,
      ]),
    );
  });

  test('both tables say when the prices are valid', () => {
    const validity = t('booking.validity', { from: '08:30', until: '17:30' });
    expect(
      textsOf(document.querySelectorAll('p')).filter((text) => text === validity),
    ).toHaveLength(2);
  });

  test('evening non-member prices are on request, with the chat link', () => {
    const card = article(document, t('booking.eveningTitle', { from: '17:30' }));
    expect(textOf(card)).toContain(t('booking.eveningText'));
    expect(chatParts(link(card, t('booking.eveningCta')).href)).toEqual({
      chat,
      text: t('booking.eveningChatMessage'),
    });
  });

  test('shows the opening hours', () => {
    const hours = article(document, t('hours.heading'));
    expect(textsOf(hours.querySelectorAll('dt'))).toEqual([
      t('hours.weekdays'),
      t('hours.saturday'),
      t('hours.sunday'),
    ]);
    expect(textsOf(hours.querySelectorAll('dd'))).toEqual([
      t('hours.range', { opens: '08:30', closes: '24:00' }),
      t('hours.range', { opens: '08:30', closes: '18:00' }),
      t('hours.range', { opens: '08:30', closes: '13:00' }),
    ]);
  });

  test('shows the cancellation rules, with the chat link for the amounts', () => {
    const cancellation = article(document, t('booking.cancellationHeading'));
    const [within, after] = penalties[locale];
    expect(textsOf(cancellation.querySelectorAll('li'))).toEqual([
      t('booking.cancellationFree', { hours: 48 }),
      t('booking.cancellationWithin', { hours: 24, percent: within }),
      t('booking.cancellationAfter', { hours: 24, percent: after }),
    ]);
    expect(chatParts(link(cancellation, t('booking.cancellationCta')).href)).toEqual({
      chat,
      text: t('booking.cancellationChatMessage'),
    });
  });

  test('shows the services: rackets and balls', () => {
    const services = article(document, t('booking.servicesHeading'));
    for (const key of [
      'booking.racketRental',
      'booking.ballRental',
      'booking.ballsIncluded',
    ] as const)
      expect(textOf(services)).toContain(t(key));
  });
});
