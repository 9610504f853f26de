import { addDays, factoryDate, type QuoteFields } from '@hair/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_WAVE_GRID, NOT_ADMIN, NOT_AUTHENTICATED, bodyWaveLine, failure, pdfText, tables, useTestApi } from '../testing';
import { renderQuotePdf } from './pdf';

const { env, callers } = useTestApi();
const { quotes, quoteRequests, rateLimits, siteConfig } = tables;
const today = () => factoryDate(new Date());
const BANK_DETAILS = 'Vietcombank, Hà Nội branch\nAccount 0011 0012 3456\nSWIFT BFTVVNVX';
const SITE_PAYMENT_TERMS = '50% deposit by bank transfer; the balance before shipping';

let productId: string;
beforeAll(async () => {
  const product = await callers.admin.products.create({ published: true, name: 'Body Wave Double Drawn' });
  productId = product.id;
  await callers.admin.prices.replace({ productId, ...BODY_WAVE_GRID });
});

beforeEach(async () => {
  await env.deps.db.delete(quoteRequests);
  await env.deps.db.delete(rateLimits);
  await env.deps.db.delete(siteConfig);
  await env.deps.db.insert(siteConfig).values([
    { section: 'contact', config: { email: 'sales@factory.example', whatsapp: '+84 900 111 222', address: '12 Hàng Bạc, Hà Nội', bank_details: BANK_DETAILS } },
    { section: 'product_detail', config: { trade_terms: { lead_time: '7–10 working days after the deposit', shipping: [], payment_terms: SITE_PAYMENT_TERMS, sample_policy: '' } } },
  ]);
  env.mails.length = 0;
});

let ip = 0;
/** A fresh lead from the form (each from its own address, clear of the request limit). */
async function newLead(fields: Record<string, unknown> = {}) {
  ip += 1;
  return callers.fromIp(`10.20.${ip}.1`).quoteRequests.create({
    name: 'Nguyễn Thị Lan', company: 'Lan Hair', email: 'lan@example.com', country: 'VN',
    lines: [bodyWaveLine(productId, 3), { product_id: productId, length: 16, texture: 'body-wave', grade: 'double-drawn', sample: true }],
    ...fields,
  });
}

const quoteFor = (requestId: string, fields: Partial<QuoteFields> = {}): QuoteFields => ({
  request_id: requestId,
  lines: [{ description: 'Body Wave Double Drawn, 18"', quantity: 3, unit: 'kg', unit_price: 430 }, { description: 'Sample bundle 16"', quantity: 1, unit: 'bundle', unit_price: 40 }],
  shipping_cost: 65.5,
  payment_terms: '30% deposit, balance before shipping',
  valid_until: addDays(today(), 14),
  note: 'Ships within 10 days of the deposit.',
  ...fields,
});

describe('quotes.draft', () => {
  it("prefills a quote from the request's lines at today's grid prices", async () => {
    const lead = await newLead();
    await callers.admin.prices.replace({ productId, ...BODY_WAVE_GRID, cells: BODY_WAVE_GRID.cells.map((c) => (c.length === 18 ? { ...c, prices: [47, 42] } : c)) });
    try {
      expect(await callers.admin.quotes.draft({ request_id: lead.id })).toEqual({
        request_id: lead.id,
        currency: 'USD',
        lines: [
          { description: 'Body Wave Double Drawn, 18", Body Wave, Double Drawn', quantity: 3, unit: 'kg', unit_price: 470, amount: 1410 },
          { description: 'Body Wave Double Drawn, 16", Body Wave, Double Drawn (sample)', quantity: 1, unit: 'bundle', unit_price: 40, amount: 40 },
        ],
        shipping_cost: 0,
        payment_terms: SITE_PAYMENT_TERMS,
        valid_until: addDays(today(), 14),
        note: null,
      });
    } finally {
      await callers.admin.prices.replace({ productId, ...BODY_WAVE_GRID });
    }
  });

  it("leaves the payment terms empty, for the admin to write, while the site's trade terms have none", async () => {
    const lead = await newLead();
    await env.deps.db.delete(siteConfig).where(eq(siteConfig.section, 'product_detail'));
    expect((await callers.admin.quotes.draft({ request_id: lead.id })).payment_terms).toBe('');
  });

  it('keeps the price the buyer saw for a line the grid no longer offers', async () => {
    const gone = await callers.admin.products.create({ published: true, name: 'Old Wave' });
    await callers.admin.prices.replace({ productId: gone.id, ...BODY_WAVE_GRID });
    const lead = await newLead({ lines: [bodyWaveLine(gone.id, 2)] });
    await callers.admin.products.delete({ id: gone.id });
    expect((await callers.admin.quotes.draft({ request_id: lead.id })).lines).toEqual([
      { description: 'Old Wave, 18", Body Wave, Double Drawn', quantity: 2, unit: 'kg', unit_price: 450, amount: 900 },
    ]);
  });
});

