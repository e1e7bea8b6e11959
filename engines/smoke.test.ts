import { afterAll, beforeAll, describe } from 'vitest';
import { bookingChecks } from './checks/booking';
import type { EngineUnderTest } from './checks/context';
import { firstPaintChecks } from './checks/first-paint';
import { formChecks } from './checks/forms';
import { headerChecks } from './checks/header';
import { mediaChecks } from './checks/media';
import { pageChecks } from './checks/pages';
import { webVitalsChecks } from './checks/web-vitals';
import { driverPorts, origin } from './config';
import { findFirefox, launchFirefox } from './firefox';
import { startProjectRelay } from './project-relay';
import type { EngineSession } from './session';
import { findWebKit, launchWebKit } from './webkit';

/**
 * The engine's install, or undefined to skip it. Under CI a missing engine fails the run:
 * a skipped engine there would pass without testing anything.
 */
function requireEngine<T>(engine: string, install: T | undefined): T | undefined {
  if (install !== undefined) return install;
  const hint = 'run `bash scripts/ensure-engines.sh` (apt-get: firefox-esr webkit2gtk-driver xvfb)';
  if (process.env.CI === 'true') throw new Error(`${engine} is missing under CI: ${hint}.`);
  console.warn(`Skipping the ${engine} smoke tests: ${engine} is not installed; ${hint}.`);
  return undefined;
}

/** Declares every smoke check against one engine, in one browser session for the engine. */
function defineSmokeSuite(engine: EngineUnderTest) {
  let session: EngineSession | undefined;
  beforeAll(async () => {
    session = await engine.launch('normal');
  });
  afterAll(async () => {
    await session?.close();
  });
  const context = {
    ...engine,
    session() {
      if (!session) throw new Error('The browser did not start');
      return session;
    },
  };
  for (const checks of [
    pageChecks,
    firstPaintChecks,
    headerChecks,
    bookingChecks,
    mediaChecks,
    formChecks,
    webVitalsChecks,
  ]) {
    checks(context);
  }
}

const firefox = requireEngine('firefox', findFirefox());
describe.skipIf(firefox === undefined)('Firefox', () => {
  defineSmokeSuite({
    launch: (pageLoad) => launchFirefox(firefox as string, origin, pageLoad),
  });
});

const webkit = requireEngine('webkit', findWebKit());
describe.skipIf(webkit === undefined)('WebKit', () => {
  // WebDriver cannot intercept WebKit's requests: the build's Supabase project is the e2e
  // suite's stand-in, reached through a relay, where the operator signs in and publishes.
  let relay: Awaited<ReturnType<typeof startProjectRelay>> | undefined;
  beforeAll(async () => {
    relay = await startProjectRelay();
  });
  afterAll(async () => {
    await relay?.close();
  });
  const project = () => {
    if (!relay) throw new Error('The Supabase relay did not start');
    return relay;
  };
  defineSmokeSuite({
    standIn: () => project().standIn,
    launch: (pageLoad) =>
      launchWebKit(
        webkit as NonNullable<typeof webkit>,
        { origin, driverPort: driverPorts[pageLoad], proxy: project().proxy },
        pageLoad,
      ),
  });
});
