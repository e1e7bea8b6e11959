import { expect, test } from 'vitest';
import { translationsFor } from '../../src/lib/translations';
import { pageAt } from './built-site';

/*
 * What the operator's page says before any script runs. With JavaScript off the browser shows
 * the <noscript> message and the sign-in button stays as the HTML has it: disabled.
 */

const t = translationsFor('it');
const document = pageAt('/upload-video');

test('the page says that uploading needs JavaScript', () => {
  const message = document.querySelector('main noscript p');
  expect(message?.textContent?.trim()).toBe(
    'Per caricare un video serve JavaScript: attivalo nel browser e ricarica la pagina.',
  );
});

test('the sign-in cannot be submitted before its script runs', () => {
  const submit = [...document.querySelectorAll('main button[type="submit"]')].find(
    (button) => button.textContent?.trim() === t('upload.signInSubmit'),
  );
  expect(submit?.hasAttribute('disabled')).toBe(true);
});