describe('quotes.create', () => {
  it('numbers quotes per request, gives each a 256-bit link, and puts "quote sent" and the stage on the timeline', async () => {
    const lead = await newLead();
    env.mails.length = 0;
    const first = await callers.admin.quotes.create(quoteFor(lead.id));
    expect(first).toMatchObject({
      request_id: lead.id, reference: `${lead.reference}-Q1`, status: 'sent', currency: 'USD',
      lines: [{ description: 'Body Wave Double Drawn, 18"', quantity: 3, unit: 'kg', unit_price: 430, amount: 1290 }, { description: 'Sample bundle 16"', quantity: 1, unit: 'bundle', unit_price: 40, amount: 40 }],
      subtotal: 1330, shipping_cost: 65.5, total: 1395.5, valid_until: addDays(today(), 14), accepted_at: null, created_by_email: callers.adminUser.email,
    });
    const token = first.path.slice('/q/'.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.pdf_path).toBe(`/api/quotes/${token}.pdf`);
    const second = await callers.admin.quotes.create(quoteFor(lead.id, { currency: 'eur' }));
    expect(second).toMatchObject({ reference: `${lead.reference}-Q2`, currency: 'EUR' });
    expect(second.path).not.toBe(first.path);

    const detail = await callers.admin.quoteRequests.get({ id: lead.id });
    expect(detail.stage).toBe('quoted');
    expect(detail.quotes.map((q) => q.reference)).toEqual([`${lead.reference}-Q1`, `${lead.reference}-Q2`]);
    expect(detail.timeline.map((e) => [e.kind, e.author_email, e.stage, e.quote?.reference ?? null])).toEqual([
      ['quote_sent', callers.adminUser.email, null, `${lead.reference}-Q1`],
      ['stage', callers.adminUser.email, 'quoted', null],
      ['quote_sent', callers.adminUser.email, null, `${lead.reference}-Q2`],
    ]);
    expect(env.mails).toEqual([]);
  });

  it('mails the buyer the link when asked', async () => {
    const lead = await newLead();
    env.mails.length = 0;
    const quote = await callers.admin.quotes.create(quoteFor(lead.id, { email_buyer: true }));
    expect(env.mails).toHaveLength(1);
    expect(env.mails[0]).toMatchObject({ to: 'lan@example.com', subject: `Your quote ${quote.reference} from VietSilk Hair` });
    expect(env.mails[0]!.text).toContain(`Read and accept it: ${env.deps.config.publicUrl}${quote.path}`);
    expect(env.mails[0]!.text).toContain('$1,395.50 in all');
  });

  it('refuses bad quotes with 400 naming the field and stores nothing', async () => {
    const lead = await newLead();
    const cases: [Partial<QuoteFields>, string][] = [
      [{ valid_until: addDays(today(), -1) }, 'valid_until: The quote must be valid until today or later'],
      [{ valid_until: addDays(today(), 366) }, 'valid_until: A quote is valid for at most 365 days'],
      [{ lines: [] }, 'lines: A quote needs at least one line'],
      [{ lines: [{ description: 'x', quantity: 1, unit: 'kg', unit_price: 2_000_000 }] }, 'lines.0.unit_price: Unit price must be a number from 0 to 1,000,000'],
      [{ shipping_cost: -5 }, 'shipping_cost: Shipping cost must be a number from 0 to 1,000,000'],
      [{ payment_terms: '  ' }, 'payment_terms: Payment terms are required'],
    ];
    for (const [fields, message] of cases) expect(await failure(callers.admin.quotes.create(quoteFor(lead.id, fields)))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await failure(callers.admin.quotes.create(quoteFor('nope')))).toEqual({ code: 'NOT_FOUND', message: 'Quote request not found' });
    expect(await env.deps.db.select().from(quotes)).toEqual([]);
    expect((await callers.admin.quoteRequests.get({ id: lead.id })).stage).toBe('new');
  });

  it('is for admins only', async () => {
    const lead = await newLead();
    for (const caller of [callers.anon, callers.user]) {
      const expected = caller === callers.anon ? NOT_AUTHENTICATED : NOT_ADMIN;
      expect(await failure(caller.quotes.create(quoteFor(lead.id)))).toEqual(expected);
      expect(await failure(caller.quotes.draft({ request_id: lead.id }))).toEqual(expected);
    }
  });
});

