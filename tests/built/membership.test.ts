import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';
import { askedFor, headings, region, rows, table, textsOf } from './queries';
import { percent } from './written';

// Balls are not a members' fee: the booking page says they come with every court booking. Nor is
// the booking app's fee: the app is optional, and its fee is named beside it.

describe.each(inEachLanguage('membership'))('in $locale', ({ locale, t, document, facts, ask }) => {
  test('shows the three info cards: how long membership lasts, and asks when its year starts', () => {
    const info = region(document, t('membership.infoTitle'));
    expect(headings(info, 3)).toEqual([
      t('membership.durationTitle'),
      t('membership.insuranceTitle'),
      t('membership.initiativesTitle'),
    ]);
    expect(textsOf(info.querySelectorAll('p'))).toEqual(
      expect.arrayContaining([
        t('membership.durationText', { duration: facts.year }),
        `${t('membership.yearStart')} ${ask}`,
      ]),
    );
    expect(askedFor(info, 'membership_year_start')).toBe(t('membership.yearStartChatMessage'));
  });

  test('lists the membership fee and the age discounts, each amount labelled with its column, each discount asked about', () => {
    const feeTable = table(document, t('membership.feesCaption'));
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
        `${t('membership.discountUnder18')}${t('membership.discountAppliesTo')} ${ask}`,
        // A minus sign (U+2212), not a hyphen.
        `\u2212${percent(locale, '50')}`,
      ],
      [t('membership.discountOver65'), ask],
    ]);
    // On a phone the row stacks and each amount is labelled with its column (PriceTable).
    for (const cell of feeTable.querySelectorAll('td'))
      expect(cell.getAttribute('data-label')).toBe(t('membership.feesAmountColumn'));
    expect(askedFor(feeTable, 'under18_discount_scope')).toBe(t('membership.under18ChatMessage'));
    expect(askedFor(feeTable, 'over65_discount')).toBe(t('membership.over65Message'));
  });
});
