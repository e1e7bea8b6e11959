import type { GoTrueClient, Session } from '@supabase/auth-js';
import { useCallback, useEffect, useState } from 'react';
import {
  currentAccessToken,
  describeSignInFailure,
  loadAuthClient,
  type SignInFailure,
} from '../../../lib/upload/operator-auth';

/** The operator's session as the page sees it. */
export interface OperatorSession {
  /** `undefined` while the stored session is being read; `null` when signed out. */
  session: Session | null | undefined;
  /** Signs in; resolves with the failure's name, or null when signed in. */
  signIn: (email: string, password: string) => Promise<SignInFailure | null>;
  signOut: () => Promise<void>;
  /** The current access token (refreshed when due), for every upload request. */
  accessToken: () => Promise<string | null>;
}

/**
 * Follows Supabase Auth's session: the one stored by an earlier visit, a sign-in, a refresh, a
 * sign-out or an expiry that could not be refreshed. Nothing is loaded when `enabled` is false
 * (a site built without storage settings).
 */
export function useOperatorSession(
  supabaseUrl: string,
  anonKey: string,
  enabled: boolean,
): OperatorSession {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [auth, setAuth] = useState<GoTrueClient | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe = () => {};
    let active = true;
    loadAuthClient(supabaseUrl, anonKey)
      .then((client) => {
        if (!active) return;
        setAuth(client);
        // Called at once with the stored session (INITIAL_SESSION), then on every change.
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
  }, [supabaseUrl, anonKey, enabled]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInFailure | null> => {
      if (auth === null) return 'network';
      const { error } = await auth.signInWithPassword({ email, password });
      return error ? describeSignInFailure(error) : null;
    },
    [auth],
  );

  const signOut = useCallback(async () => {
    await auth?.signOut();
  }, [auth]);

  const accessToken = useCallback(
    async () => (auth === null ? null : currentAccessToken(auth)),
    [auth],
  );

  return { session, signIn, signOut, accessToken };
}
