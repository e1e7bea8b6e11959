import type { AuthChangeEvent, AuthError, GoTrueClient, Session } from '@supabase/auth-js';
import { useEffect, useState } from 'react';
import { requestRest, type SupabaseProject } from '../../../lib/video/published-hero';

// The sign-in, with auth-js alone; the session lives in the page's memory only (docs/upload.md).

/** Where the sign-in is; `approved` is the database's answer, null for none. */
type OperatorStep =
  | { step: 'starting' | 'signedOut' }
  | { step: 'checking' | 'mfaFailed'; email: string }
  | { step: 'enrol'; email: string; factorId: string; qrCode: string; secret: string }
  | { step: 'verify'; email: string; factorId: string }
  | { step: 'verified'; email: string; approved: boolean | null };

/** Why a password or a code was not accepted, as the forms name it. */
export type AuthFailure = 'invalid' | 'tooManyAttempts' | 'network' | 'unknown';

const invalid = [
  'invalid_credentials',
  'email_not_confirmed',
  'mfa_verification_failed',
  'mfa_challenge_expired',
  'mfa_verification_rejected',
];

/**
 * Names Auth's error by its `code`, then its HTTP status (0: the request got no answer).
 * @example authFailure({ status: 400, code: 'invalid_credentials' }) => 'invalid'
 */
export function authFailure({ status, code }: Pick<AuthError, 'status' | 'code'>): AuthFailure {
  if (code !== undefined && invalid.includes(code)) return 'invalid';
  if (status === 429 || code === 'over_request_rate_limit') return 'tooManyAttempts';
  return status ? 'unknown' : 'network';
}

let client: Promise<GoTrueClient> | null = null;

/** The Auth client, made once; `follow` hears each sign-in, verified code and sign-out. */
function loadClient(
  { supabaseUrl, anonKey }: SupabaseProject,
  follow: (auth: GoTrueClient, session: Session | null) => void,
): Promise<GoTrueClient> {
  client ??= import('@supabase/auth-js')
    .then(async ({ AuthClient }) => {
      const auth = new AuthClient({
        url: `${supabaseUrl}/auth/v1`,
        headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
        persistSession: false,
        detectSessionInUrl: false,
        autoRefreshToken: false,
      });
      let token: string | undefined;
      const followed: AuthChangeEvent[] = ['SIGNED_IN', 'MFA_CHALLENGE_VERIFIED', 'SIGNED_OUT'];
      auth.onAuthStateChange((event, session) => {
        token = session?.access_token;
        // Not awaited: Auth's own calls wait until this callback has returned.
        if (followed.includes(event)) follow(auth, session);
      });
      window.addEventListener('pagehide', () => {
        if (token === undefined) return;
        void fetch(`${supabaseUrl}/auth/v1/logout?scope=local`, {
          method: 'POST',
          keepalive: true,
          headers: { apikey: anonKey, authorization: `Bearer ${token}` },
        }).catch(() => undefined);
      });
      window.addEventListener('pageshow', (event) => event.persisted && location.reload());
      await auth.initialize();
      // Refreshed while hidden too (auth-js stops then): Auth refuses an expired sign-out.
      await auth.startAutoRefresh();
      return auth;
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** The step a session is at, as auth-js (level, factors) and the database (approval) answer. */
async function stepOf(
  auth: GoTrueClient,
  session: Session,
  project: SupabaseProject,
): Promise<OperatorStep> {
  const email = session.user.email ?? '';
  const { data: level } = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (level?.currentLevel === 'aal2') {
    const answer: unknown = await requestRest(project, 'rpc/may_publish', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: '{}',
    })
      .then((response) => response.json())
      .catch(() => null);
    return { step: 'verified', email, approved: typeof answer === 'boolean' ? answer : null };
  }
  const factors = await auth.mfa.listFactors();
  if (factors.error) return { step: 'mfaFailed', email };
  const [factor] = factors.data.totp;
  if (factor) return { step: 'verify', email, factorId: factor.id };
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp' });
  if (error) return { step: 'mfaFailed', email };
  const { qr_code: qrCode, secret } = data.totp;
  return { step: 'enrol', email, factorId: data.id, qrCode, secret };
}

export type Operator = ReturnType<typeof useOperator>;

/** The operator's sign-in as the page follows it, and the actions of its forms. */
export function useOperator(project: SupabaseProject) {
  const [step, setStep] = useState<OperatorStep>({ step: 'starting' });
  useEffect(() => setStep({ step: 'signedOut' }), []);

  function follow(auth: GoTrueClient, session: Session | null) {
    if (!session) return setStep({ step: 'signedOut' });
    const email = session.user.email ?? '';
    setStep({ step: 'checking', email });
    // Kept only if nothing happened meanwhile (a sign-out, a newer check).
    const settle = (next: OperatorStep) =>
      setStep((now) => (now.step === 'checking' && now.email === email ? next : now));
    stepOf(auth, session, project).then(settle, () => settle({ step: 'mfaFailed', email }));
  }
  const auth = () => loadClient(project, follow);
  const awaitingApproval = step.step === 'verified' && step.approved === false;

  return {
    step,
    /** Verified, and not refused by the owner: no answer leaves it to the database at each write. */
    mayPublish: step.step === 'verified' && !awaitingApproval,
    awaitingApproval,
    signIn: async (email: string, password: string): Promise<AuthFailure | null> => {
      const answer = await auth()
        .then((client) => client.signInWithPassword({ email, password }))
        .catch(() => null);
      return answer === null ? 'network' : answer.error && authFailure(answer.error);
    },
    verifyCode: async (factorId: string, code: string): Promise<AuthFailure | null> => {
      const { error } = await (await auth()).mfa.challengeAndVerify({ factorId, code });
      return error && authFailure(error);
    },
    /** Looks the second step up again after it could not be. */
    retry: async () => {
      const client = await auth();
      follow(client, (await client.getSession()).data.session);
    },
    /** `local` forgets this page's session before asking Auth to end it: no network needed. */
    signOut: async () => {
      try {
        await (await auth()).signOut({ scope: 'local' });
      } finally {
        setStep({ step: 'signedOut' });
      }
    },
    /** The current access token, refreshed first when due; null when signed out. */
    accessToken: async () => (await (await auth()).getSession()).data.session?.access_token ?? null,
  };
}
