import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { leadListQuerySchema, leadUpdateInputSchema, quoteRequestInputSchema } from './quote-request';
import { quoteInputSchema } from './quote';

/** 'field: message' of each issue, as the API answers them. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const line = { product_id: 'p1', length: 18, texture: 'body-wave', grade: 'double-drawn', quantity: 2 };
const request = { name: 'Lan Nguyen', email: 'lan@example.com', lines: [line] };

describe('quoteRequestInputSchema', () => {
  it('keeps what the buyer typed, trimmed, with blank optional fields as null', () => {
    expect(quoteRequestInputSchema.parse({ ...request, name: '  Lan  ', company: ' ', phone: '', country: 'Viet Nam', shipping: 'sea', message: ' <b>hi</b> ' })).toEqual({
      name: 'Lan', company: null, email: 'lan@example.com', phone: null, country: 'VN', shipping: 'sea', message: '<b>hi</b>',
      lines: [{ ...line, sample: false }],
    });
  });

  it('needs an e-mail or a phone number', () => {
    expect(issues(quoteRequestInputSchema, { ...request, email: '' })).toEqual(['email: Give an e-mail address or a phone number']);
    expect(quoteRequestInputSchema.parse({ ...request, email: null, phone: '+84 912 345 678' })).toMatchObject({ email: null, phone: '+84 912 345 678' });
  });

  it('names the field of each bad value', () => {
    expect(issues(quoteRequestInputSchema, { ...request, name: ' ', country: 'Atlantis', shipping: 'camel', phone: 'call me' })).toEqual([
      'name: Name is required',
      'phone: Invalid phone number',
      'country: Unknown country: write its name or its two-letter code',
      'shipping: shipping must be one of dhl, fedex, air_cargo, sea',
    ]);
    expect(issues(quoteRequestInputSchema, { ...request, name: 'x'.repeat(101), company: 'c'.repeat(201) })).toEqual([
      'name: Name must be at most 100 characters',
      'company: Company must be at most 200 characters',
    ]);
  });

  it('refuses a line break in every field the sales mail prints on one line, and keeps those of the message', () => {
    const forged = 'Ana\r\nBcc: x@evil.example';
    expect(issues(quoteRequestInputSchema, { ...request, name: forged, company: forged, email: 'lan@example.com\nBcc: x@evil.example', phone: '+84 912\n345 678', country: 'Viet\u2028Nam' })).toEqual([
      'name: Name must not contain line breaks',
      'company: Company must not contain line breaks',
      'email: Email must not contain line breaks',
      'phone: Phone number must not contain line breaks',
      'country: Country must not contain line breaks',
    ]);
    // A break before or after the text is trimmed away with the spaces.
    expect(quoteRequestInputSchema.parse({ ...request, name: 'Ana\r\n', company: '\nAcme' })).toMatchObject({ name: 'Ana', company: 'Acme' });
    const message = 'Hello,\r\nwe need 3 kg.\n\nBcc: x@evil.example';
    expect(quoteRequestInputSchema.parse({ ...request, message }).message).toBe(message);
  });

  it('bounds the lines and their quantities', () => {
    expect(issues(quoteRequestInputSchema, { ...request, lines: [] })).toEqual(['lines: Add at least one product']);
    expect(issues(quoteRequestInputSchema, { ...request, lines: Array.from({ length: 51 }, () => line) })).toEqual(['lines: At most 50 lines are allowed']);
    const quantity = 'Quantity must be a number from 0.01 to 100,000';
    for (const bad of [0, -1, 100_001, 'lots', null, Number.POSITIVE_INFINITY]) {
      expect(issues(quoteRequestInputSchema, { ...request, lines: [{ ...line, quantity: bad }] })).toEqual([`lines.0.quantity: ${quantity}`]);
    }
    expect(issues(quoteRequestInputSchema, { ...request, lines: [{ ...line, length: 99, texture: ' ', grade: '***', product_id: '' }] })).toEqual([
      'lines.0.product_id: Product is required',
      'lines.0.length: length must be a whole number of inches from 4 to 60',
      'lines.0.texture: Texture is required',
      'lines.0.grade: Grade is required',
    ]);
    expect(quoteRequestInputSchema.parse({ ...request, lines: [{ ...line, quantity: '2.555', length: '18' }] }).lines[0]).toMatchObject({ quantity: 2.56, length: 18 });
  });
});

describe('leadUpdateInputSchema', () => {
  it('needs something to change, and a reason with the stage lost only', () => {
    expect(issues(leadUpdateInputSchema, { id: 'x' })).toEqual(['stage: Give a stage, an assignee or a follow-up date to change']);
    expect(issues(leadUpdateInputSchema, { id: 'x', stage: 'lost' })).toEqual(['lost_reason: Say why the lead was lost']);
    expect(issues(leadUpdateInputSchema, { id: 'x', stage: 'won', lost_reason: 'Price' })).toEqual(['lost_reason: A reason goes with the stage lost only']);
    expect(issues(leadUpdateInputSchema, { id: 'x', stage: 'paid' })).toEqual(['stage: stage must be one of new, contacted, quoted, sample_sent, deposit_paid, shipped, won, lost']);
    expect(leadUpdateInputSchema.parse({ id: 'x', assignee_id: '', follow_up_on: '' })).toEqual({ id: 'x', assignee_id: null, follow_up_on: null });
    expect(issues(leadUpdateInputSchema, { id: 'x', follow_up_on: '2025-02-30' })).toEqual(['follow_up_on: Date must be YYYY-MM-DD']);
  });
});

describe('leadListQuerySchema', () => {
  it('reads query strings with defaults and names bad values', () => {
    expect(leadListQuerySchema.parse({ limit: '5', country: 'nigeria', q: ' lan ' })).toEqual({ limit: 5, offset: 0, sort: 'newest', country: 'NG', q: 'lan' });
    expect(issues(leadListQuerySchema, { limit: '500', sort: 'random' })).toEqual([
      'sort: sort must be one of newest, oldest, follow_up',
      'limit: limit must be a whole number from 1 to 100',
    ]);
  });
});

describe('quoteInputSchema', () => {
  const quote = { request_id: 'r1', lines: [{ description: '18" Body Wave', quantity: 3, unit: 'kg', unit_price: '$405' }], payment_terms: 'Deposit 30%', valid_until: '2030-01-31' };

  it('reads prices as written and fills the defaults', () => {
    expect(quoteInputSchema.parse(quote)).toEqual({ ...quote, currency: 'USD', shipping_cost: 0, note: null, email_buyer: false, lines: [{ ...quote.lines[0], unit_price: 405 }] });
  });

  it('names the field of each bad value', () => {
    expect(issues(quoteInputSchema, { ...quote, lines: [{ description: ' ', quantity: 0, unit: 'ton', unit_price: -1 }], shipping_cost: 'free', currency: 'dollars', payment_terms: '', valid_until: 'soon' })).toEqual([
      'currency: currency must be a 3-letter code',
      'lines.0.description: Description is required',
      'lines.0.quantity: Quantity must be a number from 0.01 to 100,000',
      'lines.0.unit: unit must be one of kg, bundle, piece',
      'lines.0.unit_price: Unit price must be a number from 0 to 1,000,000',
      'shipping_cost: Shipping cost must be a number from 0 to 1,000,000',
      'payment_terms: Payment terms are required',
      'valid_until: Date must be YYYY-MM-DD',
    ]);
    expect(issues(quoteInputSchema, { ...quote, lines: [] })).toEqual(['lines: A quote needs at least one line']);
  });
});
