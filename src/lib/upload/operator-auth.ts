import type { AuthError, GoTrueClient, Session } from '@supabase/auth-js';

/*
 * The operator's sign-in (Supabase Auth: e-mail, password and a TOTP code), with supabase-js's
 * Auth client on its own: the page needs no database, realtime or storage client, and the whole
 * client would add about 30 KB of JavaScript. Loaded on the upload page only, when the operator
 * signs in (or when this tab still holds a session): the page's first load needs none of it.
 *
 * The session lives in this tab's `sessionStorage` only while this page is shown: leaving the
 * page (a reload, a link, a typed address) removes it, so the refresh token is never readable by
 * another page of the origin, where third-party scripts may run, and is gone when the tab closes.
 * A reload means signing in again; the prepared set is lost to a reload anyway.
 * A session passed in the URL is never taken (`detectSessionInUrl: false`): this page has no
 * redirect flow, so a link carrying someone else's tokens must not replace the operator's.
 */

/** Where the session is kept for a project, as `createClient` names it. */
function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** tus-js-client's resume records in `localStorage` (they name the upload's URL). */
const tusRecordPrefix = 'tus::';

/**
 * Removes every trace of a session and of unfinished uploads from this browser: the session
 * and its companions (`-user`, `-code-verifier`) in both storages (an older page kept it in
 * `localStorage`), and tus-js-client's resume records.
 */
export function forgetOperatorTraces(supabaseUrl: string): void {
  const sessionKey = sessionStorageKey(supabaseUrl);
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(sessionKey) || key.startsWith(tusRecordPrefix)) storage.removeItem(key);
    }
  }
}

/**
 * Removes the session when the page is left, and reloads a page restored from the back-forward
 * cache, whose client would otherwise show a session that is no longer stored.
 */
function forgetOnLeaving(supabaseUrl: string): void {
  window.addEventListener('pagehide', () => forgetOperatorTraces(supabaseUrl));
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
}

/**
 * Whether this tab still holds a session (a tab restored with its storage). A session an older
 * page left in `localStorage` is removed first: it must not outlive the tab any more.
 */
export function holdsOperatorSession(supabaseUrl: string): boolean {
  const storageKey = sessionStorageKey(supabaseUrl);
  window.localStorage.removeItem(storageKey);
  return window.sessionStorage.getItem(storageKey) !== null;
}

let client: Promise<GoTrueClient> | null = null;

/**
 * The Auth client for a project, created once.
 * @example loadAuthClient('https://abc.supabase.co', key) // session key 'sb-abc-auth-token'
 */
export function loadAuthClient(supabaseUrl: string, anonKey: string): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js')
    .then(({ AuthClient }) => {
      const storageKey = sessionStorageKey(supabaseUrl);
      forgetOnLeaving(supabaseUrl);
      return new AuthClient({
        url: `${supabaseUrl}/auth/v1`,
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
        storageKey,
        storage: window.sessionStorage,
        detectSessionInUrl: false,
      });
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
