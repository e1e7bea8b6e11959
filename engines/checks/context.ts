import { expect } from 'vitest';
import { consentPreset, declinedAll, storeConsent } from '../../test-support/consent';
import { islandsHydrated, openedUrl, recordWindowOpen } from '../in-page';
import type { ConsentChoice } from '../../src/lib/consent';
import type { SupabaseStandIn } from '../../e2e/support/supabase-stand-in';
import {
  viewports,
  type EngineName,
  type EngineSession,
  type PageLoadStrategy,
  type Viewport,
} from '../session';
import { until } from '../wait';

/** What a group of checks gets: the engine's session (created in `beforeAll`) and its abilities. */
export interface SuiteContext {
  engine: EngineName;
  /** The engine answers third-party requests itself (Firefox); WebKit only sees them fail. */
  intercepts: boolean;
  /** Errors are seen from the first script on, not only after the load event. */
  watchesFromStart: boolean;
  /**
   * The Supabase project, where the engine reaches it (WebKit: the e2e suite's stand-in behind
   * engines/project-relay.ts), started in `beforeAll`. Without it (Firefox) the engine answers
   * the project's requests itself: a published set, and nothing can be written.
   */
  standIn?: () => SupabaseStandIn;
  /** The file's one session, started in `beforeAll`. */
  session(): EngineSession;
  /** A session of a check's own, for what the file's session cannot do; the check closes it. */
  launch(pageLoad: PageLoadStrategy): Promise<EngineSession>;
}

/**
 * Sets the visitor's stored consent before the next page: `declined` as a returning visitor who
 * rejected everything (so the banner covers nothing), `none` as a first visit, or a choice.
 */
async function presetConsent(session: EngineSession, choice: 'declined' | 'none' | ConsentChoice) {
  await session.open('/robots.txt');
  const stored = choice === 'declined' ? declinedAll : choice === 'none' ? null : choice;
  await session.evaluate(storeConsent, consentPreset(stored));
}

/** Opens `path` at a viewport (desktop unless told), consent preset; returns the session. */
export async function visit(
  context: SuiteContext,
  path: string,
  { viewport = viewports.desktop, consent = 'declined' }: VisitOptions = {},
) {
  const session = context.session();
  await session.resize(viewport);
  await presetConsent(session, consent);
  await session.open(path);
  return session;
}

interface VisitOptions {
  viewport?: Viewport;
  consent?: Parameters<typeof presetConsent>[1];
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
