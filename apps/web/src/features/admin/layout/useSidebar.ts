// The admin sidebar's state: expanded or collapsed on wide screens (kept in a
// cookie), a slide-in panel below 768 px, and the meta/ctrl + B shortcut.
import { useCallback, useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_KEYBOARD_SHORTCUT } from '@hair/domain';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export interface SidebarState {
  isMobile: boolean;
  /** Wide screens: expanded (true) or icons only (false). */
  open: boolean;
  /** Narrow screens: the slide-in panel is showing. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

export function useSidebar(): SidebarState {
  // noSsr: the first render already knows the width, so the wide sidebar never flashes on a phone.
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile(!openMobile);
      return;
    }
    setOpen(!open);
    document.cookie = sidebarCookie(!open);
  }, [isMobile, open, openMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A rich-text editor uses the same keys for bold and marks them handled.
      if (event.defaultPrevented) return;
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        // Ctrl+B would otherwise open the browser's bookmarks.
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, open, openMobile, setOpenMobile, toggle };
}
