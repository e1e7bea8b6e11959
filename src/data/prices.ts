import { askUs, isOnRequest, priceOnRequest, type Price, type Rule } from './fact';

/**
 * Prices and fees in euros, as numbers: pages format them per language with `formatEuro`,
 * and the structured data reads the same values. What the centre has not published is a
 * `Price` set to `priceOnRequest(name)` (pages say "price on request") or a `Rule` set to
 * `askUs(name)` (pages invite the visitor to ask), each with the chat link, never an invented
 * value; docs/content.md lists them under "Facts the centre should confirm".
 */

/** Players sharing a padel court; per-person amounts are the total divided by this. */
export const playersPerCourt = 4;

export interface CourtRate {
  minutes: number;
  members: number;
  nonMembers: number;
}

/** The price a booking pays when it starts before the day prices end and finishes after. */
export type PriceAcrossLimit = 'day' | 'evening' | 'split';

interface CourtRental {
  validFrom: string;
  validUntil: string;
  rates: readonly CourtRate[];
  /** Totals per court from `validUntil`, for members and non-members. */
  evening: Price<readonly CourtRate[]>;
  acrossLimit: Rule<PriceAcrossLimit>;
}

/** Padel court rental, total per court: the day prices hold 08:30-17:30. */
export const courtRental = {
  validFrom: '08:30',
  validUntil: '17:30',
  rates: [
    { minutes: 60, members: 36, nonMembers: 44 },
    { minutes: 90, members: 54, nonMembers: 64 },
    { minutes: 120, members: 72, nonMembers: 84 },
  ],
  evening: priceOnRequest('evening_prices'),
  acrossLimit: askUs('evening_crossing'),
} as const satisfies CourtRental;

/** The pickleball court's totals per court, for members and non-members. */
export const pickleballRates: Price<readonly CourtRate[]> = priceOnRequest('pickleball_prices');

/** Per-person share of a court total. */
export function perPerson(total: number): number {
  return total / playersPerCourt;
}

/** What an age discount is taken off. */
export type DiscountScope = 'courtBooking' | 'lessons' | 'membership';

export interface AgeDiscount {
  percent: number;
  appliesTo: Rule<readonly DiscountScope[]>;
}

/** When the membership's year starts: on the day of joining, or with the calendar year. */
export type MembershipYearStart = 'joining' | 'calendarYear';

/** Who pays the booking app's fee: everyone who books in the app, or members only. */
export type AppFeePayer = 'appUsers' | 'members';

interface Fees {
  registration: {
    amount: number;
    years: number;
    insuranceIncluded: boolean;
    yearStarts: Rule<MembershipYearStart>;
  };
  /** The app is one way to book, and optional: its fee is not a membership fee. */
  bookingApp: { amount: number; everyMonths: number; paidBy: Rule<AppFeePayer> };
  under18Discount: AgeDiscount;
  /** An amount that is not a price: the page asks, like for a rule. */
  over65Discount: Rule<AgeDiscount>;
  ballsIncluded: boolean;
}

/** Annual membership and booking-app fees, and the age discounts. */
export const fees: Fees = {
  registration: {
    amount: 10,
    years: 1,
    insuranceIncluded: true,
    yearStarts: askUs('membership_year_start'),
  },
  bookingApp: { amount: 5, everyMonths: 4, paidBy: askUs('app_fee_payer') },
  under18Discount: { percent: 50, appliesTo: askUs('under18_discount_scope') },
  over65Discount: askUs('over65_discount'),
  ballsIncluded: true,
};

/** What hiring a racket and buying extra balls cost, in euros: per racket, per can of balls. */
export const extras: { racketHire: Price<number>; extraBalls: Price<number> } = {
  racketHire: priceOnRequest('racket_hire_price'),
  extraBalls: priceOnRequest('extra_balls_price'),
};

/** What the full charge covers: only a booking not cancelled, or also the last hours before it. */
export type FullChargeCovers = 'noShow' | 'lastHours';

/**
 * Cancellation, in the centre's words: free until 48 h before, 50 % within 24 h, 100 % after the
 * 24 h cutoff. The last two read two ways, so `fullChargeCovers` is a fact to confirm: `'noShow'`
 * (the last 24 h cost 50 %, and the window from 48 to 24 h is `betweenPercent`, not given) or
 * `'lastHours'` (the window from 48 to 24 h costs 50 %, the last 24 h 100 %). Both readings charge
 * 100 % for a booking not cancelled.
 */
export const cancellation: {
  freeUntilHours: number;
  lastHours: number;
  partialPercent: number;
  fullPercent: number;
  fullChargeCovers: Rule<FullChargeCovers>;
  betweenPercent: Rule<number>;
} = {
  freeUntilHours: 48,
  lastHours: 24,
  partialPercent: 50,
  fullPercent: 100,
  fullChargeCovers: askUs('cancellation_full_charge'),
  betweenPercent: askUs('cancellation_window'),
};

