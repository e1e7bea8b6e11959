import type { UiKey } from '../../i18n/it';

/** schema.org day names, used as-is in the structured data. */
export type DayOfWeek =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningPeriod {
  /** Translation key of the day range, e.g. "Lunedì - Venerdì". */
  labelKey: UiKey;
  days: readonly DayOfWeek[];
  /** 24-hour "HH:MM"; "24:00" means midnight at the end of the day. */
  opens: string;
  closes: string;
}

/** The centre's weekly opening hours. */
export const openingHours = [
  {
    labelKey: 'hours.weekdays',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:30',
    closes: '24:00',
  },
  { labelKey: 'hours.saturday', days: ['Saturday'], opens: '08:30', closes: '18:00' },
  { labelKey: 'hours.sunday', days: ['Sunday'], opens: '08:30', closes: '13:00' },
] as const satisfies readonly OpeningPeriod[];
