// A page that needs sign-in, or the Sign In link of any page, sends the visitor to
// /auth?redirect={the page's path}; after signing in (or up) the visitor goes back
// there if it is a path of this site (safeReturnPath: no other host, no account page),
// else home. A plain link, so it works before the app has started.
import { safeReturnPath } from '@hair/domain';

/** The search of the sign-in page: `redirect` only when it is a safe path. */
export interface SignInSearch {
  redirect?: string;
}

export function parseSignInSearch(search: Record<string, unknown>): SignInSearch {
  const path = safeReturnPath(search.redirect);
  return path && path !== '/' ? { redirect: path } : {};
}

/** Where to go after signing in. */
export function returnPathAfterSignIn(search: SignInSearch): string {
  return safeReturnPath(search.redirect) ?? '/';
}

/** The sign-in page that returns to `path` (the page the visitor is on). */
export function signInHref(path: string): string {
  const { redirect } = parseSignInSearch({ redirect: path });
  return redirect ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth';
}
