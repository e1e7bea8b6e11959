import { site } from '../src/data/site';
import { publishedUrls } from '../test-support/urls';
import {
  declineConsentBeforehand,
  expectNewTabTracked,
  trackedEvents,
} from './support/analytics-events';
import { answerThirdParties, expect, nextFrames, test, visit } from './support/fixtures';
import { chatHost } from '../test-support/third-parties';
import { chatAddress, directionsAddress } from '../test-support/link-target';
import { locales, translatorFor } from '../test-support/routes';

/** The `text` parameter exactly as it is in the URL, decoded (no `+` for spaces, as sent). */
function chatText(url: string): string | null {
  const raw = /[?&]text=([^&#]*)/.exec(url)?.[1];
  return raw === undefined ? null : decodeURIComponent(raw);
}

test.beforeEach(({ page }) => declineConsentBeforehand(page));

test.describe('contact form', () => {
  test('native validation blocks sending while a field is empty', async ({ page }) => {
    const t = translatorFor('it');
    await answerThirdParties(page, chatHost);
    await page.goto('/contatti');
    const form = page.getByRole('region', { name: t('contacts.formHeading') });
    const submit = form.getByRole('button', { name: t('contacts.formSubmit') });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeEnabled();
    let popups = 0;
    page.on('popup', () => {
      popups += 1;
    });

    const name = form.getByLabel(t('contacts.formName'));
    await submit.click();
    await expect(name).toBeFocused();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    await name.fill('Ada');
    await form.getByLabel(t('contacts.formPhone')).fill('+39 333 1234567');
    await submit.click();
    // Validation stops the submission and focuses the empty field in the click's own task: the
    // attempt is over. A status would render in the next task.
    await expect(form.getByLabel(t('contacts.formMessage'))).toBeFocused();
    await nextFrames(page);
    expect(popups).toBe(0);
    expect(await trackedEvents(page, 'form_submit')).toHaveLength(0);
    await expect(form.getByRole('status')).toHaveText('');
  });

  for (const locale of locales) {
    test(`sends the exact message to the chat in a new tab (${locale})`, async ({ page }) => {
      const t = translatorFor(locale);
      await answerThirdParties(page, chatHost);
      await page.goto(publishedUrls.contacts[locale]);
      const form = page.getByRole('region', { name: t('contacts.formHeading') });
      // With JavaScript, the note for visitors without it is hidden.
      await expect(form.getByText(t('contacts.formRequired'))).toBeVisible();
      await expect(form.getByText(t('contacts.formNoScript'))).toBeHidden();
      const name = 'Zoë "Ace" O’Neil & Co.';
      const phone = '+39 333 123 4567 #2?';
      const message =
        "Avete un campo domani? 50% & 'padel' #1 — àèéìòù ß 🎾🏓\nSeconda riga?x=1&y=2";
      await form.getByLabel(t('contacts.formName')).fill(name);
      await form.getByLabel(t('contacts.formPhone')).fill(phone);
      await form.getByLabel(t('contacts.formMessage')).fill(message);
      // The island's own submit (form_submit, the sent status); before it hydrates, the page's
      // inline script opens the chat instead (e2e/first-tap.spec.ts).
      await expect(form.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute(
        'ssr',
      );

      const popupEvent = page.waitForEvent('popup');
      await form.getByRole('button', { name: t('contacts.formSubmit') }).click();
      const popup = await popupEvent;
      await popup.waitForURL(/^https:\/\/wa\.me\//);
      const expected = [
        t('contacts.formGreeting', { name: site.name }),
        `${t('contacts.formName')}: ${name}`,
        `${t('contacts.formPhone')}: ${phone}`,
        `${t('contacts.formMessage')}: ${message}`,
      ].join('\n');
      const opened = new URL(popup.url());
      expect(`${opened.origin}${opened.pathname}`).toBe(chatAddress);
      expect(opened.hash).toBe('');
      expect([...opened.searchParams.keys()]).toEqual(['text']);
      expect(chatText(popup.url())).toBe(expected);
      expect(await popup.evaluate(() => window.opener)).toBeNull();

      expect(await trackedEvents(page, 'form_submit')).toEqual([
        { page_path: publishedUrls.contacts[locale], form_name: 'contact' },
      ]);
      const status = form.getByRole('status');
      await expect(status).toContainText(t('contacts.formSent'));
      const again = status.getByRole('link', { name: t('contacts.formSentRetry') });
      expect(chatText((await again.getAttribute('href')) ?? '')).toBe(expected);
    });
  }

  test('the directions link opens the map app and sends directions_click', async ({ page }) => {
    const t = translatorFor('en');
    await visit(page, '/en/contatti');
    const directions = page.getByRole('link', { name: t('embed.directions') });
    await expect(directions).toHaveAttribute('href', directionsAddress);
    await expectNewTabTracked(page, directions, 'directions_click', { page_path: '/en/contatti' });
  });
});
