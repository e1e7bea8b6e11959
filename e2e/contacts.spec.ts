import { declineConsentBeforehand, trackedEvents } from './support/analytics-events';
import { answerThirdParties, expect, nextFrames, test } from './support/fixtures';
import { chatHost } from '../test-support/third-parties';
import { translatorFor } from '../test-support/routes';

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
});
