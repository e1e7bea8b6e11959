import { publishedUrls } from '../test-support/urls';
import type { AnalyticsParams } from '../src/lib/analytics';
import { declineConsentBeforehand, expectNewTabTracked } from './support/analytics-events';
import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { chatAddress, linkTarget } from '../test-support/link-target';

test.beforeEach(({ page }) => declineConsentBeforehand(page));

forEachLanguage('membership page', ({ locale, t }) => {
  const url = publishedUrls.membership[locale];

  test('both join-via-chat buttons open the chat asking to join and send join_membership', async ({
    page,
  }) => {
    await visit(page, url);
    const joins = page.getByRole('main').getByRole('link', { name: t('membership.joinCta') });
    await expect(joins).toHaveCount(2);
    const sent: AnalyticsParams[] = [];
    for (const [index, location] of ['membership_heading', 'membership_fees'].entries()) {
      const link = joins.nth(index);
      expect(await linkTarget(link)).toEqual({
        address: chatAddress,
        text: t('membership.joinMessage', { name: 'Lago Padel Club' }),
      });
      const params = { page_path: url, link_location: location };
      await expectNewTabTracked(page, link, 'join_membership', params, [...sent]);
      sent.push(params);
    }
  });

  test('each chat link that asks for a fact on request sends whatsapp_click', async ({ page }) => {
    await visit(page, url);
    const asks = page.getByRole('link', { name: t('onRequest.ask') });
    const facts = ['membership_year_start', 'under18_discount_scope', 'over65_discount'];
    await expect(asks).toHaveCount(facts.length);
    const sent: AnalyticsParams[] = [];
    for (const [index, fact] of facts.entries()) {
      const params = { page_path: url, link_location: fact };
      await expectNewTabTracked(page, asks.nth(index), 'whatsapp_click', params, [...sent]);
      sent.push(params);
    }
  });
});
