import { expect } from 'vitest';
import { consentPreset, declinedAll, storeConsent } from '../../test-support/consent';
import type { ConsentChoice } from '../../src/lib/consent';
import type { SupabaseStandIn } from '../../e2e/support/supabase-stand-in';
import { islandsHydrated, openedUrl, recordWindowOpen } from '../in-page';
import {
  until,
  viewports,
  type EngineName,
  type EngineSession,
  type PageLoadStrategy,
  type Viewport,
} from '../session';

/** What an engine's test file declares: its name, its abilities and how to start it. */
export interface EngineUnderTest {
  engine: EngineName;
  /** Errors are seen from the first script on, not only after the load event. */
  watchesFromStart: boolean;
  /**
   * The Supabase project, where the engine reaches it (WebKit: the e2e suite's stand-in behind
   * engines/project-relay.ts), started in `beforeAll`. Without it (Firefox) the engine answers
   * every third-party request itself: a published set, and nothing can be written.
   */
  standIn?: () => SupabaseStandIn;
  /** Starts a session; the file's own is started in `beforeAll`, a check closes one of its own. */
  launch(pageLoad: PageLoadStrategy): Promise<EngineSession>;
}

/** What a group of checks gets: the engine, and the file's one session. */
export interface SuiteContext extends EngineUnderTest {
  session(): EngineSession;
}

/**
 * Opens `path` at a viewport (desktop unless told), the visitor's consent stored first:
 * `declined` as a returning visitor who rejected everything (so the banner covers nothing),
 * `none` as a first visit, or a choice.
 */
export async function visit(
  context: SuiteContext,
  path: string,
  { viewport = viewports.desktop, consent = 'declined' }: VisitOptions = {},
) {
  const session = context.session();
  await session.resize(viewport);
  await session.open('/robots.txt');
  const stored = consent === 'declined' ? declinedAll : consent === 'none' ? null : consent;
  await session.evaluate(storeConsent, consentPreset(stored));
  await session.open(path);
  return session;
}

interface VisitOptions {
  viewport?: Viewport;
  consent?: 'declined' | 'none' | ConsentChoice;
}

/** Waits until the page's islands, or the one around `selector`, have hydrated. */
export async function settle(session: EngineSession, selector: string | null = null) {
  await expect.poll(() => session.evaluate(islandsHydrated, selector)).toBe(true);
}

/** Runs `action` and returns the URL it had the page open with `window.open`. */
export async function openedWindow(session: EngineSession, action: () => Promise<unknown>) {
  await session.evaluate(recordWindowOpen);
  await action();
  return until('the page opens a window', () => session.evaluate(openedUrl));
}

/** The page's path, read when asked (after a click that navigates). */
export const pathname = (session: EngineSession) =>
  session.evaluate(() => window.location.pathname);
