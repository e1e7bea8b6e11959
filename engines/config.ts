import { uploadPagePath } from '../src/data/pages';
import { e2eDist } from '../test-support/env';

/**
 * The ports from ENGINES_PORT on (docs/engines.md): the built site, WebKitWebDriver, the
 * held-stylesheet host, a second WebKitWebDriver (page-load strategy `none`), the operator's app,
 * WebKit's Supabase stand-in and its relay.
 */
export const sitePort = Number(process.env.ENGINES_PORT ?? 4325);
export const origin = `http://127.0.0.1:${sitePort}`;
export const driverPorts = { normal: sitePort + 1, none: sitePort + 3 } as const;
export const heldStylesheetPort = sitePort + 2;
export const operatorPort = sitePort + 4;
export const relayPorts = { standInPort: sitePort + 5, proxyPort: sitePort + 6 } as const;
/** The builds with the test environment (scripts/build-e2e.mjs), as the Playwright suite uses. */
export const siteDir = process.env.DIST_DIR ?? e2eDist.configured;
export const operatorDir = e2eDist.operator;
/** The operator's page, on its app's own origin. */
export const operatorPage = `http://127.0.0.1:${operatorPort}${uploadPagePath}`;
