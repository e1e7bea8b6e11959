import { useEffect, useState, type MouseEvent } from 'react';
import type { Locale } from '../../../i18n/locales';
import { closeIcon, menuIcon, phoneIcon } from '../../lib/icons';
import { logoMarkSvg } from '../../lib/logo';
import { SvgIcon } from './SvgIcon';
import { withErrorBoundary } from './withErrorBoundary';

/** A navigation entry, already localized. */
export interface NavLink {
  href: string;
  label: string;
  current: boolean;
}

/** The same page in one language. */
export interface LanguageLink {
  locale: Locale;
  href: string;
  /** Short visible label: IT, EN, DE. */
  code: string;
  /** The language's own name, for screen readers. */
  name: string;
  current: boolean;
}

export interface SiteHeaderProps {
  siteName: string;
  homeHref: string;
  homeAccessibleLabel: string;
  nav: NavLink[];
  navAccessibleLabel: string;
  mobileNavAccessibleLabel: string;
  languages: LanguageLink[];
  languageAccessibleLabel: string;
  phoneHref: string;
  bookNowLabel: string;
  bookNowAccessibleLabel: string;
  /** Name of the menu button; its open state is the platform's `aria-expanded`. */
  menuAccessibleLabel: string;
}

/** Past this many pixels of vertical scroll the bar becomes solid. */
const SCROLL_THRESHOLD = 10;
/** Also in the `group-has-[#mobile-menu:popover-open]` classes, which Tailwind reads literally. */
const MOBILE_MENU_ID = 'mobile-menu';

const navLinkClass =
  'inline-flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium text-fg hover:bg-surface-2 aria-[current=page]:bg-surface-2 aria-[current=page]:text-primary lg:px-3';

/**
 * Switches language by replacing the history entry, so Back leaves the site as expected. The
 * link's own address is the right page in that language (on an Italian-only page, that
 * language's home), so only the query and fragment are carried over.
 */
function replaceWithLanguage(event: MouseEvent<HTMLAnchorElement>) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  const { search, hash } = window.location;
  window.location.replace(`${event.currentTarget.pathname}${search}${hash}`);
}

/** A tap on a link in the open menu closes it (for a link that does not leave the page). */
function closeMenu(event: MouseEvent<HTMLAnchorElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
}

/**
 * The fixed header. The phone menu is a popover opened by its button: the platform opens and
 * closes it (Escape, a tap outside, the button), returns focus and tells assistive technology,
 * before and without this island. Hydration only adds the solid bar on scroll and closes the
 * menu when one of its links is tapped or the page is left for the back/forward cache.
 */
function SiteHeader(props: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    const closeOnLeave = () => {
      const menu = document.getElementById(MOBILE_MENU_ID);
      if (menu?.matches(':popover-open')) menu.hidePopover();
    };
    window.addEventListener('pagehide', closeOnLeave);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('pagehide', closeOnLeave);
    };
  }, []);

  const languageSwitcher = (
    <ul aria-label={props.languageAccessibleLabel} className="flex items-center gap-0.5">
      {props.languages.map((language) => (
        <li key={language.locale}>
          <a
            href={language.href}
            hrefLang={language.locale}
            lang={language.locale}
            aria-current={language.current ? 'true' : undefined}
            onClick={replaceWithLanguage}
            className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-1.5 text-xs font-semibold tracking-wide text-muted hover:bg-surface-2 hover:text-fg aria-[current=true]:bg-primary aria-[current=true]:text-on-primary"
          >
            <span aria-hidden="true">{language.code}</span>
            <span className="sr-only">{language.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <header
      data-scrolled={scrolled}
      className="group fixed inset-x-0 top-0 z-40 border-b border-transparent bg-bg/90 backdrop-blur transition-[background-color,box-shadow,border-color] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-surface data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/10"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 lg:gap-4">
        <a
          href={props.homeHref}
          aria-label={props.homeAccessibleLabel}
          className="mr-auto flex min-h-11 shrink-0 items-center gap-2.5 rounded-md font-bold tracking-tight"
        >
          <svg
            width="36"
            height="36"
            viewBox="0 0 32 32"
            aria-hidden="true"
            focusable="false"
            dangerouslySetInnerHTML={{ __html: logoMarkSvg }}
          />
          {/* Hidden where it would push the header off screen (below 400 px and below 1280 px with
              the full navigation); the link's label names the site. */}
          <span className="hidden text-base min-[25rem]:inline md:hidden xl:inline">
            {props.siteName}
          </span>
        </a>

        <nav aria-label={props.navAccessibleLabel} className="hidden md:block">
          <ul className="flex items-center">
            {props.nav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className={navLinkClass}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {languageSwitcher}

        <a
          href={props.phoneHref}
          aria-label={props.bookNowAccessibleLabel}
          className="tel-cta hidden min-h-11 items-center gap-2 rounded-full whitespace-nowrap bg-accent px-4 text-sm font-semibold text-on-accent shadow-sm hover:brightness-95 md:inline-flex"
        >
          <SvgIcon icon={phoneIcon} size={16} />
          <span className="hidden lg:inline">{props.bookNowLabel}</span>
        </a>

        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          aria-label={props.menuAccessibleLabel}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-fg hover:bg-surface-2 md:hidden"
        >
          <SvgIcon
            icon={menuIcon}
            size={24}
            className="group-has-[#mobile-menu:popover-open]:hidden"
          />
          <SvgIcon
            icon={closeIcon}
            size={24}
            className="hidden group-has-[#mobile-menu:popover-open]:block"
          />
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-border bg-surface p-0 text-fg shadow-lg md:hidden"
      >
        <nav aria-label={props.mobileNavAccessibleLabel} className="px-4 py-3">
          <ul className="grid gap-1">
            {props.nav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={closeMenu}
                  className="flex min-h-12 items-center rounded-md px-3 text-base font-medium hover:bg-surface-2 aria-[current=page]:bg-surface-2 aria-[current=page]:text-primary"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="px-4 pb-4">
          <a
            href={props.phoneHref}
            aria-label={props.bookNowAccessibleLabel}
            onClick={closeMenu}
            className="tel-cta flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent px-4 font-semibold text-on-accent"
          >
            <SvgIcon icon={phoneIcon} size={18} />
            {props.bookNowLabel}
          </a>
        </div>
      </div>
    </header>
  );
}

export default withErrorBoundary(SiteHeader);
