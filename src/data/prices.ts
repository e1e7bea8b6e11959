/**
 * Prices and fees in euros, as numbers: pages format them per language with `formatEuro`,
 * and the structured data reads the same values. Amounts the centre has not published
 * (evening court prices, cancellation amounts, over-65 discount, the hours of the restricted
 * package) are deliberately absent: pages say "on request" and link to the chat instead of
 * inventing a number.
 */

/** Players sharing a padel court; per-person amounts are the total divided by this. */
export const playersPerCourt = 4;

export interface CourtRate {
  minutes: number;
  members: number;
  nonMembers: number;
}

/** Court rental, total per court, valid 08:30-17:30. */
export const courtRental = {
  validFrom: '08:30',
  validUntil: '17:30',
  rates: [
    { minutes: 60, members: 36, nonMembers: 44 },
    { minutes: 90, members: 54, nonMembers: 64 },
    { minutes: 120, members: 72, nonMembers: 84 },
  ],
} as const satisfies { validFrom: string; validUntil: string; rates: readonly CourtRate[] };

/** Per-person share of a court total. */
export function perPerson(total: number): number {
  return total / playersPerCourt;
}

/** Annual membership and booking-app fees. */
export const fees = {
  registration: { amount: 10, years: 1, insuranceIncluded: true },
  bookingApp: { amount: 5, everyMonths: 4 },
  under18DiscountPercent: 50,
  ballsIncluded: true,
} as const;

export interface CancellationRule {
  /** Hours before the booked time that the rule refers to. */
  hours: number;
  /** Share of the booking cost charged, in percent. */
  penaltyPercent: number;
}

/** Cancellation: free until 48 h before, 50% within 24 h, 100% after the 24 h cutoff. */
export const cancellationRules = {
  free: { hours: 48, penaltyPercent: 0 },
  within: { hours: 24, penaltyPercent: 50 },
  after: { hours: 24, penaltyPercent: 100 },
} as const satisfies Record<string, CancellationRule>;

/** Players in a group lesson: from two up to a full court. */
export const lessonGroupPlayers = { min: 2, max: playersPerCourt } as const;

export type LessonId =
  'individual' | 'duo' | 'guidedMatch' | 'guidedMatchTwoCoaches' | 'trainingMatch';

export interface LessonRate {
  id: LessonId;
  minutes: number;
  /** Price per person (true) or for the whole lesson (false). */
  perPerson: boolean;
  day: number;
  evening: number;
}

/** When daytime and evening lesson prices apply. */
export const lessonTimes = {
  day: { from: '09:00', to: '16:30' },
  daySlots: [
    { from: '09:00', to: '12:00' },
    { from: '14:00', to: '16:30' },
  ],
  evening: { from: '17:30' },
} as const;

export const lessonRates = [
  { id: 'individual', minutes: 60, perPerson: false, day: 37, evening: 42 },
  { id: 'duo', minutes: 60, perPerson: true, day: 27, evening: 32 },
  { id: 'guidedMatch', minutes: 90, perPerson: true, day: 23, evening: 25 },
  { id: 'guidedMatchTwoCoaches', minutes: 90, perPerson: true, day: 40, evening: 42 },
  { id: 'trainingMatch', minutes: 90, perPerson: true, day: 20, evening: 25 },
] as const satisfies readonly LessonRate[];

/** The rate of one kind of lesson. */
export function lessonRate(id: LessonId): LessonRate {
  const rate = lessonRates.find((entry) => entry.id === id);
  if (!rate) throw new Error(`No lesson rate "${id}"`);
  return rate;
}

export interface LessonPackage {
  lessons: number;
  price: number;
  savingPercent: number;
  /** The same package shared by two people, price each. */
  twoPeople?: { pricePerPerson: number; savingPercent: number };
  /** Usable only in some hours. */
  restrictedHours?: boolean;
}

export const lessonPackages = [
  {
    lessons: 3,
    price: 100,
    savingPercent: 10,
    twoPeople: { pricePerPerson: 70, savingPercent: 14 },
  },
  {
    lessons: 5,
    price: 155,
    savingPercent: 16,
    twoPeople: { pricePerPerson: 110, savingPercent: 19 },
  },
  { lessons: 10, price: 250, savingPercent: 32, restrictedHours: true },
] as const satisfies readonly LessonPackage[];
