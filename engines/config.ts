import { uploadPagePath } from '../src/data/pages';
import { e2eDist } from '../test-support/env';
import type { PageLoadStrategy } from './session';

/**
 * The Pages runtime serving the built site listens on ENGINES_PORT (so that several checkouts can
 * test side by side; Playwright's suite uses 4322 and the ports after it), WebKitWebDriver on the
 * next port, the same site with its stylesheets held on the one after
 * (engines/held-stylesheet-host.ts), a second WebKitWebDriver, for a session whose pages load
 * without waiting, after that, the operator's app, on an origin of its own, on `+ 4`, then
 * WebKit's Supabase stand-in and its relay.
 */
export const sitePort = Number(process.env.ENGINES_PORT ?? 4325);
export const operatorPort = sitePort + 4;
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
export const relayPorts = { standInPort: sitePort + 5, proxyPort: sitePort + 6 } as const;
export const origin = `http://127.0.0.1:${sitePort}`;
/** The builds with the test environment (scripts/build-e2e.mjs), as the Playwright suite uses. */
export const siteDir = process.env.DIST_DIR ?? e2eDist.configured;
export const operatorDir = e2eDist.operator;
/** The operator's page, on its app's own origin. */
export const operatorPage = `http://127.0.0.1:${operatorPort}${uploadPagePath}`;
