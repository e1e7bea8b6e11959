import type { UiKey } from '../i18n/it';
import type { Locale } from '../i18n/locales';

/** The concepts the site names again and again, each with one term per language. */
export type Concept =
  | 'centre'
  | 'court'
  | 'indoor'
  | 'lesson'
  | 'coach'
  | 'booking'
  | 'chat'
  | 'rental'
  | 'members'
  | 'membership'
  | 'cancellation'
  | Product;

/** The things the centre offers by name: each lesson product and the bar. */
export type Product = 'privateLesson' | 'duoLesson' | 'guidedMatch' | 'trainingMatch' | 'bar';

export interface GlossaryEntry {
  /** The term the copy uses (several forms where grammar or a compound needs them). */
  preferred: string;
  /**
   * Variants the copy must not use, matched as whole words in any case. A trailing `*` matches
   * any ending ("Padel-Pl*" finds "Padel-Platz" and "Padel-Plätze").
   */
  banned: readonly string[];
}

/**
 * One term per concept and language, so a visitor never wonders whether a "coach" and an
 * "instructor" are different people, or a "Matchtraining" and a "Trainingsmatch" the same
 * lesson. `tests/glossary.test.ts` fails when a dictionary uses a banned variant, and when a
 * product's name (`productNameKeys`) leaves out its preferred term.
 */
export const glossary = {
  it: {
    centre: { preferred: 'centro', banned: ['struttura sportiva'] },
    court: { preferred: 'campo', banned: ['pista', 'piste', 'campetto'] },
    indoor: { preferred: 'al coperto', banned: ['indoor', 'coperti'] },
    lesson: { preferred: 'lezione', banned: ['corsi', 'classe', 'classi'] },
    coach: { preferred: 'istruttore', banned: ['maestr*', 'allenator*', 'coach'] },
    booking: { preferred: 'prenotazione', banned: ['riservazion*', 'booking'] },
    chat: { preferred: 'in chat (WhatsApp)', banned: ['via chat', 'messaggino', 'messaggistica'] },
    rental: { preferred: 'noleggio', banned: ['affitto', 'locazione'] },
    members: { preferred: 'soci', banned: ['membri', 'abbonati'] },
    membership: { preferred: 'tessera annuale', banned: ['iscrizione annuale', 'abbonamento*'] },
    cancellation: { preferred: 'cancellazione, disdetta', banned: ['annullament*', 'storno'] },
    privateLesson: {
      preferred: 'lezione individuale, lezioni individuali',
      banned: ['lezione privata', 'lezioni private', 'lezione singola', 'lezioni singole'],
    },
    duoLesson: {
      preferred: 'lezione in due, lezioni in due',
      banned: ['lezione di coppia', 'lezioni di coppia', 'lezione a due', 'lezioni a due'],
    },
    guidedMatch: {
      preferred: 'partita guidata',
      banned: ['match guidat*', 'partita assistita', 'partite assistite'],
    },
    trainingMatch: {
      preferred: 'partita di allenamento',
      banned: ['match di allenamento', 'allenamento a partita', 'partitell*'],
    },
    bar: { preferred: 'bar', banned: ['lounge', 'servizi bar', 'caffetteria', 'bistrot'] },
  },
  en: {
    centre: { preferred: 'centre', banned: ['center', 'centers'] },
    court: { preferred: 'court', banned: ['pitch', 'pitches', 'free court*'] },
    indoor: { preferred: 'indoor', banned: ['covered'] },
    lesson: { preferred: 'lesson', banned: ['class', 'classes', 'course'] },
    coach: { preferred: 'coach', banned: ['instructor*', 'teacher*', 'trainer*', 'maestro'] },
    booking: { preferred: 'booking, book', banned: ['reservation*', 'reserve'] },
    chat: { preferred: 'WhatsApp', banned: ['chat*'] },
    rental: { preferred: 'hire', banned: ['rental*', 'rent', 'renting'] },
    members: { preferred: 'members', banned: ['associates', 'subscribers'] },
    membership: { preferred: 'annual membership', banned: ['registration', 'subscription'] },
    cancellation: {
      preferred: 'cancellation, cancelling',
      banned: ['cancelation', 'canceling', 'canceled', 'annulment'],
    },
    privateLesson: {
      preferred: 'private lesson, private lessons',
      banned: ['individual lesson*', 'one-to-one*', 'single lesson*', 'personal lesson*'],
    },
    duoLesson: {
      preferred: 'lesson for two, lessons for two',
      banned: ['duo lesson*', 'pair lesson*', 'semi-private', 'shared lesson*'],
    },
    guidedMatch: {
      preferred: 'guided match',
      banned: ['coached match*', 'supervised match*', 'match training'],
    },
    trainingMatch: {
      preferred: 'training match',
      banned: ['practice match*', 'match practice'],
    },
    bar: { preferred: 'bar', banned: ['lounge', 'bar services', 'café', 'cafe', 'clubhouse'] },
  },
  de: {
    centre: { preferred: 'Club, Anlage', banned: ['Zentrum', 'Center'] },
    court: {
      preferred: 'Platz, Padelplatz, Pickleballplatz',
      banned: ['Padel-Pl*', 'Pickleball-Pl*', 'Court'],
    },
    indoor: { preferred: 'Halle, Hallenplatz', banned: ['überdacht*', 'Indoor*'] },
    lesson: {
      preferred: 'Training, Padeltraining (the offer), Trainerstunde (one lesson)',
      banned: [
        'Padel-Tr*',
        'Unterricht*',
        'Einheit*',
        'Trainingseinheit*',
        'Trainingsstunde*',
        'Stunde',
      ],
    },
    coach: { preferred: 'Trainer', banned: ['Lehrer*', 'Instruktor*', 'Coach*', 'Trainerin'] },
    booking: { preferred: 'Buchung, buchen', banned: ['Reservierung*', 'reservieren'] },
    chat: { preferred: 'Chat (WhatsApp)', banned: ['Messenger'] },
    rental: { preferred: 'Verleih, leihen', banned: ['Vermietung', 'mieten', 'Ausleihe'] },
    members: {
      preferred: 'Mitglieder, Nichtmitglieder',
      banned: ['Nicht-Mitglied*', 'Vereinsmitglied*'],
    },
    membership: { preferred: 'Jahresmitgliedschaft', banned: ['Anmeldegebühr', 'Jahresabo*'] },
    cancellation: {
      preferred: 'Stornierung, Stornierungsregeln',
      banned: ['Storno*', 'Annullierung', 'Absage*'],
    },
    privateLesson: {
      preferred: 'Einzeltraining, Einzeltrainings',
      banned: ['Einzelstunde*', 'Privatstunde*', 'Privattraining*', 'Einzelunterricht*'],
    },
    duoLesson: {
      preferred: 'Training zu zweit, Trainings zu zweit',
      banned: ['Duotraining*', 'Partnertraining*', 'Paartraining*', 'Zweiertraining*'],
    },
    guidedMatch: {
      preferred: 'Geführtes Match',
      banned: ['Matchtraining*', 'Spieltraining*', 'Match mit Trainer'],
    },
    trainingMatch: {
      preferred: 'Trainingsmatch',
      banned: ['Übungsmatch*', 'Trainingsspiel*', 'Übungsspiel*'],
    },
    bar: { preferred: 'Bar', banned: ['Lounge', 'Bar-Service', 'Bar im Haus', 'Café', 'Bistro'] },
  },
} as const satisfies Record<Locale, Record<Concept, GlossaryEntry>>;

