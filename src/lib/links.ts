import { site } from '../data/site';

/** `tel:` link for the centre's phone. */
export const phoneHref = `tel:${site.phone.e164}`;

/** The phone number as shown, with non-breaking spaces so it never wraps. */
export const phoneDisplay = site.phone.display.replace(/ /g, '\u00a0');

/** `mailto:` link for the centre's e-mail. */
export const emailHref = `mailto:${site.email}`;

/**
 * Click-to-chat link for the centre's number, optionally with a prefilled message.
 * @example chatHref() => 'https://wa.me/390000000000'
 * @example chatHref('Ciao & grazie') => 'https://wa.me/390000000000?text=Ciao%20%26%20grazie'
 */
export function chatHref(text?: string): string {
  const base = `https://wa.me/${site.phone.digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The booking module in guest mode for the centre's venue, in its one language. */
export const bookingModuleHref = `${site.booking.moduleUrl}?${new URLSearchParams({
  idCampo: site.booking.venueId,
  modoInvitado: '1',
  idioma: site.booking.language,
  utm_source: 'website',
  utm_medium: 'embed',
  utm_campaign: 'prenota',
})}`;

/** Driving directions to the centre in the visitor's map app. */
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${site.geo.latitude},${site.geo.longitude}`;

/** OpenStreetMap embed centred on the centre, with a marker. */
export const mapEmbedHref = (() => {
  const { latitude: lat, longitude: lon } = site.geo;
  const d = 0.01;
  // Rounded to 6 decimals (about 10 cm): plain float sums print as 45.605000000000004.
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2]
    .map((value) => Number(value.toFixed(6)))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
})();
