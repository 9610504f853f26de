// Quotes over HTTP: the admin's draft and save, and the buyer's link as JSON and
// PDF, its acceptance, and that no shared cache keeps it.
import { addDays, factoryDate, type PublicQuote, type Quote, type QuoteDraft } from '@hair/domain';
import { BODY_WAVE_GRID, bodyWaveLine, pdfText } from '@hair/api/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

// With the read cache on, as in production.
const t = useTestServer({ responseCache: true });
const tokens = useTokens(t);
const BANK_DETAILS = 'Vietcombank, Hà Nội\nAccount 0011 0012 3456';
const PAYMENT_TERMS = '50% deposit by T/T; the balance before shipping';

let productId: string;
beforeAll(async () => {
  productId = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Body Wave Double Drawn' } })).body.id;
  await t.json('PUT', `/api/products/${productId}/prices`, { token: tokens.admin, body: BODY_WAVE_GRID });
  const contact = { email: 'sales@factory.example', whatsapp: '+84 900 111 222', address: 'Hà Nội, Việt Nam', bank_details: BANK_DETAILS };
  expect((await t.json('PUT', '/api/site-config/contact', { token: tokens.admin, body: { config: contact } })).status).toBe(200);
  const terms = { lead_time: '7–10 working days', shipping: [], payment_terms: PAYMENT_TERMS, sample_policy: '' };
  expect((await t.json('PUT', '/api/site-config/product_detail', { token: tokens.admin, body: { config: { trade_terms: terms } } })).status).toBe(200);
});
beforeEach(async () => {
  await t.deps.db.execute(sql`delete from rate_limits`);
});

/** A request from the form, and a quote for it saved from its draft. */
async function quoted(): Promise<{ requestId: string; quote: Quote; token: string }> {
  const request = await t.json<{ id: string }>('POST', '/api/quote-requests', { body: { name: 'Trần Văn Minh', email: 'minh@example.com', lines: [bodyWaveLine(productId, 3)] } });
  const requestId = request.body.id;
  const draft = await t.json<QuoteDraft>('GET', `/api/quote-requests/${requestId}/quote-draft`, { token: tokens.admin });
  expect(draft).toMatchObject({ status: 200, body: { lines: [{ quantity: 3, unit: 'kg', unit_price: 450, amount: 1350 }], payment_terms: PAYMENT_TERMS } });
  const { request_id: _, ...body } = draft.body;
  const saved = await t.json<Quote>('POST', `/api/quote-requests/${requestId}/quotes`, { token: tokens.admin, body: { ...body, shipping_cost: 80, lines: body.lines.map((l) => ({ ...l, unit_price: 420 })) } });
  expect(saved.status).toBe(201);
  return { requestId, quote: saved.body, token: saved.body.path.slice(3) };
}

describe('quotes over REST', () => {
  it('saves a quote from its draft with an edited price', async () => {
    const { quote } = await quoted();
    expect(quote).toMatchObject({ status: 'sent', subtotal: 1260, shipping_cost: 80, total: 1340, valid_until: addDays(factoryDate(new Date()), 14) });
    expect(await t.json('POST', '/api/quote-requests/nope/quotes', { token: tokens.admin, body: { lines: quote.lines, payment_terms: 'x', valid_until: quote.valid_until } })).toMatchObject({ status: 404 });
    expect(await t.json('POST', `/api/quote-requests/${quote.request_id}/quotes`, { token: tokens.admin, body: { lines: [], payment_terms: 'x', valid_until: quote.valid_until } })).toMatchObject({ status: 400, body: { error: 'lines: A quote needs at least one line' } });
  });

  it('answers the quote by its link, never from the shared cache, and 404 for any other token', async () => {
    const { quote, token } = await quoted();
    const first = await t.request('GET', `/api/quotes/${token}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toMatchObject({ reference: quote.reference, status: 'sent', buyer: { name: 'Trần Văn Minh' }, factory: { name: 'VietSilk Hair', email: 'sales@factory.example', bank_details: BANK_DETAILS }, payment_terms: PAYMENT_TERMS, lead_time: '7–10 working days' });
    await t.json('POST', `/api/quotes/${token}/accept`);
    const again = await t.request('GET', `/api/quotes/${token}`);
    expect(again.headers.get('x-cache')).toBeNull();
    expect(((await again.json()) as PublicQuote).status).toBe('accepted');
    const trpc = await t.request('GET', `/api/trpc/quotes.byToken?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`);
    expect(trpc.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.request('GET', `/api/trpc/quotes.byToken?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`)).headers.get('x-cache')).toBeNull();
    expect(await t.json('GET', `/api/quotes/${'A'.repeat(43)}`)).toMatchObject({ status: 404, body: { error: 'Quote not found' } });
    expect(await t.json('GET', '/api/quotes/%00')).toMatchObject({ status: 400, body: { error: 'token: Text must not contain control characters' } });
  });

  it('answers the PDF of the quote, naming its reference, lines, totals and validity', async () => {
    const { quote, token } = await quoted();
    const res = await t.request('GET', `/api/quotes/${token}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${quote.reference}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A long description wraps onto a second line of the PDF.
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [`Quotation ${quote.reference}`, 'VietSilk Hair', 'Hà Nội, Việt Nam', 'Trần Văn Minh', 'Body Wave Double Drawn, 18", Body Wave, Double Drawn', '3 kg', '$420', '$1,260', '$80', '$1,340', `Valid until: ${quote.valid_until}`, PAYMENT_TERMS, 'Bank details', 'Vietcombank, Hà Nội', 'Account 0011 0012 3456']) {
      expect(text).toContain(expected);
    }
    expect(await t.json('GET', `/api/quotes/${'B'.repeat(43)}.pdf`)).toMatchObject({ status: 404, body: { error: 'Quote not found' } });
  });

  it('accepts once, then answers 409', async () => {
    const { requestId, token } = await quoted();
    const accepted = await t.json<PublicQuote>('POST', `/api/quotes/${token}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { status: 'accepted' } });
    expect(await t.json('POST', `/api/quotes/${token}/accept`)).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^This quote was accepted on \d{4}-\d{2}-\d{2}$/) } });
    expect(await t.json('POST', `/api/quotes/${'C'.repeat(43)}/accept`)).toMatchObject({ status: 404 });
    const lead = await t.json<{ stage: string; timeline: { kind: string }[] }>('GET', `/api/quote-requests/${requestId}`, { token: tokens.admin });
    expect(lead.body.stage).toBe('quoted');
    expect(lead.body.timeline.map((e) => e.kind)).toEqual(['quote_sent', 'stage', 'quote_accepted']);
  });

  it('refuses guessing: 429 with Retry-After after 30 unknown links from one address', async () => {
    const guesses = await Promise.all(Array.from({ length: 35 }, (_, i) => t.request('GET', `/api/quotes/${String(i).padStart(43, 'g')}`)));
    expect(guesses.filter((g) => g.status === 404)).toHaveLength(30);
    const refused = guesses.filter((g) => g.status === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
