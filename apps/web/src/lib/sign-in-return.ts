// A page that needs sign-in sends the visitor to /auth with the page's path in the
// history entry's state (not in the URL, so /auth stays /auth); after sign-in the
// visitor goes back there, if it is a path of this site, else home.
import { safeReturnPath } from '@hair/domain';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The page that asked for sign-in. */
    returnTo?: string;
  }
}

/** Where to go after signing in, given the /auth entry's history state. */
export function returnPathAfterSignIn(state: { returnTo?: unknown } | undefined): string {
  return safeReturnPath(state?.returnTo) ?? '/';
}
