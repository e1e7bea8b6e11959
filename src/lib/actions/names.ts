/**
 * The controls whose work needs script. Each carries `data-action="<name>"`; the inline
 * first-tap script (lib/inline/first-tap.ts) catches their clicks from the first paint on.
 */
export const actionNames = {
  /** A map or Instagram placeholder's "load" button: accepts external media. */
  loadMedia: 'load-media',
  /** The footer's "cookie preferences": reopens the consent banner. */
  openConsent: 'open-consent',
  /** The cover over the booking frame: removes it and records `start_booking`. */
  uncoverBooking: 'uncover-booking',
} as const;

export type ActionName = (typeof actionNames)[keyof typeof actionNames];
