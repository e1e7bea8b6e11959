import { afterAll, beforeAll } from 'vitest';
import { bookingChecks } from './checks/booking';
import type { EngineUnderTest } from './checks/context';
import { firstPaintChecks } from './checks/first-paint';
import { formChecks } from './checks/forms';
import { headerChecks } from './checks/header';
import { mediaChecks } from './checks/media';
import { pageChecks } from './checks/pages';
import { webVitalsChecks } from './checks/web-vitals';
import type { EngineName, EngineSession } from './session';

/**
 * The engine's install, or undefined to skip it. Under CI a missing engine fails the run:
 * a skipped engine there would pass without testing anything.
 */
export function requireEngine<T>(engine: EngineName, install: T | undefined): T | undefined {
  if (install !== undefined) return install;
  const hint = 'run `bash scripts/ensure-engines.sh` (apt-get: firefox-esr webkit2gtk-driver xvfb)';
  if (process.env.CI === 'true') throw new Error(`${engine} is missing under CI: ${hint}.`);
  console.warn(`Skipping the ${engine} smoke tests: ${engine} is not installed; ${hint}.`);
  return undefined;
}

/** Declares every smoke check against one engine, in one browser session for the file. */
export function defineSmokeSuite(engine: EngineUnderTest) {
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
      if (!session) throw new Error(`${engine.engine} did not start`);
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
