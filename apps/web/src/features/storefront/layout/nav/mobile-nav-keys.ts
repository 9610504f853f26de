// The phone menu from a keyboard, as a tree: ArrowDown and ArrowUp move between the rows
// that are shown (wrapping), Home and End go to the ends, ArrowRight opens a closed
// parent and enters an open one, ArrowLeft closes an open parent or goes back up to the
// parent of the row. Links stay links: Enter follows them.

/** The rows of the menu: its links and the parents' toggles, in page order. */
function rowsOf(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('li > a, li > [aria-expanded]')];
}

/** The toggle whose list holds `row`, or null for a top-level row. */
function parentToggle(nav: HTMLElement, row: Element): HTMLElement | null {
  const list = row.closest('ul[id]');
  if (!list || !nav.contains(list)) return null;
  return [...nav.querySelectorAll<HTMLElement>('[aria-controls]')].find((toggle) => toggle.getAttribute('aria-controls') === list.id) ?? null;
}

/** A row is shown when every parent above it is open. */
function isShown(nav: HTMLElement, row: HTMLElement): boolean {
  for (let toggle = parentToggle(nav, row); toggle; toggle = parentToggle(nav, toggle)) {
    if (toggle.getAttribute('aria-expanded') !== 'true') return false;
  }
  return true;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Handles `key` pressed on `target` in the phone menu `nav`; true when it was one of the menu's keys. */
export function onMobileNavKey(nav: HTMLElement, target: Element, key: string): boolean {
  const rows = rowsOf(nav).filter((row) => isShown(nav, row));
  const index = rows.findIndex((row) => row === target);
  if (index < 0) return false;
  const row = rows[index]!;
  const move = MOVES[key];
  if (move) {
    rows[move(index, rows.length)]?.focus();
    return true;
  }
  const open = row.getAttribute('aria-expanded');
  if (key === 'ArrowRight' && open !== null) {
    if (open === 'true') rows[index + 1]?.focus();
    else row.click();
    return true;
  }
  if (key === 'ArrowLeft') {
    if (open === 'true') row.click();
    else parentToggle(nav, row)?.focus();
    return true;
  }
  return false;
}
