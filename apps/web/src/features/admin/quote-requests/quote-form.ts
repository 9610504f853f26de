// The quote dialog's form: the draft's numbers as the fields' texts, the
// amounts recomputed as the admin types (with the server's own rule, so the
// screen and the saved quote agree), and the form as `quotes.create` takes it.
import { quoteTotals, type QuoteDraft, type QuoteFields, type QuoteUnit } from '@hair/domain';

export interface QuoteFormLine {
  description: string;
  quantity: string;
  unit: QuoteUnit;
  unit_price: string;
}

export interface QuoteForm {
  currency: string;
  lines: QuoteFormLine[];
  shipping_cost: string;
  payment_terms: string;
  valid_until: string;
  note: string;
  email_buyer: boolean;
}

export function quoteFormOf(draft: QuoteDraft, canEmail: boolean): QuoteForm {
  return {
    currency: draft.currency,
    // A contact-form lead has no lines: the quote starts with one to fill in.
    lines: draft.lines.length > 0 ? draft.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unit: line.unit, unit_price: String(line.unit_price) })) : [emptyQuoteLine()],
    shipping_cost: String(draft.shipping_cost),
    payment_terms: draft.payment_terms,
    valid_until: draft.valid_until,
    note: draft.note ?? '',
    email_buyer: canEmail,
  };
}

/** A field's number ('$1,250.5' too); NaN when it is not one, which the server refuses naming the field. */
export function numberOf(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** On screen a field that is not (yet) a number adds nothing. */
const shownNumber = (text: string) => {
  const n = numberOf(text);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** Each line's amount, the subtotal and the total with shipping, in cents so that they add up. */
export function formTotals(form: Pick<QuoteForm, 'lines' | 'shipping_cost'>): { amounts: number[]; subtotal: number; total: number } {
  const totals = quoteTotals(
    form.lines.map((line) => ({ description: line.description, quantity: shownNumber(line.quantity), unit: line.unit, unit_price: shownNumber(line.unit_price) })),
    shownNumber(form.shipping_cost),
  );
  return { amounts: totals.lines.map((line) => line.amount), subtotal: totals.subtotal, total: totals.total };
}

/** What `quotes.create` takes; the server checks every field. */
export function quoteInputOf(requestId: string, form: QuoteForm): QuoteFields {
  return {
    request_id: requestId,
    currency: form.currency,
    lines: form.lines.map((line) => ({ description: line.description, quantity: numberOf(line.quantity), unit: line.unit, unit_price: numberOf(line.unit_price) })),
    shipping_cost: form.shipping_cost.trim() === '' ? 0 : numberOf(form.shipping_cost),
    payment_terms: form.payment_terms,
    valid_until: form.valid_until,
    note: form.note.trim() === '' ? null : form.note,
    email_buyer: form.email_buyer,
  };
}

export const emptyQuoteLine = (unit: QuoteUnit = 'bundle'): QuoteFormLine => ({ description: '', quantity: '1', unit, unit_price: '0' });
