import { expect, test } from 'vitest';
import { chatHref } from '../src/lib/links';

// The phone, e-mail, chat, map and booking links as pages show them: tests/built/contacts.test.ts,
// tests/built/booking.test.ts.
test('chatHref URL-encodes the prefilled text, spaces as %20', () => {
  expect(chatHref('Ciao & benvenuti? #1 "sì" 🎾')).toBe(
    'https://wa.me/390000000000?text=Ciao%20%26%20benvenuti%3F%20%231%20%22s%C3%AC%22%20%F0%9F%8E%BE',
  );
});
