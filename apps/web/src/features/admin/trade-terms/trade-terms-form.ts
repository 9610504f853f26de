// The admin's trade-terms fields: the message of each field the server would
// refuse, by its path ('lead_time', 'shipping.1.method'), checked by the same schema.
import { tradeTermsSchema, type TradeTerms } from '@hair/domain';

export type TradeTermsErrors = Readonly<Record<string, string>>;

/** The server stores blank shipping rows as nothing, so the form checks what the server keeps. */
export function tradeTermsErrors(terms: TradeTerms): TradeTermsErrors {
  const parsed = tradeTermsSchema.safeParse(terms);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** A new blank shipping row at the end. */
export function withShippingRow(terms: TradeTerms): TradeTerms {
  return { ...terms, shipping: [...terms.shipping, { method: '', regions: '' }] };
}

export function withoutShippingRow(terms: TradeTerms, index: number): TradeTerms {
  return { ...terms, shipping: terms.shipping.filter((_, i) => i !== index) };
}

export function withShippingField(terms: TradeTerms, index: number, field: 'method' | 'regions', value: string): TradeTerms {
  return { ...terms, shipping: terms.shipping.map((row, i) => (i === index ? { ...row, [field]: value } : row)) };
}
