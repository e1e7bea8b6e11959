import { track } from '../lib/analytics';

/* Pages that report their view carry the marker PageViewEvent renders. */
if (document.querySelector('[data-track-page-view]')) {
  track('page_view', {
    page_path: window.location.pathname,
    page_title: document.title,
    language: document.documentElement.lang,
  });
}
