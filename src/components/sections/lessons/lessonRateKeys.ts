import type { UiKey } from '../../../../i18n';
import type { LessonId } from '../../../data/prices';

/** The name of each kind of lesson in the price table (filled in with `{duration}`). */
export const lessonRateKeys = {
  individual: 'lessons.rateIndividual',
  duo: 'lessons.rateDuo',
  guidedMatch: 'lessons.rateGuidedMatch',
  guidedMatchTwoCoaches: 'lessons.rateGuidedMatchTwoCoaches',
  trainingMatch: 'lessons.rateTrainingMatch',
} as const satisfies Record<LessonId, UiKey>;
