import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';
import { directionsAddress, mapEmbedAddress } from '../../test-support/link-target';
import { link, region, textOf, textsOf } from './queries';

const chat = 'https://wa.me/390000000000';

describe.each(inEachLanguage('contacts'))('in $locale', ({ t, document, facts }) => {
  test('shows phone, chat, e-mail, address with parking, and the hours', () => {
    const details = region(document, t('contacts.detailsHeading'));
    expect(link(details, '+39\u00a00000\u00a0000000').href).toBe('tel:+390000000000');
    expect(link(details, t('contacts.chatLink')).href).toBe(chat);
    expect(link(details, 'info@lagopadelclub.example').href).toBe(
      'mailto:info@lagopadelclub.example',
    );
    expect(details.querySelector('address')?.innerHTML).toBe(
      'Via del Lago 1<br>00000 Lagoverde (XX)',
    );
    expect(textOf(details)).toContain(t('contacts.freeParking'));
    expect(textsOf(details.querySelectorAll('dt'))).toEqual([
      t('hours.weekdays'),
      t('hours.saturday'),
      t('hours.sunday'),
    ]);
    expect(textsOf(details.querySelectorAll('dd'))).toEqual(facts.hours);
    // Directions open the map app at the centre; the map's frame loads on request.
    const directions = [...document.querySelectorAll('a[href*="google.com/maps"]')];
    expect(new Set(directions.map((a) => a.getAttribute('href')))).toEqual(
      new Set([directionsAddress]),
    );
    const map = document.querySelector('[data-external-media="map"]');
    expect(map?.getAttribute('data-src')).toBe(mapEmbedAddress);
  });

  test('the form has three required fields with marked labels, and opens the chat without JavaScript', () => {
    const form = region(document, t('contacts.formHeading'));
    expect(textOf(form)).toContain(t('contacts.formRequired'));
    expect(textOf(form)).toContain(t('contacts.formChatNote'));
    const fields = [...form.querySelectorAll('form input, form textarea')];
    expect(fields.map((field) => textOf(form.querySelector(`label[for="${field.id}"]`)))).toEqual([
      `${t('contacts.formName')}*`,
      `${t('contacts.formPhone')}*`,
      `${t('contacts.formMessage')}*`,
    ]);
    for (const field of fields) expect(field.hasAttribute('required')).toBe(true);
    expect(fields.map((field) => field.tagName.toLowerCase())).toEqual([
      'input',
      'input',
      'textarea',
    ]);
    expect(fields[1]?.getAttribute('type')).toBe('tel');
    expect(fields[2]?.getAttribute('rows')).toBe('6');
    // Without JavaScript the form itself opens the chat, with the message as its text.
    expect(textOf(form)).toContain(t('contacts.formNoScript'));
    const element = form.querySelector('form');
    expect({
      action: element?.getAttribute('action'),
      method: element?.getAttribute('method'),
      target: element?.getAttribute('target'),
    }).toEqual({ action: chat, method: 'get', target: '_blank' });
    expect(form.querySelector('textarea')?.getAttribute('name')).toBe('text');
  });
});
