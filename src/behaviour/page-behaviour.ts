/*
 * Every page's own behaviour, beyond its islands: consent re-applied, click tracking, page_view,
 * external media. Started by the first island to run (start-page-behaviour.ts).
 */
import './consent-boot';
import './track-clicks';
import './page-view';
import './external-media';

// The page's behaviour is in place (the tests wait for this; styles only test for `data-js`).
document.documentElement.dataset.js = 'ready';
