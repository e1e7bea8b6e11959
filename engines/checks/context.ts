import { expect } from 'vitest';
import { consentPreset, declinedAll, storeConsent } from '../../test-support/consent';
import { islandsHydrated, openedUrl, recordWindowOpen } from '../in-page';
import type { EngineName, EngineSession } from '../session';
import { until } from '../wait';

/** What a group of checks gets: the engine's session (created in `beforeAll`) and its abilities. */
export interface SuiteContext {
  engine: EngineName;
  /** The engine answers third-party requests itself (Firefox); WebKit only sees them fail. */
  intercepts: boolean;
  /** Errors are seen from the first script on, not only after the load event. */
  watchesFromStart: boolean;
  /** The upload page can make a hero set here: H.264 and a WebP or AVIF poster encode. */
  preparesHeroSet: boolean;
  session(): EngineSession;
}

/**
 * Sets the visitor's stored consent before the next page: `declined` as a returning visitor who
 * rejected everything (so the banner covers nothing), `none` as a first visit.
 */
export async function presetConsent(session: EngineSession, choice: 'declined' | 'none') {
  await session.open('/robots.txt');
  await session.evaluate(storeConsent, consentPreset(choice === 'declined' ? declinedAll : null));
}

/** Waits until the page's islands, or the one around `selector`, have hydrated. */
export async function settle(session: EngineSession, selector: string | null = null) {
  await expect.poll(() => session.evaluate(islandsHydrated, selector)).toBe(true);
}

/** Runs `action` and returns the URL it had the page open with `window.open`. */
export async function openedWindow(session: EngineSession, action: () => Promise<void>) {
  await session.evaluate(recordWindowOpen);
  await action();
  return until('the page opens a window', () => session.evaluate(openedUrl));
}

/** The page's path, read when asked (after a click that navigates). */
export const pathname = (session: EngineSession) =>
  session.evaluate(() => window.location.pathname);
