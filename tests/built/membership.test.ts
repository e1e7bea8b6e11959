import { describe, expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import { pageAt } from './built-site';
import { chatParts, headings, link, region, rows, table, textOf, textsOf } from './queries';
import { publishedUrls } from '../../test-support/urls';

/*
 * The membership page's facts as the built HTML states them: the info cards and every fee, with
 * the over-65 discount on request. Amounts, percentages and durations are literal, as each
 * language writes them.
 */

const literal = {
  it: {
    year: '1\u00a0anno',
    months: '4\u00a0mesi',
    registration: '10,00\u00a0€',
    app: '5,00\u00a0€',
    under18: '-50%',
  },
  en: {
    year: '1\u00a0year',
    months: '4\u00a0months',
    registration: '€10.00',
    app: '€5.00',
    under18: '-50%',
  },
  de: {
    year: '1\u00a0Jahr',
    months: '4\u00a0Monate',
    registration: '10,00\u00a0€',
    app: '5,00\u00a0€',
    under18: '-50\u00a0%',
  },
} as const;

describe.each(['it', 'en', 'de'] as const)('membership page (%s)', (locale) => {
  const t = translationsFor(locale);
  const document = pageAt(publishedUrls.membership[locale]);
  const facts = literal[locale];
  const fees = () => table(document, t('membership.feesCaption'));

  test('shows the three info cards, with how long membership lasts', () => {
    const info = region(document, t('membership.infoTitle'));
    expect(headings(info, 3)).toEqual([
      t('membership.durationTitle'),
      t('membership.insuranceTitle'),
      t('membership.initiativesTitle'),
    ]);
    expect(textOf(info)).toContain(t('membership.durationText', { duration: facts.year }));
  });

  test('lists every fee and the under-18 discount, each amount labelled with its column', () => {
    const feeTable = fees();
    expect(textsOf(feeTable.querySelectorAll('th[scope="col"]'))).toEqual([
      t('membership.feesItemColumn'),
      t('membership.feesAmountColumn'),
    ]);
    expect(rows(feeTable).slice(0, 3)).toEqual([
      [
        t('membership.feeRegistration') +
          t('membership.feeRegistrationDetail', { duration: facts.year }),
        facts.registration,
      ],
      [
        t('membership.feeBookingApp') +
          t('membership.feeBookingAppDetail', { duration: facts.months }),
        facts.app,
      ],
      [t('membership.discountUnder18') + t('membership.discountUnder18Detail'), facts.under18],
    ]);
    // On a phone the row stacks and each amount is labelled with its column (PriceTable).
    for (const cell of feeTable.querySelectorAll('td'))
      expect(cell.getAttribute('data-label')).toBe(t('membership.feesAmountColumn'));
  });

  test('the over-65 discount is on request, with no figure, and asks in the chat', () => {
    const row = [...fees().querySelectorAll('tr')].find((candidate) =>
      textOf(candidate.querySelector('th')).startsWith(t('membership.discountOver65')),
    );
    const cell = row?.querySelector('td');
    if (!cell) throw new Error('no over-65 row');
    expect(textOf(cell)).toContain(t('membership.onRequest'));
    expect(textOf(cell)).not.toMatch(/\d/);
    expect(chatParts(link(cell, t('membership.askInChat')).href)).toEqual({
      chat: 'https://wa.me/390000000000',
      text: t('membership.over65Message'),
    });
  });

  test('balls are included', () => {
    expect(rows(fees()).at(-1)).toEqual([
      t('membership.balls') + t('membership.ballsDetail'),
      t('membership.ballsIncluded'),
    ]);
  });
});
