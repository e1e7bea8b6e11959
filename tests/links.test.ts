import { describe, expect, test } from 'vitest';
import { describeError } from '../src/components/islands/withErrorBoundary';
import { site } from '../src/data/site';
import { bookingModuleHref, chatHref, phoneHref } from '../src/lib/links';

describe('chatHref', () => {
  test('links to the centre number without text', () => {
    expect(chatHref()).toBe(`https://wa.me/${site.phone.digits}`);
  });

  test('URL-encodes the prefilled text', () => {
    const href = chatHref('Ciao & benvenuti? #1 "sì" 🎾');
    expect(new URL(href).searchParams.get('text')).toBe('Ciao & benvenuti? #1 "sì" 🎾');
    expect(href).not.toContain(' ');
  });
});

test('phone link uses the E.164 number', () => {
  expect(phoneHref).toBe(`tel:${site.phone.e164}`);
});

test('booking module link has the venue, guest mode, Italian and utm parameters', () => {
  const params = new URL(bookingModuleHref).searchParams;
  expect(params.get('idCampo')).toBe(site.booking.venueId);
  expect(params.get('modoInvitado')).toBe('1');
  expect(params.get('idioma')).toBe('it');
  expect(params.get('utm_source')).toBeTruthy();
});

describe('describeError', () => {
  test.each([
    [{ status: 404, statusText: 'Not Found' }, 'Not Found'],
    [new Error('boom'), 'boom'],
    [{ statusText: '', message: 'fallback' }, 'fallback'],
    ['plain', 'plain'],
  ])('%o => %s', (error, text) => {
    expect(describeError(error)).toBe(text);
  });
});
