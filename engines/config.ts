import { uploadPagePath } from '../src/data/pages';
import { e2eDist } from '../test-support/env';
import type { PageLoadStrategy } from './session';

/**
 * The Pages runtime serving the built site listens on ENGINES_PORT (so that several checkouts can
 * test side by side; Playwright's suite uses 4322 and 4323), WebKitWebDriver on the next port,
 * the same site with its stylesheets held on the one after (engines/held-stylesheet-host.ts),
 * a second WebKitWebDriver, for a session whose pages load without waiting, after that, then
 * WebKit's Supabase stand-in and its relay.
 */
export const sitePort = Number(process.env.ENGINES_PORT ?? 4325);
export const heldStylesheetPort = sitePort + 2;
/** One WebKitWebDriver for each page-load strategy: a session's strategy is set as it starts. */
export const driverPorts = { normal: sitePort + 1, none: sitePort + 3 } as const satisfies Record<
  PageLoadStrategy,
  number
>;
/**
 * The Supabase stand-in WebKit publishes to, and the proxy that relays the project's HTTPS to it
 * (engines/project-relay.ts).
 */
export const relayPorts = { standInPort: sitePort + 4, proxyPort: sitePort + 5 } as const;
export const origin = `http://127.0.0.1:${sitePort}`;
/** The operator's upload page: the one place that says which origin serves it. */
export const uploadPage = new URL(uploadPagePath, origin).href;
/** The build with the test environment (scripts/build-e2e.mjs), as the Playwright suite uses. */
export const siteDir = process.env.DIST_DIR ?? e2eDist.configured;
