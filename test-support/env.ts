/**
 * The origins of the end-to-end builds, each served on its own: `E2E_PORT` and the ports after
 * it (the upload spec's Supabase stand-ins take `+ 2` and `+ 3`).
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
 * The configured builds' environment: fictional values, so the upload and analytics code paths
 * are live while the tests answer these hosts themselves. The operator's origin is fictional
 * too: Pages redirects only to an HTTPS address.
 */
export const testEnv = {
  PUBLIC_SUPABASE_URL: 'https://e2e-project.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'e2e-anon-key',
  PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST000',
  OPERATOR_ORIGIN: 'https://operatore.e2e.example',
} as const;

/** The same variables set empty: the sites as deployed without any configuration. */
export const bareEnv = Object.fromEntries(Object.keys(testEnv).map((name) => [name, ''])) as {
  [Name in keyof typeof testEnv]: '';
};

/** Where each build goes. */
export const e2eDist = {
  configured: 'dist',
  bare: 'dist-bare',
  operator: 'dist-operator',
  operatorBare: 'dist-operator-bare',
} as const;
