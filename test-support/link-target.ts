/** The centre's chat, written out: a wrong number cannot agree with itself. */
export const chatAddress = 'https://wa.me/390000000000';

/** The booking module in full screen: the venue, guest mode, Italian and the utm tags. */
export const bookingModuleAddress =
  'https://booking.example.com/modulo/prenota?idCampo=0000&modoInvitado=1&idioma=it&utm_source=website&utm_medium=embed&utm_campaign=prenota';

/** The map of the centre, the frame the contact page loads on request. */
export const mapEmbedAddress =
  'https://www.openstreetmap.org/export/embed.html?bbox=10.59,45.595,10.61,45.605&layer=mapnik&marker=45.6,10.6';

/** Directions to the centre in the visitor's map app. */
export const directionsAddress = 'https://www.google.com/maps/dir/?api=1&destination=45.6,10.6';

/**
 * Where a link leads: its address without the `text` parameter, and apart from it the decoded
 * message a chat link fills in (null when none), to compare with an address written out in full.
 */
export function targetOf(href: string): { address: string; text: string | null } {
  const url = new URL(href);
  const text = url.searchParams.get('text');
  url.searchParams.delete('text');
  return { address: url.href, text };
}