/**
 * The keys that name each product: each must use one of its preferred forms (`preferred`,
 * comma-separated), so the price table, the cards and the packages call it the same.
 */
export const productNameKeys = {
  privateLesson: [
    'lessons.individualTitle',
    'lessons.rateIndividual',
    'lessons.packageKind',
    'lessons.packageSavingBasis',
  ],
  duoLesson: ['lessons.rateDuo', 'lessons.packageTwoPeopleSaving'],
  guidedMatch: ['lessons.rateGuidedMatch', 'lessons.rateGuidedMatchTwoCoaches'],
  trainingMatch: ['lessons.rateTrainingMatch'],
  bar: ['home.whyBarTitle', 'home.facilityBarTitle', 'courts.serviceBarTitle', 'seo.amenityBar'],
} as const satisfies Record<Product, readonly UiKey[]>;

/**
 * Whether a text names a concept by one of its preferred forms, in any case.
 * @example namesByPreferredTerm('de', 'bar', 'Die Bar') => true
 */
export function namesByPreferredTerm(locale: Locale, concept: Concept, text: string): boolean {
  const forms = glossary[locale][concept].preferred.split(', ');
  return forms.some((form) => text.toLowerCase().includes(form.toLowerCase()));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern that finds a banned variant as a word (or a word's start, with `*`). */
function bannedPattern(variant: string): RegExp {
  const stem = variant.endsWith('*') ? variant.slice(0, -1) : variant;
  const end = variant.endsWith('*') ? '' : '(?![\\p{L}\\d])';
  return new RegExp(`(?<![\\p{L}\\d])${escape(stem)}${end}`, 'iu');
}

/** Every banned variant a text uses, as "concept: variant". */
export function bannedTerms(locale: Locale, text: string): string[] {
  const entries: [string, GlossaryEntry][] = Object.entries(glossary[locale]);
  return entries.flatMap(([concept, entry]) =>
    entry.banned
      .filter((variant) => bannedPattern(variant).test(text))
      .map((variant) => `${concept}: ${variant}`),
  );
}
