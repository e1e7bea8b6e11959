/**
 * The end-to-end builds (scripts/build-e2e.mjs) and where Playwright serves them through the
 * Pages runtime (playwright.config.ts): the public site and the operator's app, each configured
 * and bare, each on an origin of its own. `E2E_PORT` and the ports after it; the upload spec's
 * Supabase stand-ins take `+ 2` and `+ 3`.
 */
const port = Number(process.env.E2E_PORT ?? 4322);
const local = (offset: number) => `http://127.0.0.1:${port + offset}`;

export const e2eOrigins = {
  site: local(0),
  bare: local(1),
  operator: local(4),
  operatorBare: local(5),
} as const;

/**
 * The environment the configured builds are made with: fictional values, so the upload and
 * analytics code paths are live while the tests answer every request to these hosts themselves.
 * The operator's origin is fictional too: Pages redirects only to an HTTPS address, and the
 * tests serve the operator's app over HTTP (`e2eOrigins`).
 */
export const testEnv = {
  PUBLIC_SUPABASE_URL: 'https://e2e-project.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'e2e-anon-key',
  PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST000',
  OPERATOR_ORIGIN: 'https://operatore.e2e.example',
} as const;

/** The same variables set empty: the sites as deployed without any configuration. */
export const bareEnv = {
  PUBLIC_SUPABASE_URL: '',
  PUBLIC_SUPABASE_ANON_KEY: '',
  PUBLIC_GA_MEASUREMENT_ID: '',
  OPERATOR_ORIGIN: '',
} as const;

/** Where each build goes. */
export const e2eDist = {
  configured: 'dist',
  bare: 'dist-bare',
  operator: 'dist-operator',
  operatorBare: 'dist-operator-bare',
} as const;
