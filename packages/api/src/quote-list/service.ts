// A signed-in buyer's quote list: stored on the server so it follows them across
// devices, checked against the catalogue on every write (the minimums need not
// be met yet: the preview names them), and merged with the browser's list at sign-in.
import { MAX_QUOTE_LINES, mergeQuoteLists, type QuoteLineInput, type QuoteList, type QuoteListItem } from '@hair/domain';
import type { Db } from '../db/client';
import { previewQuoteLines } from '../prices/store';
import { invalidFields } from '../shared/validation';
import { changeQuoteList, readQuoteList } from './store';

/** The stored lines and, at the same positions, their preview (estimate and problems, minimums included). */
async function view(db: Db, items: QuoteListItem[]): Promise<QuoteList> {
  return { items, ...(await previewQuoteLines(db, items, { minimums: true })) };
}

export async function quoteList(db: Db, userId: string): Promise<QuoteList> {
  return view(db, await readQuoteList(db, userId));
}

/** The lines as they resolve: the product's id (not a slug) and the option slugs, so the same line has one key. */
async function resolvedItems(db: Db, lines: readonly QuoteLineInput[]) {
  const preview = await previewQuoteLines(db, lines, { minimums: false });
  const items = preview.lines.map((line, i): QuoteListItem | null =>
    line && { product_id: line.product_id!, length: line.length, texture: line.texture, grade: line.grade, quantity: line.quantity, sample: lines[i]!.sample },
  );
  return { items, problems: preview.problems };
}

/** Replaces the list with `lines` (the screen's whole list); 400 naming each line the catalogue does not offer. */
export async function replaceQuoteList(db: Db, userId: string, lines: readonly QuoteLineInput[]): Promise<QuoteList> {
  const { items, problems } = await resolvedItems(db, lines);
  if (problems.length > 0) throw invalidFields(problems);
  const stored = items as QuoteListItem[];
  await changeQuoteList(db, userId, (_current, save) => save(stored));
  return view(db, stored);
}

/**
 * Merges the browser's list into the stored one (a line in both keeps the
 * larger quantity). Browser lines the catalogue no longer offers, and lines
 * past 50, are answered as dropped instead of refusing the sign-in's merge.
 */
export async function mergeIntoQuoteList(db: Db, userId: string, lines: readonly QuoteLineInput[]): Promise<QuoteList & { dropped: QuoteListItem[] }> {
  const { items } = await resolvedItems(db, lines);
  const unknown = lines.flatMap((line, i) => (items[i] ? [] : [{ product_id: line.product_id, length: line.length, texture: line.texture, grade: line.grade, quantity: line.quantity, sample: line.sample }]));
  const merged = await changeQuoteList(db, userId, async (current, save) => {
    const result = mergeQuoteLists(current, items.filter((item): item is QuoteListItem => item !== null), MAX_QUOTE_LINES);
    await save(result.items);
    return result;
  });
  return { ...(await view(db, merged.items)), dropped: [...unknown, ...merged.dropped] };
}
