import { useEffect, useRef, useState, type ReactNode } from 'react';
import { startPageBehaviour } from '../../behaviour/page-behaviour';
import { withErrorBoundary } from './withErrorBoundary';

interface SiteHeaderProps {
  /** The header's markup, rendered by `layout/Header.astro`: the island adds behaviour only. */
  children?: ReactNode;
}

/** Past this many pixels of vertical scroll the bar becomes solid. */
const SCROLL_THRESHOLD = 10;

/**
 * Follows a tap on a link in the open menu. (Language links replace the history entry from the
 * first paint on: the early script does it, lib/inline/first-tap.ts.)
 */
function onLinkClick(event: MouseEvent) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  // A link that does not leave the page (a fragment, a phone call) closes the menu itself.
  link.closest<HTMLElement>('[popover]')?.hidePopover();
}

/** Closes the phone menu when the page is left for the back/forward cache. */
function closeMenuOnLeave() {
  for (const menu of document.querySelectorAll<HTMLElement>('[popover]:popover-open'))
    menu.hidePopover();
}

/**
 * The fixed header. Its markup (the navigation, the language switcher, the phone menu, a
 * popover the platform opens and closes with focus, Escape and a tap outside) is static and
 * works before and without this island. Hydration adds the solid bar on scroll and closes the
 * menu when one of its links is tapped or the page is left.
 */
function SiteHeader({ children }: SiteHeaderProps) {
  useEffect(startPageBehaviour, []);
  const [scrolled, setScrolled] = useState(false);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    const element = header.current;
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('pagehide', closeMenuOnLeave);
    element?.addEventListener('click', onLinkClick);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('pagehide', closeMenuOnLeave);
      element?.removeEventListener('click', onLinkClick);
    };
  }, []);

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className="group fixed inset-x-0 top-0 z-40 border-b border-transparent bg-bg/90 backdrop-blur transition-[background-color,box-shadow,border-color] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-surface data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/10"
    >
      {children}
    </header>
  );
}

export default withErrorBoundary(SiteHeader);
