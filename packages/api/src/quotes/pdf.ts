// A quote as a PDF, drawn on the server with pdfkit: the factory with its
// emblem, the references, the buyer, the lines with their amounts, the totals,
// the payment terms, the bank details and the last valid day. Noto Sans is embedded (subset) so that
// Vietnamese names print as typed; the PDF's standard fonts know Latin-1 only.
import { createRequire } from 'node:module';
import { BRAND_MARK, factoryDate, formatAmount, formatQuantity, type PublicQuote } from '@hair/domain';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const MARGIN = 50;
const GREY = '#555555';
/** Description, quantity, unit price and amount, across the 495 pt between A4's margins. */
const COLUMNS = [
  { label: 'Description', width: 235, align: 'left' },
  { label: 'Quantity', width: 80, align: 'right' },
  { label: 'Unit price', width: 85, align: 'right' },
  { label: 'Amount', width: 95, align: 'right' },
] as const;

export const QUOTE_PDF_TEXTS = {
  title: 'Quotation',
  request: 'Request',
  date: 'Date',
  validUntil: 'Valid until',
  for: 'For',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  paymentTerms: 'Payment terms',
  bankDetails: 'Bank details',
  note: 'Note',
  accepted: (date: string) => `Accepted on ${date}`,
  expired: 'This quote has expired.',
  footer: (currency: string, date: string) => `Prices in ${currency}. This quote is valid until ${date} (Vietnam time).`,
} as const;

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = NonNullable<Parameters<Doc['text']>[1]>;

/**
 * fontkit's default shaping splits 'ị' into 'i' and a combining dot, and the
 * PDF's text layer (copy, search, screen readers) then reads 'i': precomposed
 * glyphs keep each letter whole. Decomposed input is composed first.
 */
const WHOLE_LETTERS = { features: { ccmp: false } } as unknown as TextOptions;

function write(doc: Doc, text: string, options: TextOptions = {}): void {
  doc.text(text.normalize('NFC'), { ...WHOLE_LETTERS, ...options });
}

/** Points the emblem takes; the factory's name and contact lines stand right of it. */
const MARK_SIZE = 40;
const MARK_GAP = 12;

function brandMark(doc: Doc, x: number, y: number): void {
  const { size, cornerRadius, background, ink, strokeWidth, path } = BRAND_MARK;
  doc.save().translate(x, y).scale(MARK_SIZE / size);
  doc.roundedRect(0, 0, size, size, cornerRadius).fill(background);
  doc.path(path).lineWidth(strokeWidth).lineCap('round').stroke(ink);
  doc.restore();
}

function header(doc: Doc, quote: PublicQuote): void {
  const { factory } = quote;
  const top = doc.y;
  brandMark(doc, MARGIN, top);
  doc.x = MARGIN + MARK_SIZE + MARK_GAP;
  doc.y = top;
  doc.font('bold').fontSize(18).fillColor('black');
  write(doc, factory.name);
  doc.font('regular').fontSize(9).fillColor(GREY);
  for (const line of [factory.address, factory.email, factory.phone]) if (line) write(doc, line);
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + MARK_SIZE);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(14).fillColor('black');
  write(doc, `${QUOTE_PDF_TEXTS.title} ${quote.reference}`);
  doc.font('regular').fontSize(10);
  write(doc, `${QUOTE_PDF_TEXTS.request}: ${quote.request_reference}`);
  write(doc, `${QUOTE_PDF_TEXTS.date}: ${factoryDate(new Date(quote.created_at))}`);
  write(doc, `${QUOTE_PDF_TEXTS.validUntil}: ${quote.valid_until}`);
  if (quote.accepted_at) write(doc, QUOTE_PDF_TEXTS.accepted(factoryDate(new Date(quote.accepted_at))));
  else if (quote.status === 'expired') {
    doc.fillColor('#b00020');
    write(doc, QUOTE_PDF_TEXTS.expired);
    doc.fillColor('black');
  }
  doc.moveDown();
  doc.font('bold');
  write(doc, QUOTE_PDF_TEXTS.for);
  doc.font('regular');
  for (const line of [quote.buyer.name, quote.buyer.company, quote.buyer.country_name]) if (line) write(doc, line);
  doc.moveDown();
}

/** One table row; a row that would cross the bottom margin starts a new page. */
function row(doc: Doc, cells: readonly string[], bold = false): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(10);
  const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell.normalize('NFC'), { ...WHOLE_LETTERS, width: COLUMNS[i]!.width - 6 })));
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const column = COLUMNS[i]!;
    doc.x = x;
    doc.y = top;
    write(doc, cell, { width: column.width - 6, align: column.align });
    x += column.width;
  });
  doc.y = top + height + 4;
  doc.x = MARGIN;
}

function rule(doc: Doc): void {
  doc.moveTo(MARGIN, doc.y).lineTo(doc.page.width - MARGIN, doc.y).strokeColor('#cccccc').stroke();
  doc.moveDown(0.3);
}

function totals(doc: Doc, quote: PublicQuote): void {
  const money = (amount: number) => formatAmount(amount, quote.currency);
  row(doc, ['', '', QUOTE_PDF_TEXTS.subtotal, money(quote.subtotal)]);
  row(doc, ['', '', QUOTE_PDF_TEXTS.shipping, money(quote.shipping_cost)]);
  row(doc, ['', '', QUOTE_PDF_TEXTS.total, money(quote.total)], true);
}

function paragraph(doc: Doc, heading: string, text: string): void {
  doc.moveDown();
  doc.font('bold').fontSize(10);
  write(doc, heading);
  doc.font('regular');
  write(doc, text);
}

/** The quote as PDF bytes. */
export function renderQuotePdf(quote: PublicQuote): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${QUOTE_PDF_TEXTS.title} ${quote.reference}`, Author: quote.factory.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  header(doc, quote);
  row(doc, COLUMNS.map((c) => c.label), true);
  rule(doc);
  for (const line of quote.lines) {
    row(doc, [line.description, formatQuantity(line.quantity, line.unit), formatAmount(line.unit_price, quote.currency), formatAmount(line.amount, quote.currency)]);
  }
  rule(doc);
  totals(doc, quote);
  paragraph(doc, QUOTE_PDF_TEXTS.paymentTerms, quote.payment_terms);
  if (quote.factory.bank_details) paragraph(doc, QUOTE_PDF_TEXTS.bankDetails, quote.factory.bank_details);
  if (quote.note) paragraph(doc, QUOTE_PDF_TEXTS.note, quote.note);
  doc.moveDown(2);
  doc.font('regular').fontSize(8).fillColor(GREY);
  write(doc, QUOTE_PDF_TEXTS.footer(quote.currency, quote.valid_until));
  doc.end();
  return done;
}
