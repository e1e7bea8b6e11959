import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { actionNames } from '../../lib/actions/names';
import { onAction } from '../../lib/actions/on-action';
import {
  consentChangeEvent,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '../../lib/consent';
import { fillTemplate } from '../../../i18n/fill-template';
import { videoStorageProvider } from '../../data/site';
import type { Locale } from '../../../i18n/locales';
import { useConsentCopy } from './consent-copy';
import { useStylesheetsLoaded } from './useStylesheetsLoaded';
import { buttonClass } from '../../lib/button-styles';
import { NewTabLink } from './NewTabLink';
import { SvgIcon } from './SvgIcon';
import { startPageBehaviour } from '../../behaviour/page-behaviour';
import { withErrorBoundary } from './withErrorBoundary';

interface ConsentBannerProps {
  /** The page's language: the banner loads its copy in it (`consent-copy.ts`). */
  locale: Locale;
  privacyPolicy: { href: string; label: string };
  cookiePolicy: { href: string; label: string };
  opensInNewTab: string;
}

/**
 * On a desktop, until the choices are shown: a slim bar along the bottom (text and links on the
 * left, the two buttons on the right), clear of the chat button.
 */
const desktopBarClass =
  'lg:right-24 lg:bottom-4 lg:grid lg:w-auto lg:grid-cols-[1fr_auto] lg:items-center lg:gap-x-6 lg:py-3';

/** Space kept between a focused element and the banner's top edge. */
const FOCUS_MARGIN = 12;

const rejected: ConsentChoice = { analytics: false, media: false };
const acceptedAll: ConsentChoice = { analytics: true, media: true };

/** The reject and accept buttons: compact, each on one line. */
const choiceButtonClass = `${buttonClass('primary', 'compact')} whitespace-nowrap`;

/**
 * The privacy choice, shown at the bottom of the page until the visitor chooses and whenever a
 * "cookie preferences" button reopens it. Not modal: the page stays usable, nothing is trapped,
 * and scrolling is not consent. Rendered empty on the server, so a visitor who already chose
 * never sees it flash.
 */
function ConsentBanner(props: ConsentBannerProps) {
  useEffect(startPageBehaviour, []);
  const [open, setOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(rejected);
  const banner = useRef<HTMLElement>(null);
  /** Where focus was when a button reopened the banner, to return it on close. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusFirstChoice = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  const copy = useConsentCopy(props.locale, open);
  const styled = useStylesheetsLoaded();
  /** Open, its copy and its styles arrived: the banner is on screen. */
  const shown = open && copy !== null && styled;

  useEffect(() => {
    if (!readConsent()) setOpen(true);
    // The footer's "cookie preferences", also when it was tapped before this island hydrated.
    onAction(actionNames.openConsent, (control) => {
      const stored = readConsent();
      setChoice(stored ?? rejected);
      setDetailsOpen(true);
      returnFocus.current = control;
      setOpen(true);
    });
    // A choice made elsewhere (an embed's "load" button) is a choice too.
    const closeOnChange = () => setOpen(false);
    window.addEventListener(consentChangeEvent, closeOnChange);
    return () => window.removeEventListener(consentChangeEvent, closeOnChange);
  }, []);

  // While open, the page keeps room below its content and focus never lands behind the banner.
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    // Reopened from a button: the visitor asked for it, so focus moves in (not on first show).
    if (returnFocus.current) element.focus();
    // The body's own padding, not an inherited custom property: that would restyle every
    // element of the page each time the banner moves.
    const page = document.body.style;
    const updateInset = () => {
      page.paddingBottom = `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`;
    };
    const revealFocused = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      // Only keyboard focus: scrolling between a mouse press and its release moves the click.
      if (!target.matches(':focus-visible')) return;
      const focused = target.getBoundingClientRect();
      const card = element.getBoundingClientRect();
      const covered =
        focused.bottom > card.top - FOCUS_MARGIN &&
        focused.top < card.bottom &&
        focused.right > card.left &&
        focused.left < card.right;
      if (covered) window.scrollBy({ top: focused.bottom - card.top + FOCUS_MARGIN });
    };
    updateInset();
    const observer = new ResizeObserver(updateInset);
    observer.observe(element);
    window.addEventListener('resize', updateInset);
    document.addEventListener('focusin', revealFocused);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', updateInset);
      document.removeEventListener('focusin', revealFocused);
      page.removeProperty('padding-bottom');
    };
  }, [shown]);

  const choose = useCallback((next: ConsentChoice) => {
    const focusWasInside = banner.current?.contains(document.activeElement) ?? false;
    saveConsent(next);
    setOpen(false);
    setDetailsOpen(false);
    if (focusWasInside) {
      (returnFocus.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
    }
    returnFocus.current = null;
  }, []);

  const showDetails = () => {
    focusFirstChoice.current = true;
    setDetailsOpen(true);
  };

  // The "customize" button disappears with the choices shown: focus continues on the first one.
  useEffect(() => {
    if (!detailsOpen || !focusFirstChoice.current) return;
    focusFirstChoice.current = false;
    banner.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [detailsOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    choose(rejected);
  };

  return (
    <>
      <p role="status" className="sr-only">
        {open && copy
          ? `${copy['consent.title']}. ${copy['consent.body']} ${copy['consent.bodyMore']}`
          : ''}
      </p>
      {shown && copy && (
        <section
          ref={banner}
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={`fixed inset-x-2 bottom-20 z-50 max-h-[calc(100dvh-7rem)] overflow-y-auto rounded-2xl border border-border bg-surface px-3 py-2.5 text-fg shadow-xl shadow-black/20 sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-h-[calc(100dvh-8rem)] sm:w-[30rem] sm:p-4 ${detailsOpen ? '' : desktopBarClass}`}
        >
          <div className="flex items-start gap-2">
            {/* Inline on phones and in the desktop bar, to stay small; separate blocks on tablets,
                so that no block of the card grows large enough to be the page's largest paint. */}
            <div className="min-w-0 flex-1 text-sm text-muted">
              <p id={titleId} className="inline font-semibold text-fg sm:block lg:inline">
                <SvgIcon
                  name="shield"
                  size={16}
                  className="mr-1 inline align-[-3px] text-primary"
                />
                {copy['consent.title']}
              </p>{' '}
              <div id={bodyId} className="inline sm:block lg:inline">
                <p className="inline sm:block lg:inline">{copy['consent.body']}</p>{' '}
                <p className="hidden sm:block lg:inline">{copy['consent.bodyMore']}</p>
              </div>
            </div>
            <button
              type="button"
              aria-label={copy['consent.closeAccessibleLabel']}
              onClick={() => choose(rejected)}
              className="-mt-1.5 -mr-1.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
            >
              <SvgIcon name="close" size={18} />
            </button>
          </div>
          <p className="mt-1 flex flex-wrap gap-x-4 text-xs sm:text-sm">
            {[props.privacyPolicy, props.cookiePolicy].map((link) => (
              <NewTabLink
                key={link.href}
                href={link.href}
                note={props.opensInNewTab}
                className="inline-flex min-h-6 items-center font-medium text-primary underline"
              >
                {link.label}
              </NewTabLink>
            ))}
            {!detailsOpen && (
              <button
                type="button"
                onClick={showDetails}
                className="inline-flex min-h-6 cursor-pointer items-center font-medium text-primary underline"
              >
                {copy['consent.customize']}
              </button>
            )}
          </p>

          {detailsOpen && (
            <fieldset className="mt-2 grid gap-2">
              <legend className="sr-only">{copy['consent.categoriesAccessibleLabel']}</legend>
              <CategoryRow
                title={copy['consent.necessaryTitle']}
                text={copy['consent.necessaryText']}
                checked
                disabled
              />
              <CategoryRow
                title={copy['consent.analyticsTitle']}
                text={copy['consent.analyticsText']}
                checked={choice.analytics}
                onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
              />
              <CategoryRow
                title={copy['consent.mediaTitle']}
                text={copy['consent.mediaText']}
                checked={choice.media}
                onChange={(media) => setChoice((current) => ({ ...current, media }))}
              />
            </fieldset>
          )}
          {/* Not a choice: the processors that need no consent, where privacy is explained. */}
          {detailsOpen && (
            <p className="mt-2 text-xs text-muted sm:text-sm">
              {fillTemplate(copy['consent.videoHost'], { provider: videoStorageProvider })}
            </p>
          )}

          {/* Reject and accept side by side, the same size and look: neither is the easy way out. */}
          <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-3 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:w-80">
            {detailsOpen && (
              <button
                type="button"
                onClick={() => choose(choice)}
                className={`${buttonClass('outline', 'compact')} col-span-2`}
              >
                {copy['consent.save']}
              </button>
            )}
            <button type="button" onClick={() => choose(rejected)} className={choiceButtonClass}>
              {copy['consent.rejectAll']}
            </button>
            <button type="button" onClick={() => choose(acceptedAll)} className={choiceButtonClass}>
              {copy['consent.acceptAll']}
            </button>
          </div>
        </section>
      )}
    </>
  );
}

interface CategoryRowProps {
  title: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

/** One consent category: a labelled checkbox with its explanation. */
function CategoryRow({ title, text, checked, disabled = false, onChange }: CategoryRowProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl bg-surface-2 px-3 py-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary disabled:opacity-70"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-semibold">
          {title}
        </label>
        <p id={`${id}-text`} className="text-muted">
          {text}
        </p>
      </div>
    </div>
  );
}

export default withErrorBoundary(ConsentBanner);
