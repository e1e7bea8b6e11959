import { track } from '../lib/analytics';

/** Sends page_view where the page carries the marker PageViewEvent renders. */
export function reportPageView(): void {
  if (!document.querySelector('[data-track-page-view]')) return;
  track('page_view', {
    page_path: window.location.pathname,
    page_title: document.title,
    language: document.documentElement.lang,
  });
}
