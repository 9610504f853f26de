// Keeps the signed-in user. The bearer token lives in local
// storage; on start a stored token is checked against the server (auth.me).
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TEXTS, isAdminRole } from '@hair/domain';
import { errorMessage } from '../../lib/api-errors';
import { clearAuthToken, readAuthToken, storeAuthToken } from '../../lib/auth-token';
import { type ApiClient } from '../../lib/trpc';
import { SessionContext, type AuthResult, type Session, type SessionState, type SessionUser } from './session-context';

/** Fallback when sign-up fails without a readable answer. */
export const SIGN_UP_FAILED = 'Sign up failed';

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

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      try {
        const { token } = await client.auth.login.mutate({ email, password });
        storeAuthToken(token);
      } catch (error) {
        return { error: errorMessage(error, TEXTS.loginFailed) };
      }
      const next = await refresh();
      return next.user ? {} : { error: TEXTS.notAuthenticated };
    },
    [client, refresh],
  );

  const signUp = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      try {
        await client.auth.register.mutate({ email, password });
        return {};
      } catch (error) {
        return { error: errorMessage(error, SIGN_UP_FAILED) };
      }
    },
    [client],
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

  const session = useMemo<Session>(() => ({ ...state, signIn, signUp, signOut }), [state, signIn, signUp, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
