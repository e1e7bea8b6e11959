import { reapplyConsent } from './consent-boot';
import { startExternalMedia } from './external-media';
import { reportPageView } from './page-view';
import { trackClicks } from './track-clicks';

let started = false;

function runPageBehaviour() {
  reapplyConsent();
  trackClicks();
  reportPageView();
  startExternalMedia();
  // The tests wait for this mark. Not on `data-js`: the styles' `not-in-[[data-js]]` variant
  // reads that attribute, so changing it restyles every element of the page.
  document.documentElement.dataset.behaviour = 'ready';
}

/**
 * Every page's own behaviour, beyond its islands: consent re-applied, click tracking, page_view,
 * external media. Each public island calls it as it hydrates (not the upload card: its page has
 * none of it); the first call starts it in a task of its own, since no island needs it to
 * hydrate and inside hydration it only made a long task longer. Later calls do nothing.
 */
export function startPageBehaviour(): void {
  if (started) return;
  started = true;
  setTimeout(runPageBehaviour);
}
