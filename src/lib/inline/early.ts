import { firstTapScript } from './first-tap';
import { analyticsStubScript } from './analytics-stub';

/**
 * The one inline script of every public page's own `<head>`: the analytics stub with its consent
 * defaults first, then the first-tap listener. It runs before Astro's CSP `<meta>` (written last in
 * `<head>`), so the policy needs no hash for it (docs/performance.md).
 */
export const earlyScript = analyticsStubScript + firstTapScript;
