import type { GoTrueClient, Session } from '@supabase/auth-js';
import { useCallback, useEffect, useState } from 'react';
import {
  askMayPublish,
  assuranceLevel,
  currentAccessToken,
  describeMfaFailure,
  describeSignInFailure,
  loadAuthClient,
  type MfaFailure,
  type SignInFailure,
} from '../../../lib/upload/operator-auth';

/** The second step of the sign-in, once the password was right. */
export type MfaStep =
  | { kind: 'loading' }
  /** First sign-in: a new TOTP factor to add to an authenticator app. */
  | { kind: 'enrol'; factorId: string; qrCode: string; secret: string }
  /** A factor exists: its current code is asked. */
  | { kind: 'verify'; factorId: string }
  | { kind: 'failed' };

/** The operator's session as the page sees it. */
interface OperatorSession {
  /** `null` when signed out. */
  session: Session | null;
  /**
   * True once the session is verified with a TOTP code (`aal2`) and the database did not say
   * that the account waits for the owner's approval: only then is anything sent.
   */
  mayPublish: boolean;
  /** Verified, and the database says the owner has not approved this account (or its factor). */
  awaitingApproval: boolean;
  /** The TOTP step while signed in with the password only; null otherwise. */
  mfa: MfaStep | null;
  /** Signs in; resolves with the failure's name, or null when signed in. */
  signIn: (email: string, password: string) => Promise<SignInFailure | null>;
  /** Looks the TOTP step up again after it could not be (the factors' list or enrolment failed). */
  retryMfa: () => void;
  /** Verifies a TOTP code; resolves with the failure's name, or null when verified. */
  verifyCode: (code: string) => Promise<MfaFailure | null>;
  /** Signs out, here and on the server. */
  signOut: () => Promise<void>;
  /** The current access token (refreshed when due), for every upload request. */
  accessToken: () => Promise<string | null>;
}

/** Finds the operator's TOTP factor, or enrols a new one on the first sign-in. */
async function mfaStepFor(auth: GoTrueClient): Promise<MfaStep> {
  const { data, error } = await auth.mfa.listFactors();
  if (error) return { kind: 'failed' };
  const [factor] = data.totp;
  if (factor) return { kind: 'verify', factorId: factor.id };
  const enrolled = await auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) return { kind: 'failed' };
  const { id, totp } = enrolled.data;
  return { kind: 'enrol', factorId: id, qrCode: totp.qr_code, secret: totp.secret };
}

/**
 * Follows Supabase Auth's session, kept in the page's memory: a sign-in, a verified code, a
 * refresh, a sign-out or an expiry that could not be refreshed. The Auth client loads with the
 * first sign-in; nothing is loaded when `enabled` is false (a site built without storage
 * settings).
 */
export function useOperatorSession(
  supabaseUrl: string,
  anonKey: string,
  enabled: boolean,
): OperatorSession {
  const [session, setSession] = useState<Session | null>(null);
  const [auth, setAuth] = useState<GoTrueClient | null>(null);
  const [mfa, setMfa] = useState<MfaStep | null>(null);
  const [mfaAttempt, setMfaAttempt] = useState(0);
  /** The database's answer for a verified session: undefined while asked, null for none. */
  const [approved, setApproved] = useState<boolean | null | undefined>(undefined);
  /** True once the client is wanted: a sign-in started. */
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || !connected) return;
    let unsubscribe = () => {};
    let active = true;
    loadAuthClient(supabaseUrl, anonKey)
      .then((client) => {
        if (!active) return;
        setAuth(client);
        // Called at once with the current session (INITIAL_SESSION), then on every change.
        const { data } = client.onAuthStateChange((_event, next) => setSession(next));
        unsubscribe = () => data.subscription.unsubscribe();
      })
      .catch((error: unknown) => {
        console.warn('The sign-in could not load:', error);
        setSession(null);
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [supabaseUrl, anonKey, enabled, connected]);

  const level = session ? assuranceLevel(session) : null;
  const userId = session?.user.id;

  // Signed in with the password only: the TOTP step, looked up once per user. Auth's calls
  // are made outside its state callback, which must not wait on them.
  useEffect(() => {
    if (auth === null || userId === undefined || level !== 'aal1') {
      setMfa(null);
      return;
    }
    let active = true;
    setMfa({ kind: 'loading' });
    mfaStepFor(auth)
      .then((step) => active && setMfa(step))
      .catch(() => active && setMfa({ kind: 'failed' }));
    return () => {
      active = false;
    };
  }, [auth, userId, level, mfaAttempt]);

  // Verified: the database says whether the owner approved this account and its factor.
  useEffect(() => {
    setApproved(undefined);
    if (auth === null || userId === undefined || level !== 'aal2') return;
    let active = true;
    currentAccessToken(auth)
      .then((token) => (token === null ? null : askMayPublish(supabaseUrl, anonKey, token)))
      .then((answer) => active && setApproved(answer))
      .catch(() => active && setApproved(null));
    return () => {
      active = false;
    };
  }, [auth, userId, level, supabaseUrl, anonKey]);

  const retryMfa = useCallback(() => setMfaAttempt((attempt) => attempt + 1), []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInFailure | null> => {
      if (!enabled) return 'network';
      let client: GoTrueClient;
      try {
        client = await loadAuthClient(supabaseUrl, anonKey);
      } catch {
        return 'network';
      }
      // The effect above follows the client's session from now on (a subscription reports the
      // current session at once, so a sign-in that ends first is not missed).
      setConnected(true);
      const { error } = await client.signInWithPassword({ email, password });
      return error ? describeSignInFailure(error) : null;
    },
    [supabaseUrl, anonKey, enabled],
  );

  const verifyCode = useCallback(
    async (code: string): Promise<MfaFailure | null> => {
      if (auth === null || mfa === null || !('factorId' in mfa)) return 'unknown';
      const { error } = await auth.mfa.challengeAndVerify({ factorId: mfa.factorId, code });
      return error ? describeMfaFailure(error) : null;
    },
    [auth, mfa],
  );

  const signOut = useCallback(async () => {
    try {
      // `local` forgets this page's session before asking the server to end it, so a sign-out
      // never depends on the network.
      await auth?.signOut({ scope: 'local' });
    } finally {
      setSession(null);
    }
  }, [auth]);

  const accessToken = useCallback(
    async () => (auth === null ? null : currentAccessToken(auth)),
    [auth],
  );

  const verified = level === 'aal2';
  return {
    session,
    // No answer (null) leaves the decision to the database, which makes it at every write.
    mayPublish: verified && approved !== undefined && approved !== false,
    awaitingApproval: verified && approved === false,
    mfa,
    signIn,
    retryMfa,
    verifyCode,
    signOut,
    accessToken,
  };
}
