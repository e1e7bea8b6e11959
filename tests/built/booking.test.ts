import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';
import { bookingModuleAddress } from '../../test-support/link-target';
import { article, askedFor, link, region, rows, table, textOf, textsOf } from './queries';
import { percent } from './written';

/** The booking module speaks Italian only: the other languages say so. */
const calendarLanguageNotes = {
  it: '',
  en: 'The calendar is in Italian.',
  de: 'Der Kalender ist auf Italienisch.',
} as const;

describe.each(inEachLanguage('booking'))('in $locale', ({ locale, t, document, facts, ask }) => {
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

  test('the calendar names the optional app’s fee beside the ways to book, and asks who pays it', () => {
    const calendar = region(document, t('booking.calendarHeading'));
    const fee = { appFee: facts.fee, appFeePeriod: facts.months };
    expect(textOf(calendar)).toContain(t('booking.calendarIntro', fee));
    expect(textsOf(calendar.querySelectorAll('p'))).toContain(`${t('bookingApp.feePayer')} ${ask}`);
    expect(askedFor(calendar, 'app_fee_payer')).toBe(t('bookingApp.feePayerChatMessage'));
  });

  test('says the calendar’s language above it, where the page speaks another, and opens it full screen', () => {
    const calendar = region(document, t('booking.calendarHeading'));
    const notes: string[] = Object.values(calendarLanguageNotes).filter(Boolean);
    // Any note, and the frame, in the order they are read.
    const read = [...calendar.querySelectorAll('p, iframe')]
      .map((element) => (element.tagName === 'IFRAME' ? 'the frame' : textOf(element)))
      .filter((text) => text === 'the frame' || notes.includes(text));
    const note = calendarLanguageNotes[locale];
    expect(read).toEqual(note ? [note, 'the frame'] : ['the frame']);
    // The booking module, framed lazily under its title, and in full screen in a new tab.
    const frame = calendar.querySelector('iframe');
    expect(['title', 'loading', 'src'].map((name) => frame?.getAttribute(name))).toEqual([
      t('booking.frameTitle'),
      'lazy',
      bookingModuleAddress,
    ]);
    const fullScreen = link(calendar, t('booking.openModule'));
    expect([fullScreen.href, fullScreen.target]).toEqual([bookingModuleAddress, '_blank']);
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

  // The pickleball price, on request here too: courts.test.ts.
  test('evening prices are on request, asked for in the chat', () => {
    const evening = article(document, t('booking.eveningTitle', { from: facts.evening }));
    expect(textOf(evening)).toContain(t('booking.eveningPrices'));
    expect(askedFor(evening, 'evening_prices')).toBe(t('booking.eveningChatMessage'));
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

  test('cancellation: free until 48 hours, then both charges named and asked, a no-show in full', () => {
    const cancellation = article(document, t('booking.cancellationHeading'));
    const [partial, full] = [percent(locale, '50'), percent(locale, '100')];
    // Which window costs 50 % and which 100 % is the centre's to confirm: no line says it.
    expect(textsOf(cancellation.querySelectorAll('li'))).toEqual([
      t('booking.cancellationFree', { hours: facts.freeCancellation }),
      `${t('booking.cancellationLater', { partial, full })} ${ask}`,
      `${t('booking.cancellationAfter')} ${t('booking.cancellationCharge', { percent: full })}`,
    ]);
    expect(askedFor(cancellation, 'cancellation_full_charge')).toBe(
      t('booking.cancellationLaterChatMessage'),
    );
  });

  test('shows the services: rackets and extra balls at a price on request, balls for everyone', () => {
    const services = article(document, t('booking.servicesHeading'));
    const price = `${t('onRequest.price')} ${ask}`;
    expect(textsOf(services.querySelectorAll('li'))).toEqual([
      `${t('booking.racketRental')}${t('booking.racketRentalText')}${price}`,
      `${t('booking.balls')}${t('booking.ballsIncluded')}${t('booking.extraBalls')} ${price}`,
    ]);
    expect(askedFor(services, 'racket_hire_price')).toBe(t('booking.racketRentalChatMessage'));
    expect(askedFor(services, 'extra_balls_price')).toBe(t('booking.extraBallsChatMessage'));
  });
});
