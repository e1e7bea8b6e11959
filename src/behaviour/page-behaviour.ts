import { reapplyConsent } from './consent-boot';
import { startExternalMedia } from './external-media';
import { reportPageView } from './page-view';
import { trackClicks } from './track-clicks';

let started = false;

/**
 * Every page's own behaviour, beyond its islands: consent re-applied, click tracking, page_view,
 * external media. Each public island calls it as it hydrates (not the upload card: its page has
 * none of it), so the first one starts it; the later calls do nothing.
 */
export function startPageBehaviour(): void {
  if (started) return;
  started = true;
  reapplyConsent();
  trackClicks();
  reportPageView();
  startExternalMedia();
  // The page's behaviour is in place (the tests wait for this; styles only test for `data-js`).
  document.documentElement.dataset.js = 'ready';
}
