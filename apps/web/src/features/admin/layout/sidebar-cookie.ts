// The sidebar's expanded/collapsed choice, kept in a cookie for 7 days so the
// admin finds the sidebar as they left it after a reload.
import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from '@hair/domain';

/** The stored choice in a `document.cookie` string; expanded when none is stored. */
export function readSidebarOpen(cookies: string): boolean {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) return value !== 'false';
  }
  return true;
}

/** The `document.cookie` assignment that stores the choice for the whole site. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
