import type { AuthError, GoTrueClient, Session } from '@supabase/auth-js';

/*
 * The operator's sign-in (Supabase Auth: e-mail, password, TOTP) with auth-js alone, loaded at
 * the first sign-in. The session lives in this page's memory only and ends when the page is
 * left; a session passed in the URL is never taken. Why: docs/upload.md, "Session and second
 * factor".
 */

/**
 * When the page is left (a reload, a link, a typed address, the tab closed), asks Auth to end
 * the session: the request is `keepalive`, so it outlives the page, and the refresh token is
 * revoked at once. A page restored from the back-forward cache reloads: its client would show a
 * session that has ended.
 */
function endSessionOnLeaving(client: GoTrueClient, supabaseUrl: string, anonKey: string) {
  let current: Session | null = null;
  client.onAuthStateChange((_event, session) => {
    current = session;
  });
  window.addEventListener('pagehide', () => {
    if (current === null) return;
    void fetch(`${supabaseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      keepalive: true,
      headers: { apikey: anonKey, authorization: `Bearer ${current.access_token}` },
    }).catch(() => undefined);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}

let client: Promise<GoTrueClient> | null = null;

/** The Auth client for a project, created once. */
export function loadAuthClient(supabaseUrl: string, anonKey: string): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js')
    .then(async ({ AuthClient }) => {
      const auth = new AuthClient({
        url: `${supabaseUrl}/auth/v1`,
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
        persistSession: false,
        detectSessionInUrl: false,
        autoRefreshToken: false,
      });
      endSessionOnLeaving(auth, supabaseUrl, anonKey);
      // auth-js refreshes only while the page is visible, and Auth refuses an expired token, the
      // sign-out's too: refreshed while hidden as well, the token is valid when the page is left.
      await auth.initialize();
      await auth.startAutoRefresh();
      return auth;
    })
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

/** Why a TOTP code was not accepted, in the words the form shows. */
export type MfaFailure = 'invalidCode' | 'tooManyAttempts' | 'network' | 'unknown';

/**
 * Names an MFA failure from Supabase Auth's error.
 * @example describeMfaFailure({ status: 422, code: 'mfa_verification_failed' }) => 'invalidCode'
 */
export function describeMfaFailure(error: Pick<AuthError, 'status' | 'code'>): MfaFailure {
  if (
    error.code === 'mfa_verification_failed' ||
    error.code === 'mfa_challenge_expired' ||
    error.code === 'mfa_verification_rejected'
  ) {
    return 'invalidCode';
  }
  if (error.status === 429 || error.code === 'over_request_rate_limit') return 'tooManyAttempts';
  if (error.status === 0 || error.status === undefined) return 'network';
  return 'unknown';
}

/**
 * The assurance level a session's access token carries (its `aal` claim): `aal2` once a TOTP
 * code was verified in this session. Read from the token, as Storage and PostgREST read it.
 * @example assuranceLevel(session) => 'aal1'
 */
export function assuranceLevel(session: Pick<Session, 'access_token'>): 'aal1' | 'aal2' | null {
  const payload = session.access_token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const { aal } = JSON.parse(json) as { aal?: unknown };
    return aal === 'aal1' || aal === 'aal2' ? aal : null;
  } catch {
    return null;
  }
}

/** The session's access token, refreshed first when it has expired; null when signed out. */
export async function currentAccessToken(auth: GoTrueClient): Promise<string | null> {
  const { data } = await auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * Whether the signed-in operator may publish, as the database decides every write
 * (`public.may_publish()`: an operator whose session verified the factor the owner approved).
 * False for an account the owner has not approved yet; null when no answer came (the database
 * still decides each write).
 */
export async function askMayPublish(
  supabaseUrl: string,
  anonKey: string,
  accessToken: string,
): Promise<boolean | null> {
  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/may_publish`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    const answer: unknown = response.ok ? await response.json() : null;
    return typeof answer === 'boolean' ? answer : null;
  } catch {
    return null;
  }
}
