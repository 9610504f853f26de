import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

describe('the sidebar cookie', () => {
  it('is kept for 7 days on every path', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax');
    expect(sidebarCookie(true)).toContain('sidebar_state=true;');
  });

  it('reads the stored choice among other cookies', () => {
    expect(readSidebarOpen('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarOpen('sidebar_state=true')).toBe(true);
  });

  it('starts expanded when nothing is stored', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('other_sidebar_state=false')).toBe(true);
  });
});
