import { e2eDist } from '../test-support/env';

/**
 * The Pages runtime serving the built site listens on ENGINES_PORT (so that several checkouts can
 * test side by side; Playwright's suite uses 4322 and 4323), WebKitWebDriver on the next port,
 * the same site with a slow stylesheet on the one after (engines/slow-stylesheet-host.ts).
 */
export const sitePort = Number(process.env.ENGINES_PORT ?? 4325);
export const driverPort = sitePort + 1;
export const slowStylesheetPort = sitePort + 2;
export const origin = `http://127.0.0.1:${sitePort}`;
/** The build with the test environment (scripts/build-e2e.mjs), as the Playwright suite uses. */
export const siteDir = process.env.DIST_DIR ?? e2eDist.configured;
