import { padelCourts } from './courts';
import { playersPerCourt } from './prices';
import { site } from './site';

/**
 * The facts any translation may name, by placeholder: the page's translator
 * (`translationsFor` in src/lib/translations.ts) fills `{club}`, `{padelCourts}` and the others
 * into every string, so renaming the centre or adding a court is an edit to the data, never to
 * the copy in three languages.
 */
export const copyFacts = {
  club: site.name,
  padelCourts: padelCourts.length,
  /** Players on a padel court, and so in the largest lesson group. */
  players: playersPerCourt,
} as const;