describe('the quote link', () => {
  it('shows the quote to whoever holds the link, with the factory and the buyer', async () => {
    const lead = await newLead();
    const quote = await callers.admin.quotes.create(quoteFor(lead.id));
    const token = quote.path.slice(3);
    expect(await callers.fromIp('10.30.0.1').quotes.byToken({ token })).toEqual({
      reference: quote.reference, request_reference: lead.reference, status: 'sent', currency: 'USD', lines: quote.lines,
      subtotal: 1330, shipping_cost: 65.5, total: 1395.5, payment_terms: '30% deposit, balance before shipping', valid_until: quote.valid_until,
      note: 'Ships within 10 days of the deposit.', created_at: quote.created_at, accepted_at: null,
      buyer: { name: 'Nguyễn Thị Lan', company: 'Lan Hair', country_name: 'Vietnam' },
      factory: { name: 'VietSilk Hair', address: '12 Hàng Bạc, Hà Nội', email: 'sales@factory.example', phone: '+84 900 111 222', bank_details: BANK_DETAILS },
      lead_time: '7–10 working days after the deposit',
      pdf_path: quote.pdf_path,
    });
  });

  it('answers 404 for an unknown or malformed token, and 429 after 30 of them from one address, never for a good one', async () => {
    const lead = await newLead();
    const token = (await callers.admin.quotes.create(quoteFor(lead.id))).path.slice(3);
    const guesser = callers.fromIp('10.30.0.2');
    const notFound = { code: 'NOT_FOUND', message: 'Quote not found' };
    expect(await failure(guesser.quotes.byToken({ token: 'x' }))).toEqual(notFound);
    expect(await failure(guesser.quotes.byToken({ token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }))).toEqual(notFound);
    // A link that exists does not use up the count.
    for (let i = 0; i < 40; i += 1) await guesser.quotes.byToken({ token });
    const guesses = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => guesser.quotes.byToken({ token: `guess-${i}`.padEnd(43, 'x') })));
    const codes = await Promise.all(guesses.map((g) => (g.status === 'rejected' ? failure(Promise.reject(g.reason)) : { code: 'OK' })));
    expect(codes.filter((c) => c.code === 'NOT_FOUND')).toHaveLength(28);
    expect(codes.filter((c) => c.code === 'TOO_MANY_REQUESTS')).toHaveLength(12);
    expect(await failure(guesser.quotes.byToken({ token: 'y'.repeat(43) }))).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many quote links tried. Please try again later.' });
    expect(await guesser.quotes.byToken({ token })).toMatchObject({ status: 'sent' });
  });

  it('answers 40 parallel reads of one good link from one address, all of them', async () => {
    const lead = await newLead();
    const token = (await callers.admin.quotes.create(quoteFor(lead.id))).path.slice(3);
    const reader = callers.fromIp('10.30.0.4');
    const reads = await Promise.allSettled(Array.from({ length: 40 }, () => reader.quotes.byToken({ token })));
    expect(reads.map((r) => r.status)).toEqual(Array(40).fill('fulfilled'));
  });

  it("accepts once: the lead moves to quoted, its follow-up comes to today, the timeline and sales' inbox learn it", async () => {
    const lead = await newLead();
    await callers.admin.quoteRequests.update({ id: lead.id, stage: 'contacted', follow_up_on: addDays(today(), 5) });
    const quote = await callers.admin.quotes.create(quoteFor(lead.id));
    await callers.admin.quoteRequests.update({ id: lead.id, stage: 'lost', lost_reason: 'No reply' });
    env.mails.length = 0;
    const token = quote.path.slice(3);
    const accepted = await callers.fromIp('10.30.0.4').quotes.accept({ token });
    expect(accepted).toMatchObject({ status: 'accepted', accepted_at: expect.any(String) });
    const detail = await callers.admin.quoteRequests.get({ id: lead.id });
    expect(detail).toMatchObject({ stage: 'quoted', lost_reason: null, follow_up_on: today() });
    expect(detail.timeline.slice(-2).map((e) => [e.kind, e.author_email, e.previous_stage, e.stage, e.quote?.reference ?? null])).toEqual([
      ['quote_accepted', null, null, null, quote.reference],
      ['stage', null, 'lost', 'quoted', null],
    ]);
    expect(env.mails).toEqual([{ to: 'sales@factory.example', subject: `Quote ${quote.reference} accepted by Nguyễn Thị Lan`, text: expect.stringContaining(`/admin/quote-requests?open=${lead.id}`) }]);
    expect(await failure(callers.anon.quotes.accept({ token }))).toEqual({ code: 'CONFLICT', message: `This quote was accepted on ${accepted.accepted_at!.slice(0, 10)}` });
    expect((await callers.anon.quotes.byToken({ token })).status).toBe('accepted');
  });

  it("reads 'Accepted' on the buyer's requests and names the accepted quote on the admin's list", async () => {
    const request = await callers.user.quoteRequests.create({ name: 'Lan', email: 'lan@example.com', lines: [bodyWaveLine(productId, 3)] });
    const [first, second] = [await callers.admin.quotes.create(quoteFor(request.id)), await callers.admin.quotes.create(quoteFor(request.id))];
    const buyerView = async () => (await callers.user.quoteRequests.mine()).items.find((item) => item.id === request.id)!;
    const adminCard = async () => (await callers.admin.quoteRequests.list()).items.find((item) => item.id === request.id)!;
    expect(await buyerView()).toMatchObject({ stage: 'quoted', stage_label: 'Quote sent' });
    expect((await adminCard()).accepted_quote).toBeNull();

    await callers.anon.quotes.accept({ token: second.path.slice(3) });
    const mine = await buyerView();
    expect(mine).toMatchObject({ stage: 'quoted', stage_label: 'Accepted' });
    expect(mine.quotes.map((q) => [q.reference, q.status])).toEqual([[first.reference, 'sent'], [second.reference, 'accepted']]);
    expect(await adminCard()).toMatchObject({ stage: 'quoted', accepted_quote: second.reference });
    expect((await callers.admin.quoteRequests.get({ id: request.id })).accepted_quote).toBe(second.reference);
    // Later stages keep their own words.
    await callers.admin.quoteRequests.update({ id: request.id, stage: 'deposit_paid' });
    expect((await buyerView()).stage_label).toBe('Deposit received');
  });

  it('keeps a lead further along where it is', async () => {
    const lead = await newLead();
    const quote = await callers.admin.quotes.create(quoteFor(lead.id));
    await callers.admin.quoteRequests.update({ id: lead.id, stage: 'deposit_paid', follow_up_on: addDays(today(), -2) });
    await callers.anon.quotes.accept({ token: quote.path.slice(3) });
    expect(await callers.admin.quoteRequests.get({ id: lead.id })).toMatchObject({ stage: 'deposit_paid', follow_up_on: addDays(today(), -2) });
  });

  it('refuses an expired quote, and a second quote of a request once one was accepted, with 409', async () => {
    const lead = await newLead();
    const expired = await callers.admin.quotes.create(quoteFor(lead.id));
    await env.deps.db.update(quotes).set({ validUntil: addDays(today(), -1) }).where(eq(quotes.id, expired.id));
    expect(await failure(callers.anon.quotes.accept({ token: expired.path.slice(3) }))).toEqual({ code: 'CONFLICT', message: `This quote expired on ${addDays(today(), -1)}` });
    expect((await callers.anon.quotes.byToken({ token: expired.path.slice(3) })).status).toBe('expired');
    const [q2, q3] = [await callers.admin.quotes.create(quoteFor(lead.id)), await callers.admin.quotes.create(quoteFor(lead.id))];
    // Both at once: one is accepted, the other answers 409.
    const results = await Promise.allSettled([q2, q3].map((q) => callers.anon.quotes.accept({ token: q.path.slice(3) })));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = results[0]!.status === 'fulfilled' ? q2 : q3;
    const loser = winner === q2 ? q3 : q2;
    expect(await failure(callers.anon.quotes.accept({ token: loser.path.slice(3) }))).toEqual({ code: 'CONFLICT', message: `Quote ${winner.reference} of this request was accepted already` });
    const timeline = (await callers.admin.quoteRequests.get({ id: lead.id })).timeline;
    expect(timeline.filter((e) => e.kind === 'quote_accepted')).toHaveLength(1);
  });

  it('renders the quote as a PDF that names the reference, the factory, the buyer, the lines, the totals and the validity', async () => {
    const lead = await newLead();
    const quote = await callers.admin.quotes.create(quoteFor(lead.id, { lines: Array.from({ length: 40 }, (_, i) => ({ description: `Line ${i + 1}: Body Wave Double Drawn, 18"`, quantity: 1, unit: 'kg' as const, unit_price: 430 })) }));
    const pdf = await renderQuotePdf(await callers.anon.quotes.byToken({ token: quote.path.slice(3) }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      `Quotation ${quote.reference}`, `Request: ${lead.reference}`, 'VietSilk Hair', '12 Hàng Bạc, Hà Nội', 'Nguyễn Thị Lan', 'Lan Hair', 'Vietnam',
      'Line 1: Body Wave Double Drawn, 18"', 'Line 40: Body Wave Double Drawn, 18"', '$17,200', '$65.50', '$17,265.50',
      `Valid until: ${quote.valid_until}`, '30% deposit, balance before shipping', 'Ships within 10 days of the deposit.',
      'Bank details', ...BANK_DETAILS.split('\n'),
    ]) {
      expect(text).toContain(expected);
    }
    // Forty lines take a second page.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});
