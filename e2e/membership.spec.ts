import { publishedUrls } from '../test-support/urls';
import type { AnalyticsParams } from '../src/lib/analytics';
import { declineConsentBeforehand, expectNewTabTracked } from './support/analytics-events';
import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { chatAddress, linkTarget } from '../test-support/link-target';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('membership page', ({ locale, t }) => {
  const url = publishedUrls.membership[locale];

  test('the join and ask-for-a-fact chat links open the chat and send their events', async ({
    page,
  }) => {
    await visit(page, url);
    const joins = page.getByRole('main').getByRole('link', { name: t('membership.joinCta') });
    const asks = page.getByRole('link', { name: t('onRequest.ask') });
    await expect(joins).toHaveCount(2);
    await expect(asks).toHaveCount(3);
    for (const link of await joins.all()) {
      expect(await linkTarget(link)).toEqual({
        address: chatAddress,
        text: t('membership.joinMessage', { name: 'Lago Padel Club' }),
      });
    }
    const clicks = [
      [joins.nth(0), 'join_membership', 'membership_heading'],
      [joins.nth(1), 'join_membership', 'membership_fees'],
      [asks.nth(0), 'whatsapp_click', 'membership_year_start'],
      [asks.nth(1), 'whatsapp_click', 'under18_discount_scope'],
      [asks.nth(2), 'whatsapp_click', 'over65_discount'],
    ] as const;
    const sent: Record<string, AnalyticsParams[]> = { join_membership: [], whatsapp_click: [] };
    for (const [link, event, location] of clicks) {
      const params = { page_path: url, link_location: location };
      await expectNewTabTracked(page, link, event, params, [...(sent[event] ?? [])]);
      sent[event]?.push(params);
    }
  });
});
