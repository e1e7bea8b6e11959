/** The four heated indoor padel courts; names are proper nouns, the same in every language. */
export const padelCourts = [
  { id: 'arena', name: 'Padel Arena' },
  { id: 'court-2', name: 'Court 2' },
  { id: 'court-3', name: 'Court 3' },
  { id: 'court-4', name: 'Court 4' },
] as const;

/** The pickleball court's playing area. */
export const pickleballCourt = { lengthMeters: 20, widthMeters: 13 } as const;
