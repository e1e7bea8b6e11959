import { afterAll, beforeAll } from 'vitest';
import { bookingChecks } from './checks/booking';
import type { SuiteContext } from './checks/context';
import { firstPaintChecks } from './checks/first-paint';
import { formChecks } from './checks/forms';
import { headerChecks } from './checks/header';
import { mediaChecks } from './checks/media';
import { pageChecks } from './checks/pages';
import { securityChecks } from './checks/security';
import { webVitalsChecks } from './checks/web-vitals';
import type { EngineName, EngineSession, PageLoadStrategy } from './session';
import type { SupabaseStandIn } from '../e2e/support/supabase-stand-in';

/** What an engine's test file declares: its name, its abilities and how to start it. */
export interface EngineUnderTest {
  engine: EngineName;
  intercepts: boolean;
  watchesFromStart: boolean;
  standIn?: () => SupabaseStandIn;
  /** Starts a browser session; `normal` unless told. */
  launch(pageLoad?: PageLoadStrategy): Promise<EngineSession>;
}

/** Declares every smoke check against one engine, in one browser session for the file. */
export function defineSmokeSuite({ launch, ...abilities }: EngineUnderTest) {
  let session: EngineSession | undefined;
  beforeAll(async () => {
    session = await launch();
  });
  afterAll(async () => {
    await session?.close();
  });
  const context: SuiteContext = {
    ...abilities,
    launch,
    session() {
      if (!session) throw new Error(`${abilities.engine} did not start`);
      return session;
    },
  };
  pageChecks(context);
  firstPaintChecks(context);
  headerChecks(context);
  bookingChecks(context);
  mediaChecks(context);
  formChecks(context);
  securityChecks(context);
  webVitalsChecks(context);
}
