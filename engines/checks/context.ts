import { expect } from 'vitest';
import { consentPreset, declinedAll, storeConsent } from '../../test-support/consent';
import type { ConsentChoice } from '../../src/lib/consent';
import type { SupabaseStandIn } from '../../e2e/support/supabase-stand-in';
import { islandsHydrated, openedUrl, recordWindowOpen } from '../in-page';
import {
  until,
  viewports,
  type EngineSession,
  type PageLoadStrategy,
  type Viewport,
} from '../session';

/** An engine's abilities and how to start it. */
export interface EngineUnderTest {
  /**
   * The Supabase project where the engine reaches it (WebKit, engines/project-relay.ts); without
   * it (Firefox) the engine answers every third-party request itself: a published set, no writes.
   */
  standIn?: () => SupabaseStandIn;
  /** Starts a session (the suite's own in `beforeAll`; a check closes one it starts). */
  launch(pageLoad: PageLoadStrategy): Promise<EngineSession>;
}

/** What a group of checks gets: the engine, and its one session. */
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
  {
    viewport = viewports.desktop,
    consent = 'declined',
  }: { viewport?: Viewport; consent?: 'declined' | 'none' | ConsentChoice } = {},
) {
  const session = context.session();
  await session.resize(viewport);
  await session.open('/robots.txt');
  const stored = consent === 'declined' ? declinedAll : consent === 'none' ? null : consent;
  await session.evaluate(storeConsent, consentPreset(stored));
  await session.open(path);
  return session;
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
