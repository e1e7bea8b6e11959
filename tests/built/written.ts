import type { Locale } from '../../i18n/locales';

/*
 * The facts the built-site tests expect, as each language writes them: literal, with their
 * no-break spaces, signs and units. Italian and German write euros and times alike. Durations in
 * running text are words ("quattro mesi").
 */

const commaEuros = {
  court: [
    ['36,00\u00a0€', '9,00\u00a0€'],
    ['54,00\u00a0€', '13,50\u00a0€'],
    ['72,00\u00a0€', '18,00\u00a0€'],
    ['44,00\u00a0€', '11,00\u00a0€'],
    ['64,00\u00a0€', '16,00\u00a0€'],
    ['84,00\u00a0€', '21,00\u00a0€'],
  ],
  lessons: [
    ['37,00\u00a0€', '42,00\u00a0€'],
    ['27,00\u00a0€', '32,00\u00a0€'],
    ['23,00\u00a0€', '25,00\u00a0€'],
    ['40,00\u00a0€', '42,00\u00a0€'],
    ['20,00\u00a0€', '25,00\u00a0€'],
  ],
  packages: ['100,00\u00a0€', '155,00\u00a0€', '250,00\u00a0€'],
  packageBases: ['111,00\u00a0€', '185,00\u00a0€', '370,00\u00a0€'],
  twoPeople: [
    ['70,00\u00a0€', '81,00\u00a0€'],
    ['110,00\u00a0€', '135,00\u00a0€'],
  ],
  fee: '5,00\u00a0€',
  registration: '10,00\u00a0€',
};

export const written = {
  it: {
    ...commaEuros,
    minutes: ['60\u00a0minuti', '90\u00a0minuti', '120\u00a0minuti'],
    months: 'quattro\u00a0mesi',
    year: 'un\u00a0anno',
    hours: ['08:30–\u206024:00', '08:30–\u206018:00', '08:30–\u206013:00'],
    lessonSlots: '09:00–\u206012:00 e 14:00–\u206016:30',
    evening: '17:30',
    dayStart: '08:30',
  },
  en: {
    court: [
      ['€36.00', '€9.00'],
      ['€54.00', '€13.50'],
      ['€72.00', '€18.00'],
      ['€44.00', '€11.00'],
      ['€64.00', '€16.00'],
      ['€84.00', '€21.00'],
    ],
    lessons: [
      ['€37.00', '€42.00'],
      ['€27.00', '€32.00'],
      ['€23.00', '€25.00'],
      ['€40.00', '€42.00'],
      ['€20.00', '€25.00'],
    ],
    packages: ['€100.00', '€155.00', '€250.00'],
    packageBases: ['€111.00', '€185.00', '€370.00'],
    twoPeople: [
      ['€70.00', '€81.00'],
      ['€110.00', '€135.00'],
    ],
    fee: '€5.00',
    registration: '€10.00',
    minutes: ['60\u00a0minutes', '90\u00a0minutes', '120\u00a0minutes'],
    months: 'four\u00a0months',
    year: 'one\u00a0year',
    hours: ['08:30–\u206024:00', '08:30–\u206018:00', '08:30–\u206013:00'],
    lessonSlots: '09:00–\u206012:00 and 14:00–\u206016:30',
    evening: '17:30',
    dayStart: '08:30',
  },
  de: {
    ...commaEuros,
    minutes: ['60\u00a0Minuten', '90\u00a0Minuten', '120\u00a0Minuten'],
    months: 'vier\u00a0Monate',
    year: 'ein\u00a0Jahr',
    hours: [
      '08:30–\u206024:00\u00a0Uhr',
      '08:30–\u206018:00\u00a0Uhr',
      '08:30–\u206013:00\u00a0Uhr',
    ],
    lessonSlots: '09:00–\u206012:00\u00a0Uhr und 14:00–\u206016:30\u00a0Uhr',
    evening: '17:30\u00a0Uhr',
    dayStart: '08:30\u00a0Uhr',
  },
} as const satisfies Record<Locale, object>;

/** A percentage as each language writes it: German puts a no-break space before the sign. */
export const percent = (locale: Locale, value: string) =>
  locale === 'de' ? `${value}\u00a0%` : `${value}%`;
