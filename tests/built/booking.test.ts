import { describe, expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import { pageAt } from './built-site';
import { article, askedFor, region, rows, table, textOf, textsOf } from './queries';
import { publishedUrls } from '../../test-support/urls';

/*
 * The booking page's facts as the built HTML states them: the app's fee, court prices and when
 * they hold, the evening and pickleball prices, the opening hours, the cancellation rules and
 * the services. Prices, hours and percentages are literal, as each language writes them.
 */

/** Duration, total and per person. */
const courtPrices = {
  it: {
    members: [
      ['60\u00a0minuti', '36,00\u00a0€', '9,00\u00a0€'],
      ['90\u00a0minuti', '54,00\u00a0€', '13,50\u00a0€'],
      ['120\u00a0minuti', '72,00\u00a0€', '18,00\u00a0€'],
    ],
    nonMembers: [
      ['60\u00a0minuti', '44,00\u00a0€', '11,00\u00a0€'],
      ['90\u00a0minuti', '64,00\u00a0€', '16,00\u00a0€'],
      ['120\u00a0minuti', '84,00\u00a0€', '21,00\u00a0€'],
    ],
  },
  en: {
    members: [
      ['60\u00a0minutes', '€36.00', '€9.00'],
      ['90\u00a0minutes', '€54.00', '€13.50'],
      ['120\u00a0minutes', '€72.00', '€18.00'],
    ],
    nonMembers: [
      ['60\u00a0minutes', '€44.00', '€11.00'],
      ['90\u00a0minutes', '€64.00', '€16.00'],
      ['120\u00a0minutes', '€84.00', '€21.00'],
    ],
  },
  de: {
    members: [
      ['60\u00a0Minuten', '36,00\u00a0€', '9,00\u00a0€'],
      ['90\u00a0Minuten', '54,00\u00a0€', '13,50\u00a0€'],
      ['120\u00a0Minuten', '72,00\u00a0€', '18,00\u00a0€'],
    ],
    nonMembers: [
      ['60\u00a0Minuten', '44,00\u00a0€', '11,00\u00a0€'],
      ['90\u00a0Minuten', '64,00\u00a0€', '16,00\u00a0€'],
      ['120\u00a0Minuten', '84,00\u00a0€', '21,00\u00a0€'],
    ],
  },
} as const;

/** The opening hours, as each language writes a span of the day. */
const openingHours = {
  it: ['08:30–\u206024:00', '08:30–\u206018:00', '08:30–\u206013:00'],
  en: ['08:30–\u206024:00', '08:30–\u206018:00', '08:30–\u206013:00'],
  de: ['08:30–\u206024:00\u00a0Uhr', '08:30–\u206018:00\u00a0Uhr', '08:30–\u206013:00\u00a0Uhr'],
} as const;

/** The day prices' limits, as each language writes a time of day. */
const priceTimes = {
  it: { from: '08:30', until: '17:30' },
  en: { from: '08:30', until: '17:30' },
  de: { from: '08:30\u00a0Uhr', until: '17:30\u00a0Uhr' },
} as const;

/** The cancellation limits, 48 and 24 hours, as each language writes them. */
const cancellationHours = {
  it: ['48\u00a0ore', '24\u00a0ore'],
  en: ['48\u00a0hours', '24\u00a0hours'],
  de: ['48\u00a0Stunden', '24\u00a0Stunden'],
} as const;

/** 50 % and 100 %, as each language writes a percentage. */
const penalties = {
  it: ['50%', '100%'],
  en: ['50%', '100%'],
  de: ['50\u00a0%', '100\u00a0%'],
} as const;

/** The booking app's fee and how often it is due, as each language writes them. */
const appFee = {
  it: { appFee: '5,00\u00a0€', appFeePeriod: '4\u00a0mesi' },
  en: { appFee: '€5.00', appFeePeriod: '4\u00a0months' },
  de: { appFee: '5,00\u00a0€', appFeePeriod: '4\u00a0Monate' },
} as const;

describe.each(['it', 'en', 'de'] as const)('booking page (%s)', (locale) => {
  const t = translationsFor(locale);
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
      courtPrices[locale][audience].map(([duration, total, each]) => [duration, total, each]),
    );
  });

  test('the calendar names the app’s fee beside the ways to book', () => {
    const calendar = region(document, t('booking.calendarHeading'));
    expect(textOf(calendar)).toContain(t('booking.calendarIntro', appFee[locale]));
  });

  test('one note says when the prices hold, and asks about a booking that runs past them', () => {
    const { from, until } = priceTimes[locale];
    const note = textsOf(document.querySelectorAll('p')).filter((text) =>
      text.startsWith(
        `${t('booking.validity', { from, until })} ${t('booking.acrossLimit', { until })}`,
      ),
    );
    expect(note).toHaveLength(1);
    expect(askedFor(document.body, 'evening_crossing')).toBe(
      t('booking.acrossLimitChatMessage', { until }),
    );
  });

  test('evening and pickleball prices are on request, each asked for in the chat', () => {
    const evening = article(
      document,
      t('booking.eveningTitle', { from: priceTimes[locale].until }),
    );
    expect(textOf(evening)).toContain(t('booking.eveningPrices'));
    expect(askedFor(evening, 'evening_prices')).toBe(t('booking.eveningChatMessage'));
    const pickleball = article(document, t('courts.pickleballTitle'));
    expect(textOf(pickleball)).toContain(t('courts.pickleballPrice'));
    expect(askedFor(pickleball, 'pickleball_prices')).toBe(t('courts.pickleballPriceChatMessage'));
  });

  test('shows the opening hours', () => {
    const hours = article(document, t('hours.heading'));
    expect(textsOf(hours.querySelectorAll('dt'))).toEqual([
      t('hours.weekdays'),
      t('hours.saturday'),
      t('hours.sunday'),
    ]);
    expect(textsOf(hours.querySelectorAll('dd'))).toEqual(openingHours[locale]);
  });

  test('shows the cancellation windows and what each costs, asking where no rule is given', () => {
    const cancellation = article(document, t('booking.cancellationHeading'));
    const [within, after] = penalties[locale];
    const [freeLimit, lastHours] = cancellationHours[locale];
    const onRequest = `${t('onRequest.label')} ${t('onRequest.ask')}${t('common.opensInNewTab')}`;
    expect(textsOf(cancellation.querySelectorAll('li'))).toEqual([
      t('booking.cancellationFree', { hours: freeLimit }),
      `${t('booking.cancellationBetween', { from: 48, to: lastHours })} ${onRequest}`,
      `${t('booking.cancellationWithin', { hours: lastHours })} ${t('booking.cancellationCharge', { percent: within })}`,
      `${t('booking.cancellationAfter')} ${t('booking.cancellationCharge', { percent: after })}`,
    ]);
    expect(askedFor(cancellation, 'cancellation_window')).toBe(
      t('booking.cancellationChatMessage'),
    );
  });

  test('shows the services: rackets, and balls for everyone', () => {
    const services = article(document, t('booking.servicesHeading'));
    for (const key of ['booking.racketRental', 'booking.balls', 'booking.ballsIncluded'] as const)
      expect(textOf(services)).toContain(t(key));
  });
});
