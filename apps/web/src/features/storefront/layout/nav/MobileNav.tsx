// The mobile navigation: an expandable list under the header.
// A parent row toggles its children; a leaf navigates and closes the menu; the arrow
// keys move in it as in a tree (mobile-nav-keys.ts).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NAV_TEXTS, type NavItem } from './main-nav';
import { MOBILE_NAV_ID } from './mobile-nav-id';
import { onMobileNavKey } from './mobile-nav-keys';

const rowSx = (depth: number, active: boolean) =>
  ({
    pl: 2.5 + depth * 2,
    pr: 2,
    py: 1.25,
    minHeight: 48,
    justifyContent: 'space-between',
    fontSize: depth === 0 ? '1rem' : '0.95rem',
    fontWeight: depth === 0 ? 600 : 400,
    color: active ? 'secondary.dark' : 'text.primary',
    borderLeft: 3,
    borderLeftColor: active ? 'secondary.main' : 'transparent',
  }) as const;

interface RowsProps {
  items: readonly NavItem[];
  depth: number;
  activeId: string | null;
  expanded: ReadonlySet<string>;
  onToggle(id: string): void;
  onLeaf(): void;
}

function Rows({ items, depth, activeId, expanded, onToggle, onLeaf }: RowsProps) {
  return items.map((item) => {
    const active = depth === 0 && item.id === activeId;
    if (!item.children) {
      return (
        <li key={item.id}>
          <ListItemButton href={item.href ?? '#'} onClick={onLeaf} aria-current={active ? 'true' : undefined} sx={rowSx(depth, active)}>
            {item.label}
          </ListItemButton>
        </li>
      );
    }
    const open = expanded.has(item.id);
    const listId = `${MOBILE_NAV_ID}-${item.id}`;
    // A parent only toggles, so its own page comes first in its list.
    const children = item.href ? [{ id: `${item.id}-all`, label: NAV_TEXTS.viewAll(item.label), href: item.href }, ...item.children] : item.children;
    return (
      <li key={item.id}>
        <ListItemButton
          aria-expanded={open}
          aria-controls={listId}
          aria-current={active ? 'true' : undefined}
          onClick={() => onToggle(item.id)}
          sx={{ ...rowSx(depth, active), ...(open ? { bgcolor: 'background.default' } : {}) }}
        >
          {item.label}
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout={200}>
          <List id={listId} disablePadding sx={{ bgcolor: depth === 0 ? 'background.default' : 'transparent' }}>
            <Rows items={children} depth={depth + 1} activeId={activeId} expanded={expanded} onToggle={onToggle} onLeaf={onLeaf} />
          </List>
        </Collapse>
      </li>
    );
  });
}

export interface MobileNavProps {
  items: readonly NavItem[];
  activeId: string | null;
  open: boolean;
  onClose(): void;
}

export function MobileNav({ items, activeId, open, onClose }: MobileNavProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Collapse in={open} timeout={200} sx={{ display: { md: 'none' } }}>
      <Box
        component="nav"
        id={MOBILE_NAV_ID}
        aria-label="Main"
        onKeyDown={(event) => {
          if (onMobileNavKey(event.currentTarget, event.target as Element, event.key)) event.preventDefault();
        }}
        sx={{ borderTop: 1, borderColor: 'divider', maxHeight: 'calc(100vh - 110px)', overflowY: 'auto', bgcolor: 'background.paper' }}
      >
        <List disablePadding>
          <Rows items={items} depth={0} activeId={activeId} expanded={expanded} onToggle={toggle} onLeaf={onClose} />
        </List>
      </Box>
    </Collapse>
  );
}
