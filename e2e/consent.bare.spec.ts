import {
  chooseInBanner,
  consentBanner,
  consentUpdates,
  dataLayer,
  embeddedSources,
  gtagRequests,
  recordRequests,
  storedChoice,
} from './support/consent-helpers';
import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { localizePath } from '../test-support/routes';

/* Built without a measurement id: accepting analytics requests nothing; events still land. */

forEachLanguage('without a measurement id', ({ locale, t }) => {
  test('nothing is requested, events still recorded', async ({ page }) => {
    const requests = recordRequests(page);
    await visit(page, localizePath('/', locale));
    await chooseInBanner(page, t, 'consent.acceptAll');
    await expect(consentBanner(page, t)).toBeHidden();
    expect(await storedChoice(page)).toEqual({ analytics: true, media: true });
    const granted = [expect.objectContaining({ analytics_storage: 'granted' })];
    expect(await consentUpdates(page)).toEqual(granted);

    // A tracked link: the chat button (its new tab is aborted like every third party).
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: t('chat.buttonAccessibleLabel') }).click();
    await (await popup).close();
    const events = (await dataLayer(page)).filter((entry) => entry[0] === 'event');
    expect(events).toEqual([['event', 'whatsapp_click', expect.any(Object)]]);

    await visit(page, localizePath('/prenota', locale));
    // The stored choice has been applied again: the analytics library would be in the page now.
    expect(await consentUpdates(page)).toEqual(granted);
    expect(gtagRequests(await embeddedSources(page))).toEqual([]);
    expect(
      requests.filter((url) => /googletagmanager|google-analytics/.test(new URL(url).hostname)),
    ).toEqual([]);
  });
});
