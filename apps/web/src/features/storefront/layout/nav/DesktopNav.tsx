// The desktop navigation: hover dropdowns with nested
// submenus that flip to the left near the window's right edge. Keyboard, as the
// WAI-ARIA menu button pattern: a toggle opens its list with Enter, Space or
// ArrowDown (ArrowRight for a nested one) and focuses the first entry, ArrowUp the
// last; inside a list ArrowUp/ArrowDown move (wrapping), Home and End go to the
// ends; Escape (ArrowLeft in a nested list) closes the innermost list and returns
// focus to its toggle; leaving the menu closes all.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { SUBMENU_FLIP_MARGIN_PX } from '@hair/domain';
import { shouldFlipSubmenu, type NavItem } from './main-nav';

/** How long the pointer may leave the menu before it closes (crossing a gap, a diagonal move). */
const CLOSE_DELAY_MS = 200;

interface OpenMenu {
  id: string;
  /** Opens to the left of (top level: aligned to the right edge of) its parent. */
  flip: boolean;
}

interface MenuControl {
  open: readonly OpenMenu[];
  /** Opens `id` at `depth` (closing deeper ones), or closes everything from `depth` when id is null. */
  setOpen(depth: number, menu: OpenMenu | null): void;
  closeAll(): void;
}

const MenuContext = createContext<MenuControl | null>(null);

function useMenu(): MenuControl {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('useMenu must be used inside <DesktopNav>');
  return menu;
}

export const submenuId = (item: NavItem): string => `${item.id}-menu`;

const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.dark', outlineOffset: '-2px' } } as const;

const topLinkSx = (active: boolean) =>
  ({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    height: '100%',
    px: { md: 0.75, lg: 1.25 },
    fontFamily: 'inherit',
    fontSize: { md: '0.86rem', lg: '0.92rem' },
    fontWeight: 600,
    letterSpacing: '0.03em',
    whiteSpace: 'nowrap',
    color: active ? 'secondary.dark' : 'text.primary',
    textDecoration: 'none',
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 8,
      right: 8,
      bottom: 0,
      height: 2,
      bgcolor: 'secondary.main',
      transform: active ? 'scaleX(1)' : 'scaleX(0)',
      transition: 'transform 200ms ease',
    },
    '&:hover': { color: 'secondary.dark' },
    '&:hover::after': { transform: 'scaleX(1)' },
    ...focusRing,
  }) as const;

const rowSx = {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  px: 2.5,
  py: 1.1,
  fontSize: '0.92rem',
  fontFamily: 'inherit',
  color: 'text.primary',
  textAlign: 'left',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover, &[aria-expanded="true"]': { bgcolor: 'background.default', color: 'secondary.dark' },
  ...focusRing,
} as const;

/** The entries of one list: the first link or button of each of its items (not of nested lists). */
function entriesOf(menu: Element | null): HTMLElement[] {
  return [...(menu?.children ?? [])].flatMap((item) => item.querySelector<HTMLElement>('a, button') ?? []);
}

const ENTRY_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Arrows, Home and End move between the entries of the list the key was pressed in. */
function onListKey(event: KeyboardEvent<HTMLElement>) {
  const move = ENTRY_KEYS[event.key];
  const list = event.currentTarget;
  if (!move || (event.target as Element).closest('ul') !== list) return;
  const entries = entriesOf(list);
  if (entries.length === 0) return;
  event.preventDefault();
  event.stopPropagation();
  const current = entries.findIndex((entry) => entry.parentElement?.contains(event.target as Node));
  entries[move(Math.max(0, current), entries.length)]?.focus();
}

interface EntryProps {
  item: NavItem;
  depth: number;
  active?: boolean;
}

function Submenu({ item, depth, open, flip }: { item: NavItem; depth: number; open: boolean; flip: boolean }) {
  const top = depth === 0;
  return (
    <Box
      component="ul"
      id={submenuId(item)}
      aria-label={item.label}
      onKeyDown={onListKey}
      sx={{
        // Kept in the page while closed, so the toggles' aria-controls always point somewhere.
        display: open ? 'block' : 'none',
        position: 'absolute',
        zIndex: 1,
        m: 0,
        py: 1,
        px: 0,
        listStyle: 'none',
        minWidth: SUBMENU_FLIP_MARGIN_PX,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: top ? 2 : 1,
        borderTopColor: top ? 'secondary.main' : 'divider',
        boxShadow: '0 18px 40px rgba(26, 20, 16, 0.16)',
        ...(top ? { top: '100%' } : { top: -9 }),
        ...(top ? (flip ? { right: 0 } : { left: 0 }) : flip ? { right: '100%' } : { left: '100%' }),
      }}
    >
      {item.children?.map((child) => <Entry key={child.id} item={child} depth={depth + 1} />)}
    </Box>
  );
}

