import { expect, test } from 'vitest';
import { bookingModuleHref, chatHref, directionsHref, mapEmbedHref } from '../src/lib/links';

// The phone, e-mail and chat links as pages show them: tests/built/contacts.test.ts.
test('chatHref URL-encodes the prefilled text, spaces as %20', () => {
  expect(chatHref('Ciao & benvenuti? #1 "sì" 🎾')).toBe(
    'https://wa.me/390000000000?text=Ciao%20%26%20benvenuti%3F%20%231%20%22s%C3%AC%22%20%F0%9F%8E%BE',
  );
});

test('booking module link has the venue, guest mode, Italian and utm parameters', () => {
  expect(bookingModuleHref).toBe(
    'https://booking.example.com/modulo/prenota?idCampo=0000&modoInvitado=1&idioma=it&utm_source=website&utm_medium=embed&utm_campaign=prenota',
  );
});

test('directions open the map app at the centre', () => {
  expect(directionsHref).toBe('https://www.google.com/maps/dir/?api=1&destination=45.6,10.6');
  expect(mapEmbedHref).toBe(
    'https://www.openstreetmap.org/export/embed.html?bbox=10.59,45.595,10.61,45.605&layer=mapnik&marker=45.6,10.6',
  );
});
