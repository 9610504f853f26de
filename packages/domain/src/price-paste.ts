// A block of prices copied from a spreadsheet with its labels: the first row names
// the columns (textures, grades or tiers), the first column the lengths (22", 22 inch,
// 22). The block is placed by its labels, all of it or nothing: the first label or
// price it cannot place is the reason it is refused.
import { MAX_PRICE } from './messages';
import { parseSignedPrice } from './price';
import { toSlug } from './slug';

/** A block copied from a spreadsheet: rows by line, cells by tab (or ';' when no tab is present). */
export function parseClipboardBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  const hasTab = lines.some((l) => l.includes('\t'));
  return lines.map((line) => (hasTab ? line.split('\t') : line.split(/;/)).map((c) => c.trim()));
}

/** A price as the grid editor takes it: digits with an optional $, thousands commas and decimals, within the grid's bound. */
export function isGridPriceText(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[$]?\s*\d[\d,]*(\.\d+)?$|^\.\d+$/.test(trimmed)) return false;
  const n = parseSignedPrice(trimmed);
  return n !== null && n >= 0 && n <= MAX_PRICE;
}

/** The length a row label names: `22`, `22"`, `22”`, `22 in`, `22in`, `22 inch`, `22 inches`; null for anything else. */
export function readLengthLabel(label: string): number | null {
  const match = /^(\d{1,3})\s*(?:"|”|''|in|inch|inches)?\.?$/i.exec(label.trim());
  return match ? Number(match[1]) : null;
}

/** A block whose top-left cell is not a price carries labels; a block of prices alone is pasted from the focused cell. */
export function isLabelledBlock(block: readonly (readonly string[])[]): boolean {
  const corner = block[0]?.[0] ?? '';
  return block.length >= 2 && (block[0]?.length ?? 0) >= 2 && !isGridPriceText(corner);
}

/** What the columns of a block can be: named options (textures, grades), or tiers known by their minimum quantity. */
export type PasteAxis =
  | { axis: string; kind: 'names'; options: readonly { id: string; name: string }[] }
  | { axis: string; kind: 'minimums'; options: readonly { id: string; min: number }[] };

export interface PlacedPrice {
  length: number;
  /** The axis the column labels matched, and the option of this price's column. */
  axis: string;
  optionId: string;
  price: string;
}

export type LabelledPaste = { ok: true; prices: PlacedPrice[] } | { ok: false; reason: string };

export const PRICE_PASTE_MESSAGES = {
  unknownLength: (label: string): string => `Nothing pasted: the length "${label}" is not in the grid`,
  unknownColumn: (label: string): string => `Nothing pasted: "${label}" is not a texture, grade or tier of this grid`,
  notAPrice: (text: string, length: number, column: string): string => `Nothing pasted: "${text}" for ${length}" ${column} is not a price`,
  unlabelledPrice: (text: string): string => `Nothing pasted: "${text}" is in a column without a label`,
  noPrices: 'Nothing pasted: the block holds no prices',
} as const;

function matchOption(axis: PasteAxis, label: string): string | undefined {
  if (axis.kind === 'names') {
    const slug = toSlug(label);
    return slug === '' ? undefined : axis.options.find((option) => toSlug(option.name) === slug)?.id;
  }
  // A tier's column reads as its minimum: '10', '10+', '10 kg', '10–49 kg'.
  const min = /^(\d+)/.exec(label.trim().replace(/,/g, ''))?.[1];
  return min === undefined ? undefined : axis.options.find((option) => option.min === Number(min))?.id;
}

/** The first axis whose options name every column label (in the order the axes are given), with each column's option. */
function columnsOf(labels: readonly string[], axes: readonly PasteAxis[]): { axis: string; ids: string[] } | { unknown: string } {
  for (const axis of axes) {
    const ids = labels.map((label) => matchOption(axis, label));
    if (ids.every((id) => id !== undefined)) return { axis: axis.axis, ids: ids as string[] };
  }
  // The label no axis knows, named for the admin: the first one the best-matching axis misses.
  const best = [...axes].sort((a, b) => labels.filter((l) => matchOption(b, l)).length - labels.filter((l) => matchOption(a, l)).length)[0];
  return { unknown: labels.find((label) => !best || matchOption(best, label) === undefined) ?? labels[0] ?? '' };
}

/**
 * Places a labelled block: each price at its row's length and its column's option.
 * Refused, with the reason, when a length is not among `lengths`, a column label
 * matches no axis, or a filled cell is not a price. Empty cells are left as they are.
 */
export function placeLabelledBlock(block: readonly (readonly string[])[], lengths: readonly number[], axes: readonly PasteAxis[]): LabelledPaste {
  const [header = [], ...rows] = block;
  const labels = header.slice(1);
  const columns = columnsOf(labels, axes);
  if ('unknown' in columns) return { ok: false, reason: PRICE_PASTE_MESSAGES.unknownColumn(columns.unknown) };
  const prices: PlacedPrice[] = [];
  for (const row of rows) {
    const [rowLabel = '', ...cells] = row;
    if (cells.every((cell) => cell.trim() === '') && rowLabel.trim() === '') continue;
    const length = readLengthLabel(rowLabel);
    if (length === null || !lengths.includes(length)) return { ok: false, reason: PRICE_PASTE_MESSAGES.unknownLength(rowLabel.trim()) };
    for (const [index, cell] of cells.entries()) {
      const text = cell.trim();
      if (text === '') continue;
      if (index >= columns.ids.length) return { ok: false, reason: PRICE_PASTE_MESSAGES.unlabelledPrice(text) };
      if (!isGridPriceText(text)) return { ok: false, reason: PRICE_PASTE_MESSAGES.notAPrice(text, length, labels[index]!.trim()) };
      prices.push({ length, axis: columns.axis, optionId: columns.ids[index]!, price: text });
    }
  }
  return prices.length === 0 ? { ok: false, reason: PRICE_PASTE_MESSAGES.noPrices } : { ok: true, prices };
}
