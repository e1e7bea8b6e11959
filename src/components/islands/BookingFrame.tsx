import { useEffect, useRef, useState } from 'react';
import { actionNames } from '../../lib/actions/names';
import { onAction } from '../../lib/actions/on-action';
import { track } from '../../lib/analytics';
import { SvgIcon } from './SvgIcon';
import { startPageBehaviour } from '../../behaviour/page-behaviour';
import { withErrorBoundary } from './withErrorBoundary';

interface BookingFrameProps {
  /** The booking module's address (guest mode, venue id, language, utm parameters). */
  src: string;
  /** The frame's accessible title. */
  title: string;
  /** Visible text of the overlay, which is also the overlay button's name. */
  overlayHint: string;
}

/** Share of the frame that has to be on screen before the calendar counts as seen. */
const VIEW_THRESHOLD = 0.25;

/**
 * The embedded booking calendar, under a transparent cover until the first click (a phone's
 * scroll never gets caught in the frame); the click, kept by the first-tap script until this
 * island runs, removes it and sends `start_booking`. No cover without JavaScript, and the frame
 * is never taller than the screen (docs/first-tap.md).
 */
function BookingFrame({ src, title, overlayHint }: BookingFrameProps) {
  useEffect(startPageBehaviour, []);
  const [covered, setCovered] = useState(true);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    onAction(actionNames.uncoverBooking, uncover);
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= VIEW_THRESHOLD)) return;
        observer.disconnect();
        track('view_calendar', { page_path: window.location.pathname });
      },
      { threshold: VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function uncover() {
    setCovered(false);
    // The button disappears under the pointer: keyboard users continue inside the calendar.
    frame.current?.focus();
    track('start_booking', {
      page_path: window.location.pathname,
      link_location: 'booking_frame',
    });
  }

  return (
    <div ref={box} className="relative bg-surface-2 p-2 sm:p-3">
      {/* The booking module is a light page: a light card on the tinted surface, in either theme.
          The frame itself is 900 px high where the screen allows; on a shorter screen the box
          stays 6rem (the header and a margin) shorter than it, so it never traps the scroll. */}
      <iframe
        ref={frame}
        src={src}
        title={title}
        loading="lazy"
        className="block h-[min(56.25rem,calc(100svh-7.5rem))] w-full rounded-xl border-0 bg-white shadow-sm [color-scheme:light]"
      />
      {covered && (
        <button
          type="button"
          data-action={actionNames.uncoverBooking}
          className="group absolute inset-0 flex cursor-pointer justify-center bg-transparent pt-6 not-in-[[data-js]]:hidden hover:bg-lake-deep/5 focus-visible:-outline-offset-4"
        >
          <span className="sticky top-24 inline-flex h-fit items-center gap-2 rounded-full bg-lake-deep/90 px-4 py-2.5 text-sm font-semibold text-white shadow-lg ring-1 ring-white/20 transition group-hover:bg-lake-deep">
            <SvgIcon name="pointerClick" size={18} />
            {overlayHint}
          </span>
        </button>
      )}
    </div>
  );
}

export default withErrorBoundary(BookingFrame);
