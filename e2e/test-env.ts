/**
 * The environment the end-to-end build is made with (scripts/build-e2e.mjs): fictional values,
 * so the upload and analytics code paths are live while the tests answer every request to
 * these hosts themselves.
 */
export const testEnv = {
  PUBLIC_SUPABASE_URL: 'https://e2e-project.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'e2e-anon-key',
  PUBLIC_GA_MEASUREMENT_ID: 'G-E2ETEST000',
} as const;

/** The same variables set empty: the site as deployed without any configuration. */
export const bareEnv = {
  PUBLIC_SUPABASE_URL: '',
  PUBLIC_SUPABASE_ANON_KEY: '',
  PUBLIC_GA_MEASUREMENT_ID: '',
} as const;

/** Where each build goes. */
export const e2eDist = { configured: 'dist', bare: 'dist-bare' } as const;
