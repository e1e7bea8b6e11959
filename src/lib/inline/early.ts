import { createHash } from 'node:crypto';
import { firstTapScript } from './first-tap';
import { analyticsStubScript } from './analytics-stub';

/**
 * The one inline script at the top of every page's body: the analytics stub with its consent
 * defaults first, then the first-tap listener. One script, so one hash in the page's
 * Content-Security-Policy instead of two.
 */
export const earlyScript = analyticsStubScript + firstTapScript;

/** CSP source for the script, e.g. `'sha256-…'`. */
export const earlyScriptHash: `sha256-${string}` = `sha256-${createHash('sha256').update(earlyScript).digest('base64')}`;
