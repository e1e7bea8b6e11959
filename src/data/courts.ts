import { askUs, type Rule } from './fact';

/** The four heated indoor padel courts; names are proper nouns, the same in every language. */
export const padelCourts = [
  { id: 'arena', name: 'Padel Arena' },
  { id: 'court-2', name: 'Court 2' },
  { id: 'court-3', name: 'Court 3' },
  { id: 'court-4', name: 'Court 4' },
] as const;

/**
 * The surface the pickleball court sits on (the specification's "20 × 13 m professional
 * surface"); the regulation court inside it is about 13.4 × 6.1 m.
 */
export const pickleballSurface = { lengthMeters: 20, widthMeters: 13 } as const;

/** Where pickleball is played. The centre's copy says both, so it is a fact to confirm. */
export type PickleballSetting = 'indoor' | 'outdoor';

/** Whether the pickleball court is indoors or outdoors: until confirmed, no page says either. */
export const pickleballSetting: Rule<PickleballSetting> = askUs('pickleball_setting');
