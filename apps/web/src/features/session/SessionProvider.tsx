// Keeps the signed-in user. The bearer token lives in local
// storage; on start a stored token is checked against the server (auth.me).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TEXTS, isAdminRole } from '@hair/domain';
import { errorMessage, fieldMessages } from '../../lib/api-errors';
import { clearAuthToken, readAuthToken, storeAuthToken } from '../../lib/auth-token';
import { type ApiClient } from '../../lib/trpc';
import { SessionContext, type AuthResult, type Session, type SessionState, type SessionUser } from './session-context';

/** Fallback when sign-up fails without a readable answer. */
export const SIGN_UP_FAILED = 'Sign up failed';
/** Fallback when a password reset fails without a readable answer. */
export const RESET_FAILED = 'Password reset failed';

const SIGNED_OUT: SessionState = { user: null, isAdmin: false, loading: false };
const CHECKING: SessionState = { user: null, isAdmin: false, loading: true };

function signedIn(user: SessionUser): SessionState {
  return { user: { id: user.id, email: user.email, role: user.role }, isAdmin: isAdminRole(user.role), loading: false };
}

/**
 * Asks the server who the stored token belongs to. A token the server rejects
 * is discarded, unless a newer sign-in replaced it in the meantime.
 */
async function fetchSession(client: ApiClient): Promise<SessionState> {
  const token = readAuthToken();
  try {
    const { user } = await client.auth.me.query();
    return signedIn(user);
  } catch {
    if (readAuthToken() === token) clearAuthToken();
    return SIGNED_OUT;
  }
}

export interface SessionProviderProps {
  client: ApiClient;
  /**
   * The page was rendered on the server, which knows no token: the first render
   * must match it (signed out), and a stored token is checked right after.
   */
  hydrating?: boolean;
  children?: ReactNode;
}

export function SessionProvider({ client, hydrating = false, children }: SessionProviderProps) {
  // Without a stored token there is nothing to check: signed out from the start.
  const [state, setState] = useState<SessionState>(() => (!hydrating && readAuthToken() ? CHECKING : SIGNED_OUT));
  // Each check or sign-out bumps the generation, so a slow answer cannot undo a newer change.
  const generation = useRef(0);

  /** Checks the stored token and applies the answer unless something newer happened. */
  const refresh = useCallback((): Promise<SessionState> => {
    const mine = ++generation.current;
    return fetchSession(client).then((next) => {
      if (mine === generation.current) setState(next);
      return next;
    });
  }, [client]);

  useEffect(() => {
    if (readAuthToken()) void refresh();
  }, [refresh]);

  /** Keeps the token a sign-in, sign-up or password reset answered, and reads who it belongs to. */
  const startSession = useCallback(
    async (signingIn: Promise<{ token: string }>, fallback: string): Promise<AuthResult> => {
      try {
        storeAuthToken((await signingIn).token);
      } catch (error) {
        const fields = fieldMessages(error);
        return Object.keys(fields).length > 0 ? { error: errorMessage(error, fallback), fields } : { error: errorMessage(error, fallback) };
      }
      const next = await refresh();
      return next.user ? {} : { error: TEXTS.notAuthenticated };
    },
    [refresh],
  );

  const signIn = useCallback(
    (email: string, password: string) => startSession(client.auth.login.mutate({ email, password }), TEXTS.loginFailed),
    [client, startSession],
  );

  const signUp = useCallback(
    (email: string, password: string) => startSession(client.auth.register.mutate({ email, password }), SIGN_UP_FAILED),
    [client, startSession],
  );

  const resetPassword = useCallback(
    (token: string, password: string) => startSession(client.auth.resetPassword.mutate({ token, password }), RESET_FAILED),
    [client, startSession],
  );

  const signOut = useCallback(async (): Promise<void> => {
    generation.current++;
    try {
      // The server invalidates the session; the bearer header still carries the token here.
      await client.auth.logout.mutate();
    } catch {
      // Offline or already expired: the local sign-out below is what the user asked for.
    }
    clearAuthToken();
    setState(SIGNED_OUT);
  }, [client]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signUp, resetPassword, signOut }), [state, signIn, signUp, resetPassword, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
