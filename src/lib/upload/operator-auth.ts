import type { AuthError, Session, SupabaseClient } from '@supabase/supabase-js';

/*
 * The operator's sign-in (Supabase Auth, e-mail and password). The client keeps the session in
 * local storage and refreshes it when due: the library's defaults. Loaded on the upload page
 * only, after the page has shown.
 */

let client: Promise<SupabaseClient> | null = null;

/** The supabase-js client of the upload page, created once. */
export function loadAuthClient(supabaseUrl: string, anonKey: string): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => createClient(supabaseUrl, anonKey))
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
export async function currentAccessToken(auth: SupabaseClient['auth']): Promise<string | null> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? null;
}

/** The signed-in operator's e-mail, or null. */
export function operatorEmail(session: Session | null): string | null {
  return session?.user.email ?? null;
}
