import type { AuthError, GoTrueClient } from '@supabase/auth-js';

/*
 * The operator's sign-in (Supabase Auth, e-mail and password), with supabase-js's Auth client
 * on its own: the page needs no database, realtime or storage client, and the whole client
 * would add about 30 KB of JavaScript. It is set up as `createClient` sets it up, so the session
 * is kept under the same key in local storage and refreshed when due (the library's defaults).
 * Loaded on the upload page only, after the page has shown.
 */

let client: Promise<GoTrueClient> | null = null;

/**
 * The Auth client for a project, created once.
 * @example loadAuthClient('https://abc.supabase.co', key) // session key 'sb-abc-auth-token'
 */
export function loadAuthClient(supabaseUrl: string, anonKey: string): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js')
    .then(
      ({ AuthClient }) =>
        new AuthClient({
          url: `${supabaseUrl}/auth/v1`,
          headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
          storageKey: `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`,
        }),
    )
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Why a sign-in failed, in the words the form shows. */
export type SignInFailure = 'invalidCredentials' | 'tooManyAttempts' | 'network' | 'unknown';

/**
 * Names a sign-in failure from Supabase Auth's error (its `code`, then its HTTP status; a
 * status 0 is a request that never got an answer).
 * @example describeSignInFailure({ status: 400, code: 'invalid_credentials' }) => 'invalidCredentials'
 * @example describeSignInFailure({ status: 429, code: 'over_request_rate_limit' }) => 'tooManyAttempts'
 */
export function describeSignInFailure(error: Pick<AuthError, 'status' | 'code'>): SignInFailure {
  if (error.code === 'invalid_credentials' || error.code === 'email_not_confirmed') {
    return 'invalidCredentials';
  }
  if (error.status === 429 || error.code === 'over_request_rate_limit') return 'tooManyAttempts';
  if (error.status === 0 || error.status === undefined) return 'network';
  return 'unknown';
}

/** The session's access token, refreshed first when it has expired; null when signed out. */
export async function currentAccessToken(auth: GoTrueClient): Promise<string | null> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? null;
}
