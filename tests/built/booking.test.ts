import { describe, expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import { pageAt } from './built-site';
import { article, askedFor, region, rows, table, textOf, textsOf } from './queries';
import { publishedUrls } from '../../test-support/urls';
import { percent, written } from './written';

/** The cancellation limits, 48 and 24 hours, as each language writes them. */
const cancellationHours = {
  it: ['48\u00a0ore', '24\u00a0ore'],
  en: ['48\u00a0hours', '24\u00a0hours'],
  de: ['48\u00a0Stunden', '24\u00a0Stunden'],
} as const;

describe.each(['it', 'en', 'de'] as const)('booking page (%s)', (locale) => {
  const t = translationsFor(locale);
  const document = pageAt(publishedUrls.booking[locale]);
  const facts = written[locale];

  test.each([
    ['members', t('booking.membersCaption'), 0],
    ['nonMembers', t('booking.nonMembersCaption'), 3],
  ] as const)('the %s table lists every court price, total and per person', (_, caption, from) => {
    const prices = table(document, caption);
    expect(textsOf(prices.querySelectorAll('th[scope="col"]'))).toEqual([
      t('booking.durationColumn'),
      t('booking.totalColumn'),
      t('booking.perPersonColumn'),
    ]);
    const durations = facts.minutes.map((duration, index) => [
      duration,
      ...(facts.court[from + index] ?? []),
    ]);
    expect(rows(prices)).toEqual(durations);
  });

  test('the calendar names the app’s fee beside the ways to book', () => {
    const calendar = region(document, t('booking.calendarHeading'));
    const fee = { appFee: facts.fee, appFeePeriod: facts.months };
    expect(textOf(calendar)).toContain(t('booking.calendarIntro', fee));
  });

  test('one note says when the prices hold, and asks about a booking that runs past them', () => {
    const [from, until] = [facts.dayStart, facts.evening];
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
    const evening = article(document, t('booking.eveningTitle', { from: facts.evening }));
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
    expect(textsOf(hours.querySelectorAll('dd'))).toEqual(facts.hours);
  });

  test('shows the cancellation windows and what each costs, asking where no rule is given', () => {
    const cancellation = article(document, t('booking.cancellationHeading'));
    const [within, after] = [percent(locale, '50'), percent(locale, '100')];
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
