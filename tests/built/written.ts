import type { Locale } from '../../i18n/locales';

/*
 * The facts the built-site tests expect, as each language writes them: literal, with their
 * no-break spaces, signs and units. Italian and German write euros and times alike. Durations in
 * running text are words ("quattro mesi").
 */

/** An amount in euros as a language writes it. */
const euros = (locale: Locale, amount: number) =>
  locale === 'en' ? `€${amount.toFixed(2)}` : `${amount.toFixed(2).replace('.', ',')}\u00a0€`;

/** The amounts in euros the pages show. */
const amounts = {
  /** Court prices for 60, 90 and 120 minutes, members' then not; four players share each. */
  court: [36, 54, 72, 44, 64, 84].map((total) => [total, total / 4]),
  lessons: [
    [37, 42],
    [27, 32],
    [23, 25],
    [40, 42],
    [20, 25],
  ],
  packages: [100, 155, 250],
  packageBases: [111, 185, 370],
  twoPeople: [
    [70, 81],
    [110, 135],
  ],
  fee: 5,
  registration: 10,
};

function eurosIn(locale: Locale) {
  const write = (amount: number) => euros(locale, amount);
  const pairs = (rows: number[][]) => rows.map((row) => row.map(write));
  return {
    court: pairs(amounts.court),
    lessons: pairs(amounts.lessons),
    packages: amounts.packages.map(write),
    packageBases: amounts.packageBases.map(write),
    twoPeople: pairs(amounts.twoPeople),
    fee: write(amounts.fee),
    registration: write(amounts.registration),
  };
}

const hours = ['08:30–\u206024:00', '08:30–\u206018:00', '08:30–\u206013:00'];

export const written = {
  it: {
    ...eurosIn('it'),
    minutes: ['60\u00a0minuti', '90\u00a0minuti', '120\u00a0minuti'],
    months: 'quattro\u00a0mesi',
    freeCancellation: '48\u00a0ore',
    year: 'un\u00a0anno',
    hours,
    lessonSlots: '09:00–\u206012:00 e 14:00–\u206016:30',
    evening: '17:30',
    dayStart: '08:30',
  },
  en: {
    ...eurosIn('en'),
    minutes: ['60\u00a0minutes', '90\u00a0minutes', '120\u00a0minutes'],
    months: 'four\u00a0months',
    freeCancellation: '48\u00a0hours',
    year: 'one\u00a0year',
    hours,
    lessonSlots: '09:00–\u206012:00 and 14:00–\u206016:30',
    evening: '17:30',
    dayStart: '08:30',
  },
  de: {
    ...eurosIn('de'),
    minutes: ['60\u00a0Minuten', '90\u00a0Minuten', '120\u00a0Minuten'],
    months: 'vier\u00a0Monate',
    freeCancellation: '48\u00a0Stunden',
    year: 'ein\u00a0Jahr',
    hours: hours.map((range) => `${range}\u00a0Uhr`),
    lessonSlots: '09:00–\u206012:00\u00a0Uhr und 14:00–\u206016:30\u00a0Uhr',
    evening: '17:30\u00a0Uhr',
    dayStart: '08:30\u00a0Uhr',
  },
} as const satisfies Record<Locale, object>;

/** A percentage as each language writes it: German puts a no-break space before the sign. */
export const percent = (locale: Locale, value: string) =>
  locale === 'de' ? `${value}\u00a0%` : `${value}%`;