function Entry({ item, depth, active = false }: EntryProps) {
  const menu = useMenu();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const state = menu.open[depth];
  const isOpen = state?.id === item.id;
  const top = depth === 0;

  const openMenu = useCallback(() => {
    const rect = itemRef.current?.getBoundingClientRect();
    // A top-level dropdown starts at its item's left edge, a nested one at its parent row's right edge.
    const flip = rect ? shouldFlipSubmenu(top ? rect.left : rect.right, window.innerWidth) : false;
    menu.setOpen(depth, { id: item.id, flip });
  }, [menu, depth, item.id, top]);

  const openAndFocus = (which: 'first' | 'last' = 'first') => {
    flushSync(openMenu);
    const entries = entriesOf(document.getElementById(submenuId(item)));
    entries[which === 'first' ? 0 : entries.length - 1]?.focus();
  };

  const onPointerEnter = () => {
    if (item.children) {
      if (!isOpen) openMenu();
    } else {
      menu.setOpen(depth, null);
    }
  };

  const onToggleKey = (event: KeyboardEvent) => {
    const last = top && event.key === 'ArrowUp';
    if (last || event.key === (top ? 'ArrowDown' : 'ArrowRight')) {
      event.preventDefault();
      // A nested toggle's own list handles no arrows meant for the toggle.
      event.stopPropagation();
      openAndFocus(last ? 'last' : 'first');
    }
  };

  const onItemKey = (event: KeyboardEvent) => {
    if (!isOpen || !(event.key === 'Escape' || (!top && event.key === 'ArrowLeft'))) return;
    event.stopPropagation();
    menu.setOpen(depth, null);
    toggleRef.current?.focus();
  };

  // Enter or Space (a click with no pointer, detail 0) opens the list with its first entry focused.
  const toggle = (event: MouseEvent) => (isOpen ? menu.setOpen(depth, null) : event.detail === 0 ? openAndFocus() : openMenu());
  const expandIcon = top ? (
    <ExpandMoreIcon fontSize="small" sx={{ transition: 'transform 200ms', transform: isOpen ? 'rotate(180deg)' : 'none' }} />
  ) : state?.flip && isOpen ? (
    <ChevronLeftIcon fontSize="small" />
  ) : (
    <ChevronRightIcon fontSize="small" />
  );

  let control;
  if (item.children && item.href) {
    // A link to the section's page and a separate toggle for its menu.
    control = (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Link href={item.href} aria-current={active ? 'true' : undefined} onClick={menu.closeAll} sx={top ? topLinkSx(active) : rowSx}>
          {item.label}
        </Link>
        <ButtonBase
          ref={toggleRef}
          aria-label={`${item.label} menu`}
          aria-expanded={isOpen}
          aria-controls={submenuId(item)}
          onClick={toggle}
          onKeyDown={onToggleKey}
          sx={{ height: 32, width: 24, ml: -0.5, borderRadius: 1, color: active ? 'secondary.dark' : 'text.secondary', ...focusRing }}
        >
          {expandIcon}
        </ButtonBase>
      </Box>
    );
  } else if (item.children) {
    control = (
      <ButtonBase
        ref={toggleRef}
        aria-expanded={isOpen}
        aria-controls={submenuId(item)}
        aria-current={active ? 'true' : undefined}
        onClick={toggle}
        onKeyDown={onToggleKey}
        sx={top ? { ...topLinkSx(active), gap: 0.25 } : rowSx}
      >
        {item.label}
        {expandIcon}
      </ButtonBase>
    );
  } else {
    control = (
      <Link href={item.href ?? '#'} aria-current={active ? 'true' : undefined} onClick={menu.closeAll} sx={top ? topLinkSx(active) : rowSx}>
        {item.label}
      </Link>
    );
  }

  return (
    <Box component="li" ref={itemRef} onMouseEnter={onPointerEnter} onKeyDown={onItemKey} sx={{ position: 'relative', height: top ? '100%' : 'auto' }}>
      {control}
      {item.children && <Submenu item={item} depth={depth} open={isOpen} flip={isOpen && state.flip} />}
    </Box>
  );
}

export interface DesktopNavProps {
  items: readonly NavItem[];
  /** The top-level item of the current section, highlighted. */
  activeId: string | null;
}

export function DesktopNav({ items, activeId }: DesktopNavProps) {
  const [open, setOpenState] = useState<readonly OpenMenu[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const control = useMemo<MenuControl>(
    () => ({
      open,
      setOpen: (depth, menu) => setOpenState((current) => (menu ? [...current.slice(0, depth), menu] : current.slice(0, depth))),
      closeAll: () => setOpenState([]),
    }),
    [open],
  );

  return (
    <MenuContext.Provider value={control}>
      <Box
        component="nav"
        aria-label="Main"
        onMouseEnter={cancelClose}
        onMouseLeave={() => {
          cancelClose();
          closeTimer.current = setTimeout(() => setOpenState([]), CLOSE_DELAY_MS);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenState([]);
        }}
        sx={{ height: '100%' }}
      >
        <Box component="ul" sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'center', height: '100%', m: 0, p: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <Entry key={item.id} item={item} depth={0} active={item.id === activeId} />
          ))}
        </Box>
      </Box>
    </MenuContext.Provider>
  );
}
