import { publishedUrls } from '../test-support/urls';
import { declineConsentBeforehand, trackedEvents } from './support/analytics-events';
import { expect, forEachLanguage, test, waitForIslands } from './support/fixtures';
import { chatAddress, linkTarget } from '../test-support/link-target';

test.beforeEach(async ({ page }) => {
  await declineConsentBeforehand(page);
});

forEachLanguage('membership page', ({ locale, t }) => {
  const url = publishedUrls.membership[locale];

  test('both join-via-chat buttons open the chat asking to join and send join_membership', async ({
    page,
  }) => {
    await page.goto(url);
    await waitForIslands(page);
    const joins = page.getByRole('main').getByRole('link', { name: t('membership.joinCta') });
    await expect(joins).toHaveCount(2);
    const locations = ['membership_heading', 'membership_fees'];
    for (const [index, location] of locations.entries()) {
      const link = joins.nth(index);
      expect(await linkTarget(link)).toEqual({
        address: chatAddress,
        text: t('membership.joinMessage', { name: 'Lago Padel Club' }),
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const popup = page.waitForEvent('popup');
      await link.click();
      await (await popup).close();
      expect((await trackedEvents(page, 'join_membership')).at(-1)).toEqual({
        page_path: url,
        link_location: location,
      });
    }
    expect(await trackedEvents(page, 'join_membership')).toHaveLength(2);
  });

  test('each chat link that asks for a fact on request sends whatsapp_click', async ({ page }) => {
    await page.goto(url);
    await waitForIslands(page);
    const asks = page.getByRole('link', { name: t('onRequest.ask') });
    const facts = ['under18_discount_scope', 'over65_discount'];
    await expect(asks).toHaveCount(facts.length);
    for (const [index, fact] of facts.entries()) {
      const popup = page.waitForEvent('popup');
      await asks.nth(index).click();
      await (await popup).close();
      expect((await trackedEvents(page, 'whatsapp_click')).at(-1)).toEqual({
        page_path: url,
        link_location: fact,
      });
    }
  });
});
