/*
 * Every page's own behaviour, beyond its islands. The consent banner island, on every page,
 * imports this once it has hydrated: the page then requests no script at all before its first
 * paint (a processed <script> would be fetched while the HTML is still parsing).
 */
import './consent-boot';
import './track-clicks';
import './page-view';
import './external-media';

// The page's behaviour is in place (the tests wait for this; styles only test for `data-js`).
document.documentElement.dataset.js = 'ready';