/**
 * A window after the free limit: from the free limit to the last hours, the last hours, a
 * booking not cancelled, or (while the reading is not confirmed) all that comes later.
 */
export type CancellationWindow = 'between' | 'lastHours' | 'noShow' | 'later';

export interface ChargedWindow {
  window: CancellationWindow;
  /** The share charged, in percent; on request where the centre has not said it. */
  percent: Rule<number>;
}

/**
 * The windows a page lists after the free limit, in order, each with its charge: one "later"
 * window on request until the centre says which reading holds, then its three windows.
 * @example chargedWindows({ ...cancellation, fullChargeCovers: 'lastHours' }) => [{ window: 'between', percent: 50 }, { window: 'lastHours', percent: 100 }, { window: 'noShow', percent: 100 }]
 */
export function chargedWindows(rule: typeof cancellation = cancellation): ChargedWindow[] {
  const { fullChargeCovers, betweenPercent, partialPercent, fullPercent } = rule;
  const noShow: ChargedWindow = { window: 'noShow', percent: fullPercent };
  if (isOnRequest(fullChargeCovers))
    return [{ window: 'later', percent: fullChargeCovers }, noShow];
  const [between, lastHours] =
    fullChargeCovers === 'noShow'
      ? [betweenPercent, partialPercent]
      : [partialPercent, fullPercent];
  return [
    { window: 'between', percent: between },
    { window: 'lastHours', percent: lastHours },
    noShow,
  ];
}

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

/** A span of the day, "HH:MM" to "HH:MM". */
export interface TimeSpan {
  from: string;
  to: string;
}

/** What a lesson outside the daytime slots and the evening costs, or that there is none. */
export type LessonOutsideSlots = 'day' | 'evening' | 'none';

/** When daytime and evening lesson prices apply: two daytime slots, then the evening. */
export const lessonTimes = {
  daySlots: [
    { from: '09:00', to: '12:00' },
    { from: '14:00', to: '16:30' },
  ],
  evening: { from: '17:30' },
  outsideSlots: askUs('lesson_outside_slots'),
} as const satisfies {
  daySlots: readonly TimeSpan[];
  evening: { from: string };
  outsideSlots: Rule<LessonOutsideSlots>;
};

/** What a lesson's price covers and asks of the player. */
export const lessonTerms: { courtIncluded: Rule<boolean>; membershipNeeded: Rule<boolean> } = {
  courtIncluded: askUs('lesson_court_included'),
  membershipNeeded: askUs('lesson_membership'),
};

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

/**
 * A package of lessons: individual lessons (`packageLessons.single`) or, shared by two people,
 * lessons for two (`packageLessons.twoPeople`, priced per person).
 */
export interface LessonPackage {
  lessons: number;
  price: number;
  /** The same package shared by two people, price each. */
  twoPeople?: { pricePerPerson: number };
  /** The only hours the package can be used in, where the centre restricts them. */
  hours?: Rule<readonly TimeSpan[]>;
}

/** The lessons a package holds, alone and for two. */
export const packageLessons = { single: 'individual', twoPeople: 'duo' } as const satisfies Record<
  string,
  LessonId
>;

export const lessonPackages = [
  { lessons: 3, price: 100, twoPeople: { pricePerPerson: 70 } },
  { lessons: 5, price: 155, twoPeople: { pricePerPerson: 110 } },
  { lessons: 10, price: 250, hours: askUs('package_hours') },
] as const satisfies readonly LessonPackage[];

/** How long a package can be used after it is bought, in months. */
export const lessonPackageValidMonths: Rule<number> = askUs('package_validity');

export interface Saving {
  /** The same lessons bought one by one at the daytime price. */
  basis: number;
  /** What the package saves on that, in whole percent. */
  percent: number;
}

function saving(lessons: number, price: number, lesson: LessonId): Saving {
  const basis = lessons * lessonRate(lesson).day;
  return { basis, percent: Math.round((1 - price / basis) * 100) };
}

/**
 * What a package saves against as many individual lessons at the daytime price.
 * @example packageSaving({ lessons: 3, price: 100 }) => { basis: 111, percent: 10 }
 */
export function packageSaving({ lessons, price }: LessonPackage): Saving {
  return saving(lessons, price, packageLessons.single);
}

/**
 * What each of two people sharing a package saves against as many lessons for two at the
 * daytime price, per person.
 * @example twoPeopleSaving(3, 70) => { basis: 81, percent: 14 }
 */
export function twoPeopleSaving(lessons: number, pricePerPerson: number): Saving {
  return saving(lessons, pricePerPerson, packageLessons.twoPeople);
}
