import { describe, expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import { pageAt } from './built-site';
import { askedFor, headings, region, rows, table, textOf, textsOf } from './queries';
import { publishedUrls } from '../../test-support/urls';
import { percent, written } from './written';

// Balls are not a members' fee: the booking page says they come with every court booking.

describe.each(['it', 'en', 'de'] as const)('membership page (%s)', (locale) => {
  const t = translationsFor(locale);
  const document = pageAt(publishedUrls.membership[locale]);
  const facts = written[locale];
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

  test('lists every fee and the age discounts, each amount labelled with its column', () => {
    const feeTable = fees();
    const onRequest = `${t('onRequest.label')} ${t('onRequest.ask')}${t('common.opensInNewTab')}`;
    expect(textsOf(feeTable.querySelectorAll('th[scope="col"]'))).toEqual([
      t('membership.feesItemColumn'),
      t('membership.feesAmountColumn'),
    ]);
    expect(rows(feeTable)).toEqual([
      [
        t('membership.feeRegistration') +
          t('membership.feeRegistrationDetail', { duration: facts.year }),
        facts.registration,
      ],
      [
        t('membership.feeBookingApp') +
          t('membership.feeBookingAppDetail', { duration: facts.months }),
        facts.fee,
      ],
      [
        `${t('membership.discountUnder18')}${t('membership.discountAppliesTo')} ${onRequest}`,
        `-${percent(locale, '50')}`,
      ],
      [t('membership.discountOver65'), onRequest],
    ]);
    // On a phone the row stacks and each amount is labelled with its column (PriceTable).
    for (const cell of feeTable.querySelectorAll('td'))
      expect(cell.getAttribute('data-label')).toBe(t('membership.feesAmountColumn'));
  });

  test('asks in the chat what the discounts apply to, and the over-65 discount', () => {
    expect(askedFor(fees(), 'under18_discount_scope')).toBe(t('membership.under18ChatMessage'));
    expect(askedFor(fees(), 'over65_discount')).toBe(t('membership.over65Message'));
  });
});
