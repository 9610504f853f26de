// The buyer's quote list as plain data: lines of product × length × texture ×
// grade × quantity, the same shape the API stores for a signed-in buyer. Adding a
// line that is already there adds up the quantities; the list holds at most 50 lines.
import { MAX_LINE_QUANTITY, MAX_QUOTE_LINES, describeQuoteLine, formatQuantity, type QuoteLine, type QuoteListItem } from '@hair/domain';

export type QuoteListLine = QuoteListItem;

const sameLine = (a: QuoteListLine, b: Omit<QuoteListLine, 'quantity'>) =>
  a.product_id === b.product_id && a.length === b.length && a.texture === b.texture && a.grade === b.grade && a.sample === b.sample;

/** Hundredths at most, never above the API's bound. */
const roundQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.round(quantity * 100) / 100);

/** The list with `line` added: to the quantity of the same line (a sample stays one unit), else at the end (unless the list is full). */
export function addLine(lines: readonly QuoteListLine[], line: QuoteListLine): QuoteListLine[] {
  const index = lines.findIndex((known) => sameLine(known, line));
  if (index >= 0) return lines.map((known, i) => (i === index ? { ...known, quantity: known.sample ? 1 : roundQuantity(known.quantity + line.quantity) } : known));
  if (lines.length >= MAX_QUOTE_LINES) return [...lines];
  return [...lines, { ...line, quantity: roundQuantity(line.quantity) }];
}

export function setQuantity(lines: readonly QuoteListLine[], index: number, quantity: number): QuoteListLine[] {
  return lines.map((line, i) => (i === index ? { ...line, quantity: roundQuantity(quantity) } : line));
}

/**
 * A sample is one bundle or piece; switching it off starts the line at one unit
 * again. When the switched line now equals another one, the two become one.
 */
export function setSample(lines: readonly QuoteListLine[], index: number, sample: boolean): QuoteListLine[] {
  const line = lines[index];
  if (!line || line.sample === sample) return [...lines];
  const rest = lines.filter((_, i) => i !== index);
  const switched = { ...line, sample, quantity: 1 };
  const twin = rest.findIndex((known) => sameLine(known, switched));
  if (twin < 0) return lines.map((known, i) => (i === index ? switched : known));
  return sample ? rest : rest.map((known, i) => (i === twin ? { ...known, quantity: roundQuantity(known.quantity + 1) } : known));
}

export function removeLine(lines: readonly QuoteListLine[], index: number): QuoteListLine[] {
  return lines.filter((_, i) => i !== index);
}

/** A line of a sent request in words: 'Raw Body Wave, 22", Body Wave, Double Drawn × 3 kg'. */
export function describeLineWithQuantity(line: Pick<QuoteLine, 'product_name' | 'length' | 'texture_name' | 'grade_name' | 'sample' | 'quantity' | 'unit'>): string {
  return `${describeQuoteLine(line)} × ${formatQuantity(line.quantity, line.unit)}`;
}

/** The list with a sent request's lines added back (as on the product page: the same line adds up); lines whose product is gone are left out. */
export function addRequestLines(lines: readonly QuoteListLine[], request: readonly Pick<QuoteLine, 'product_id' | 'length' | 'texture' | 'grade' | 'quantity' | 'sample'>[]): QuoteListLine[] {
  return request.reduce<QuoteListLine[]>(
    (list, { product_id, length, texture, grade, quantity, sample }) => (product_id ? addLine(list, { product_id, length, texture, grade, quantity, sample }) : list),
    [...lines],
  );
}

/** The WhatsApp message after a request is sent: its reference and its lines. */
export function whatsappRequestText(reference: string, lines: readonly Parameters<typeof describeLineWithQuantity>[0][]): string {
  return `Hi, my quote request ${reference}: ${lines.map(describeLineWithQuantity).join('; ')}`;
}
