import { isAnalyticsEvent, track } from '../lib/analytics';

/**
 * Static links carry their event in `data-track` (and where they are in `data-track-location`),
 * so they stay plain links: one delegated listener records the event and the link navigates as
 * usual, without waiting for analytics.
 */
export function trackClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>('[data-track]');
      const name = element?.dataset.track;
      if (!element || !isAnalyticsEvent(name)) return;
      const location = element.dataset.trackLocation;
      track(name, {
        page_path: window.location.pathname,
        ...(location ? { link_location: location } : {}),
      });
    },
    { capture: true },
  );
}
