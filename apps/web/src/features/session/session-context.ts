// The session as seen by components: who is signed in, whether
// they are an admin, whether the first check is still running, and the actions.
import { createContext, useContext } from 'react';
import type { PublicUser } from '@hair/domain';

export type SessionUser = Pick<PublicUser, 'id' | 'email' | 'role'>;

export interface SessionState {
  user: SessionUser | null;
  isAdmin: boolean;
  loading: boolean;
}

/** An action's outcome: `error` holds the message to show when it failed. */
export interface AuthResult {
  error?: string;
  /** The server's message per field when it refused the input (a weak new password). */
  fields?: Record<string, string>;
}

export interface Session extends SessionState {
  signIn(email: string, password: string): Promise<AuthResult>;
  /** Creates the account and signs it in. */
  signUp(email: string, password: string): Promise<AuthResult>;
  /** Sets a new password with a reset link's token and signs in (the account's other sessions end on the server). */
  resetPassword(token: string, password: string): Promise<AuthResult>;
  /** Never fails: the local session ends even when the server cannot be told. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
