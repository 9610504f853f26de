import { factoryDate, factoryYear, addDays, formatRequestReference } from '@hair/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, BODY_WAVE_GRID, CLOSURE_GRID, NOT_ADMIN, NOT_AUTHENTICATED, bodyWaveLine, failure, tables, useTestApi } from '../testing';

const { env, callers } = useTestApi();
const { inquiries, quoteRequestCounters, quoteRequestLines, quoteRequests, rateLimits, siteConfig } = tables;
const visitor = (ip = '10.0.0.1') => callers.fromIp(ip);
const year = () => factoryYear(new Date());
const ref = (n: number) => formatRequestReference(year(), n);

let bodyWave: { id: string; slug: string };
let closure: { id: string; slug: string };

beforeAll(async () => {
  bodyWave = await callers.admin.products.create({ published: true, name: 'Body Wave Double Drawn' });
  await callers.admin.prices.replace({ productId: bodyWave.id, ...BODY_WAVE_GRID });
  closure = await callers.admin.products.create({ published: true, name: 'Lace Closure' });
  await callers.admin.prices.replace({ productId: closure.id, ...CLOSURE_GRID });
});

beforeEach(async () => {
  await env.deps.db.delete(quoteRequests);
  await env.deps.db.delete(inquiries);
  await env.deps.db.delete(quoteRequestCounters);
  await env.deps.db.delete(rateLimits);
  await env.deps.db.delete(siteConfig);
  env.mails.length = 0;
});

const buyer = { name: 'Lan Nguyễn', company: 'Lan Hair Co', email: 'lan@example.com', phone: '+84 912 345 678', country: 'Nigeria', shipping: 'dhl' as const, message: 'Need it before May.' };
const request = (lines = [bodyWaveLine(bodyWave?.id ?? '')], extra: Record<string, unknown> = {}) => ({ ...buyer, lines, ...extra });
const countLeads = async () => (await env.deps.db.select({ id: quoteRequests.id }).from(quoteRequests)).length;

describe('quoteRequests.create', () => {
  it('stores the buyer, the lines and their estimate under the year\'s first reference, and answers the request', async () => {
    const created = await visitor().quoteRequests.create(request([bodyWaveLine(bodyWave.id, 4), { ...bodyWaveLine(bodyWave.slug, 1), texture: 'Straight' }, { ...bodyWaveLine(bodyWave.id), length: 16, sample: true, quantity: 1 }]));
    expect(created).toMatchObject({ reference: ref(1), source: 'quote', stage: 'new', stage_label: 'Received', message: 'Need it before May.', quotes: [], estimate_total: 2280, currency: 'USD' });
    expect(created.lines).toEqual([
      expect.objectContaining({ product_id: bodyWave.id, product_name: 'Body Wave Double Drawn', length: 18, texture: 'body-wave', texture_name: 'Body Wave', grade_name: 'Double Drawn', quantity: 4, unit: 'kg', sample: false, estimate: { unit_price: 450, amount: 1800, currency: 'USD' } }),
      expect.objectContaining({ texture: 'straight', quantity: 1, unit: 'kg', estimate: { unit_price: 440, amount: 440, currency: 'USD' } }),
      expect.objectContaining({ length: 16, quantity: 1, unit: 'bundle', sample: true, estimate: { unit_price: 40, amount: 40, currency: 'USD' } }),
    ]);
    // 5 kg in all stay in the first tier; the sample (one bundle) is priced alone.
    const [row] = await env.deps.db.select().from(quoteRequests);
    expect(row).toMatchObject({ reference: ref(1), name: 'Lan Nguyễn', company: 'Lan Hair Co', email: 'lan@example.com', phone: '+84 912 345 678', country: 'NG', shipping: 'dhl', stage: 'new', userId: null, estimateTotal: 2280 });
    expect(await env.deps.db.select({ position: quoteRequestLines.position, quantity: quoteRequestLines.quantity }).from(quoteRequestLines).orderBy(quoteRequestLines.position)).toEqual([
      { position: 0, quantity: 4 }, { position: 1, quantity: 1 }, { position: 2, quantity: 1 },
    ]);
  });

  it('reaches the next tier with the total of a product\'s lines', async () => {
    const created = await visitor().quoteRequests.create(request([bodyWaveLine(bodyWave.id, 6), { ...bodyWaveLine(bodyWave.id, 4), length: 16 }]));
    expect(created.lines.map((l) => l.estimate)).toEqual([
      { unit_price: 405, amount: 2430, currency: 'USD' },
      { unit_price: 360, amount: 1440, currency: 'USD' },
    ]);
    expect(created.estimate_total).toBe(3870);
  });

  it('refuses a line break in a field the sales mail prints on one line, storing and mailing nothing', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    expect(await failure(visitor().quoteRequests.create(request(undefined, { name: 'Ana\r\nBcc: x@evil.example' })))).toEqual({ code: 'BAD_REQUEST', message: 'name: Name must not contain line breaks' });
    expect(await failure(visitor().quoteRequests.create(request(undefined, { company: 'Hair\nBcc: x@evil.example' })))).toEqual({ code: 'BAD_REQUEST', message: 'company: Company must not contain line breaks' });
    expect(await countLeads()).toBe(0);
    expect(env.mails).toEqual([]);
  });

  it('keeps what the buyer typed as plain text, exactly', async () => {
    const message = '<script>alert(1)</script><b onclick="x()">bold</b> =SUM(A1)';
    await visitor().quoteRequests.create(request(undefined, { name: '<img src=x onerror=alert(1)>', message }));
    const [row] = await env.deps.db.select({ name: quoteRequests.name, message: quoteRequests.message }).from(quoteRequests);
    expect(row).toEqual({ name: '<img src=x onerror=alert(1)>', message });
  });

  it('gives 50 requests sent at once 50 consecutive references, without gaps or duplicates', async () => {
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) => visitor(`10.9.${i}.1`).quoteRequests.create(request())));
    expect(created.map((c) => c.reference).sort()).toEqual(Array.from({ length: 50 }, (_, i) => ref(i + 1)));
    expect(await countLeads()).toBe(50);
    expect((await env.deps.db.select().from(quoteRequestCounters))).toEqual([{ year: year(), lastNumber: 50 }]);
  });

  it('numbers contact-form messages in the same sequence, and carries on from the stored counter', async () => {
    await env.deps.db.insert(quoteRequestCounters).values({ year: year(), lastNumber: 41 });
    const first = await visitor('10.0.1.1').quoteRequests.create(request());
    const contact = await visitor('10.0.1.2').inquiries.create({ first_name: 'An', last_name: 'Le', email: 'an@example.com', phone: '0912345678' });
    const third = await visitor('10.0.1.3').quoteRequests.create(request());
    expect([first.reference, contact.reference, third.reference]).toEqual([ref(42), ref(43), ref(44)]);
  });

  it('names each bad line and field, stores nothing and counts nothing toward the limit', async () => {
    const cases: [unknown[], string][] = [
      [[{ ...bodyWaveLine('no-such-product') }], 'lines.0.product_id: Product not found'],
      [[bodyWaveLine(bodyWave.id), { ...bodyWaveLine(bodyWave.id), texture: 'Deep Wave' }], "lines.1.texture: Texture 'deep-wave' is not offered for Body Wave Double Drawn"],
      [[bodyWaveLine(bodyWave.id), bodyWaveLine(bodyWave.id), { ...bodyWaveLine(bodyWave.id), length: 16, texture: 'straight' }], 'lines.1: This product, length, texture and grade is listed twice; lines.2: 16" straight, double drawn is not offered for Body Wave Double Drawn'],
      [[{ ...bodyWaveLine(bodyWave.id), length: 30 }], 'lines.0.length: 30" is not offered for Body Wave Double Drawn'],
      [[bodyWaveLine(bodyWave.id, 0.5)], 'lines.0.quantity: Minimum order for Body Wave Double Drawn is 1 kg'],
      [[{ product_id: closure.slug, length: 14, texture: 'straight', grade: 'swiss-lace', quantity: 4 }], 'lines.0.quantity: Minimum order for Lace Closure is 5 pieces'],
      [[{ product_id: closure.slug, length: 14, texture: 'straight', grade: 'swiss-lace', quantity: 2.5 }], 'lines.0.quantity: Quantity must be a whole number of pieces; lines.0.quantity: Minimum order for Lace Closure is 5 pieces; lines.0.quantity: Minimum per length for Lace Closure is 3 pieces'],
      [[{ ...bodyWaveLine(bodyWave.id), quantity: -1 }], 'lines.0.quantity: Quantity must be a number from 0.01 to 100,000'],
      [[{ ...bodyWaveLine(bodyWave.id), sample: true, quantity: 3 }], 'lines.0.quantity: A sample line holds one bundle'],
      [[], 'lines: Add at least one product'],
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const [lines, message] of cases) {
        expect(await failure(visitor('10.0.2.1').quoteRequests.create(request(lines as never)))).toEqual({ code: 'BAD_REQUEST', message });
      }
    }
    expect(await failure(visitor('10.0.2.1').quoteRequests.create({ ...request(), email: '', phone: null }))).toEqual({ code: 'BAD_REQUEST', message: 'email: Give an e-mail address or a phone number' });
    expect(await failure(visitor('10.0.2.1').quoteRequests.create({ ...request(), name: 'Lan\u0000' }))).toEqual({ code: 'BAD_REQUEST', message: 'name: Text must not contain control characters' });
    expect(await failure(visitor('10.0.2.1').quoteRequests.create({ ...request(), country: 'Atlantis' }))).toEqual({ code: 'BAD_REQUEST', message: 'country: Unknown country: write its name or its two-letter code' });
    expect(await countLeads()).toBe(0);
    expect(await env.deps.db.select().from(quoteRequestCounters)).toEqual([]);
    expect(env.mails).toEqual([]);
    expect(await visitor('10.0.2.1').quoteRequests.create(request())).toMatchObject({ reference: ref(1) });
  });

  it('lets sample lines go below the minimums', async () => {
    const created = await visitor().quoteRequests.create(request([
      { product_id: closure.id, length: 14, texture: 'Straight', grade: 'Swiss Lace', sample: true },
      { product_id: bodyWave.id, length: 18, texture: 'body-wave', grade: 'double-drawn', sample: true },
    ]));
    expect(created.lines.map((l) => [l.quantity, l.unit, l.estimate?.amount])).toEqual([[1, 'piece', 25], [1, 'bundle', 45]]);
  });

  it('answers 429 after 5 requests from one address in 10 minutes, and stores 5 of 20 sent at once', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => visitor('10.0.3.1').quoteRequests.create(request())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await failure(visitor('10.0.3.1').quoteRequests.create(request()))).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many quote requests. Please try again later.' });
    expect(await countLeads()).toBe(5);
    expect(await visitor('10.0.3.2').quoteRequests.create(request())).toMatchObject({ stage: 'new' });
  });

  it('mails sales the buyer and the lines with a link to the lead, and the buyer a confirmation with the reference', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    const message = 'Need it before May.\r\nOpen the lead: http://evil.example/';
    const created = await visitor().quoteRequests.create(request([bodyWaveLine(bodyWave.id, 3)], { message }));
    expect(env.mails.map((m) => [m.to, m.subject])).toEqual([
      ['sales@factory.example', `New quote request ${ref(1)} from Lan Nguyễn (Lan Hair Co)`],
      ['lan@example.com', `We received your request ${ref(1)}`],
    ]);
    const [sales, confirmation] = env.mails as [typeof env.mails[0], typeof env.mails[0]];
    for (const text of [`Reference: ${ref(1)}`, 'Phone / WhatsApp: +84 912 345 678', 'Country: Nigeria', 'Shipping: DHL', '1. Body Wave Double Drawn, 18", Body Wave, Double Drawn: 3 kg (estimate $1,350)']) {
      expect(sales.text).toContain(text);
    }
    // The factory's link first; the buyer's lines after it, each quoted, so none passes for a link of ours.
    expect(sales.text.endsWith(`\nOpen the lead: ${env.deps.config.publicUrl}/admin/quote-requests?open=${created.id}\n\n> Need it before May.\n> Open the lead: http://evil.example/`)).toBe(true);
    const [row] = await env.deps.db.select({ message: quoteRequests.message }).from(quoteRequests);
    expect(row?.message).toBe(message);
    expect(confirmation.text).toContain(`Your reference is ${ref(1)}`);
    expect(confirmation.text).toContain('1. Body Wave Double Drawn, 18", Body Wave, Double Drawn: 3 kg (estimate $1,350)');
    expect(confirmation.text).toContain('Estimate: $1,350. Estimate from our price list. Sales confirm the final price in a quote.');
  });

  it('keeps the request when a mail fails, and sends the buyer nothing without an e-mail address', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    const mailer = env.deps.mailer;
    env.deps.mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    try {
      expect(await visitor().quoteRequests.create(request())).toMatchObject({ reference: ref(1) });
    } finally {
      env.deps.mailer = mailer;
    }
    await visitor().quoteRequests.create({ ...request(), email: null });
    expect(env.mails.map((m) => m.to)).toEqual(['sales@factory.example']);
    expect(await countLeads()).toBe(2);
  });

  it("keeps a signed-in buyer's account on the request and takes the sent lines off their quote list", async () => {
    const sent = bodyWaveLine(bodyWave.id, 2);
    const kept = { ...bodyWaveLine(bodyWave.id, 1), length: 16 };
    await callers.user.quoteList.replace({ lines: [sent, kept] });
    const created = await callers.user.quoteRequests.create(request([sent]));
    const [row] = await env.deps.db.select({ userId: quoteRequests.userId }).from(quoteRequests).where(eq(quoteRequests.id, created.id));
    expect(row?.userId).toBe(callers.plainUser.id);
    expect((await callers.user.quoteList.get()).items).toEqual([{ ...kept, sample: false }]);
  });
});

describe('quoteRequests.preview', () => {
  it('resolves lines and names their problems without storing anything', async () => {
    const preview = await visitor().quoteRequests.preview({ lines: [bodyWaveLine(bodyWave.slug, 0.5), { ...bodyWaveLine(bodyWave.id), grade: 'single' }] });
    expect(preview.lines[0]).toMatchObject({ product_id: bodyWave.id, unit: 'kg', estimate: { unit_price: 450, amount: 225 } });
    expect(preview.lines[1]).toBeNull();
    expect(preview.problems).toEqual([
      { field: 'lines.0.quantity', message: 'Minimum order for Body Wave Double Drawn is 1 kg' },
      { field: 'lines.1.grade', message: "Grade 'single' is not offered for Body Wave Double Drawn" },
    ]);
    expect(preview).toMatchObject({ estimate_total: 225, currency: 'USD' });
    expect(await countLeads()).toBe(0);
  });
});

/** Leads to list: created through the form, then given their dates. */
async function seedLeads() {
  const make = async (ip: string, fields: Record<string, unknown>, createdAt: Date) => {
    const created = await visitor(ip).quoteRequests.create(request(undefined, fields));
    await env.deps.db.update(quoteRequests).set({ createdAt }).where(eq(quoteRequests.id, created.id));
    return created.id;
  };
  const a = await make('10.4.0.1', { name: 'Ada Obi', email: 'ada@lagos.example', phone: '+234 803 111 2222', country: 'NG' }, new Date('2025-01-01T00:00:00Z'));
  const b = await make('10.4.0.2', { name: 'Bea Smith', company: 'Curl Studio', email: 'bea@atl.example', phone: null, country: 'United States' }, new Date('2025-01-02T00:00:00Z'));
  const c = await make('10.4.0.3', { name: 'Chi Tran', email: null, phone: '0912 000 333', country: 'VN' }, new Date('2025-01-03T00:00:00Z'));
  return [a, b, c] as const;
}

describe('the pipeline (admin)', () => {
  it('lists leads newest first with their summary, and pages and sorts them', async () => {
    const [a, b, c] = await seedLeads();
    const page = await callers.admin.quoteRequests.list();
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([c, b, a]);
    expect(page.items[1]).toEqual({
      id: b, reference: ref(2), source: 'quote', stage: 'new', name: 'Bea Smith', company: 'Curl Studio', email: 'bea@atl.example', phone: null,
      country: 'US', country_name: 'United States', shipping: 'dhl', assignee: null, follow_up_on: null, line_count: 1, quote_count: 0,
      accepted_quote: null, estimate_total: 900, currency: 'USD', created_at: '2025-01-02T00:00:00.000Z', updated_at: expect.any(String),
    });
    expect((await callers.admin.quoteRequests.list({ sort: 'oldest', limit: 2 })).items.map((i) => i.id)).toEqual([a, b]);
    expect(await callers.admin.quoteRequests.list({ sort: 'oldest', limit: 2, offset: 2 })).toMatchObject({ total: 3, items: [{ id: c }] });
  });

  it('filters by stage, source, country, assignee and follow-up dates, and searches reference, name, company, e-mail and phone', async () => {
    const [a, b, c] = await seedLeads();
    await callers.admin.quoteRequests.update({ id: a, stage: 'contacted', assignee_id: callers.adminUser.id, follow_up_on: '2025-02-01' });
    await callers.admin.quoteRequests.update({ id: b, follow_up_on: '2025-02-10' });
    await visitor('10.4.0.9').inquiries.create({ first_name: 'Dan', last_name: 'Contact', email: 'dan@example.com', phone: '0900000000' });
    const ids = async (query: Record<string, unknown>) => (await callers.admin.quoteRequests.list(query)).items.map((i) => i.name);
    expect(await ids({ stage: 'contacted' })).toEqual(['Ada Obi']);
    expect(await ids({ source: 'contact' })).toEqual(['Dan Contact']);
    expect(await ids({ country: 'vietnam' })).toEqual(['Chi Tran']);
    expect(await ids({ assignee: callers.adminUser.id })).toEqual(['Ada Obi']);
    expect(await ids({ assignee: 'none', source: 'quote' })).toEqual(['Chi Tran', 'Bea Smith']);
    expect(await ids({ follow_up_from: '2025-02-01', follow_up_to: '2025-02-09' })).toEqual(['Ada Obi']);
    expect(await ids({ follow_up_from: '2025-02-02' })).toEqual(['Bea Smith']);
    expect(await ids({ sort: 'follow_up', source: 'quote' })).toEqual(['Ada Obi', 'Bea Smith', 'Chi Tran']);
    expect(await ids({ q: ref(3) })).toEqual(['Chi Tran']);
    expect(await ids({ q: `inq-${year()}-2` })).toEqual(['Bea Smith']);
    expect(await ids({ q: 'curl' })).toEqual(['Bea Smith']);
    expect(await ids({ q: 'LAGOS' })).toEqual(['Ada Obi']);
    expect(await ids({ q: '0912000' })).toEqual(['Chi Tran']);
    expect(await ids({ q: 'tran chi' })).toEqual(['Chi Tran']);
    expect(await ids({ q: '100%' })).toEqual([]);
    expect(c).toBeTruthy();
  });

  it('names bad filters', async () => {
    expect(await failure(callers.admin.quoteRequests.list({ stage: 'paid' } as never))).toEqual({ code: 'BAD_REQUEST', message: 'stage: stage must be one of new, contacted, quoted, sample_sent, deposit_paid, shipped, won, lost' });
    expect(await failure(callers.admin.quoteRequests.list({ follow_up_from: '2025-13-01' }))).toEqual({ code: 'BAD_REQUEST', message: 'follow_up_from: Date must be YYYY-MM-DD' });
    expect(await failure(callers.admin.quoteRequests.list({ limit: 0 }))).toEqual({ code: 'BAD_REQUEST', message: 'limit: limit must be a whole number from 1 to 100' });
  });

  it('records stage changes, assignments and notes on the timeline with their author', async () => {
    const [id] = await seedLeads();
    const otherAdmin = await createUserWithToken(env.deps, 'admin');
    await callers.admin.quoteRequests.update({ id, stage: 'contacted', assignee_id: otherAdmin.id, follow_up_on: '2025-03-01' });
    await callers.admin.quoteRequests.addNote({ id, body: '  Called on WhatsApp, wants 613 blonde. ' });
    const lead = await callers.admin.quoteRequests.update({ id, stage: 'lost', lost_reason: 'Price too high', assignee_id: null });
    expect(lead).toMatchObject({ stage: 'lost', lost_reason: 'Price too high', assignee: null, follow_up_on: '2025-03-01' });
    expect(lead.timeline.map((e) => [e.kind, e.author_email, e.previous_stage, e.stage, e.lost_reason, e.assignee?.email ?? null, e.body])).toEqual([
      ['stage', callers.adminUser.email, 'new', 'contacted', null, null, null],
      ['assignment', callers.adminUser.email, null, null, null, otherAdmin.email, null],
      ['note', callers.adminUser.email, null, null, null, null, 'Called on WhatsApp, wants 613 blonde.'],
      ['stage', callers.adminUser.email, 'contacted', 'lost', 'Price too high', null, null],
      ['assignment', callers.adminUser.email, null, null, null, null, null],
    ]);
    // The same values again change nothing and record nothing.
    expect((await callers.admin.quoteRequests.update({ id, stage: 'lost', lost_reason: 'Price too high' })).timeline).toHaveLength(5);
    const reopened = await callers.admin.quoteRequests.update({ id, stage: 'contacted' });
    expect(reopened).toMatchObject({ stage: 'contacted', lost_reason: null });
  });

  it('refuses bad changes with 400 naming the field, an unknown lead with 404, and changes nothing', async () => {
    const [id] = await seedLeads();
    const cases: [Record<string, unknown>, string][] = [
      [{ id, stage: 'lost' }, 'lost_reason: Say why the lead was lost'],
      [{ id, stage: 'won', lost_reason: 'x' }, 'lost_reason: A reason goes with the stage lost only'],
      [{ id }, 'stage: Give a stage, an assignee or a follow-up date to change'],
      [{ id, assignee_id: callers.plainUser.id }, 'assignee_id: Not an admin account'],
      [{ id, follow_up_on: '2025-02-30' }, 'follow_up_on: Date must be YYYY-MM-DD'],
      [{ id, stage: 'lost', lost_reason: 'x'.repeat(501) }, 'lost_reason: Lost reason must be at most 500 characters'],
    ];
    for (const [input, message] of cases) expect(await failure(callers.admin.quoteRequests.update(input as never))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await failure(callers.admin.quoteRequests.update({ id: 'nope', stage: 'won' }))).toEqual({ code: 'NOT_FOUND', message: 'Quote request not found' });
    expect(await failure(callers.admin.quoteRequests.get({ id: 'nope' }))).toEqual({ code: 'NOT_FOUND', message: 'Quote request not found' });
    expect(await failure(callers.admin.quoteRequests.addNote({ id: 'nope', body: 'Hi' }))).toEqual({ code: 'NOT_FOUND', message: 'Quote request not found' });
    expect(await failure(callers.admin.quoteRequests.addNote({ id, body: '<br>' }))).toEqual({ code: 'BAD_REQUEST', message: 'body: Note is required' });
    expect(await callers.admin.quoteRequests.get({ id })).toMatchObject({ stage: 'new', assignee: null, follow_up_on: null, timeline: [] });
  });

  it('is for admins only; a buyer reads only their own requests', async () => {
    const [id] = await seedLeads();
    const mine = await callers.user.quoteRequests.create(request());
    for (const caller of [callers.anon, callers.user]) {
      const expected = caller === callers.anon ? NOT_AUTHENTICATED : NOT_ADMIN;
      expect(await failure(caller.quoteRequests.list())).toEqual(expected);
      expect(await failure(caller.quoteRequests.get({ id: mine.id }))).toEqual(expected);
      expect(await failure(caller.quoteRequests.update({ id, stage: 'won' }))).toEqual(expected);
      expect(await failure(caller.quoteRequests.addNote({ id, body: 'x' }))).toEqual(expected);
      expect(await failure(caller.quoteRequests.exportCsv())).toEqual(expected);
      expect(await failure(caller.quoteRequests.dashboard())).toEqual(expected);
      expect(await failure(caller.quoteRequests.assignees())).toEqual(expected);
    }
    expect(await failure(callers.anon.quoteRequests.mine())).toEqual(NOT_AUTHENTICATED);
    const own = await callers.user.quoteRequests.mine();
    expect(own).toMatchObject({ total: 1, items: [{ id: mine.id, reference: mine.reference, stage: 'new', stage_label: 'Received', quotes: [] }] });
    const other = await createUserWithToken(env.deps, 'user');
    expect(await (await callers.asToken(other.token)).quoteRequests.mine()).toEqual({ items: [], total: 0 });
    expect((await callers.admin.quoteRequests.get({ id })).stage).toBe('new');
  });
});

describe('the dashboard', () => {
  it('counts leads per stage, open follow-ups due today or overdue, and requests this week and last week', async () => {
    const [a, b, c] = await seedLeads();
    const today = factoryDate(new Date());
    await callers.admin.quoteRequests.update({ id: a, stage: 'contacted', follow_up_on: addDays(today, -3) });
    await callers.admin.quoteRequests.update({ id: b, follow_up_on: today });
    await callers.admin.quoteRequests.update({ id: c, stage: 'won', follow_up_on: addDays(today, -1) });
    const now = Date.now();
    await env.deps.db.update(quoteRequests).set({ createdAt: new Date(now) }).where(eq(quoteRequests.id, a));
    await env.deps.db.update(quoteRequests).set({ createdAt: new Date(now - 8 * 24 * 3600 * 1000) }).where(eq(quoteRequests.id, b));
    const figures = await callers.admin.quoteRequests.dashboard();
    expect(figures.today).toBe(today);
    expect(figures.stages).toEqual({ new: 1, contacted: 1, quoted: 0, sample_sent: 0, deposit_paid: 0, shipped: 0, won: 1, lost: 0 });
    expect(figures.follow_ups).toMatchObject({ today: 1, overdue: 1, due: [{ id: a }, { id: b }] });
    expect(figures.requests.this_week).toBe(1);
    // Eight days ago is last week, or the one before when today is Sunday.
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    expect(figures.requests.last_week).toBe(weekday === 6 ? 0 : 1);
    expect(figures.requests.week_start).toBe(addDays(today, -weekday));
  });
});

describe('the CSV export', () => {
  it('writes one row per line and one for a lead without lines, with formulas kept as text', async () => {
    await visitor('10.5.0.1').quoteRequests.create(request([bodyWaveLine(bodyWave.id, 2), { ...bodyWaveLine(bodyWave.id), length: 16, sample: true, quantity: 1 }], { name: '=HYPERLINK("http://evil.example","x")', message: 'Line one\nline two, "quoted"' }));
    await visitor('10.5.0.2').inquiries.create({ first_name: 'An', last_name: 'Le', email: 'an@example.com', phone: '0912345678', message: '@SUM(A1)' });
    const { file_name, csv } = await callers.admin.quoteRequests.exportCsv({ sort: 'oldest' });
    expect(file_name).toBe(`quote-requests-${factoryDate(new Date())}.csv`);
    expect(csv.startsWith('\uFEFFReference,Created (UTC),Source,Stage,Lost reason,Name,Company,E-mail,Phone,Country,Shipping,Assignee,Follow-up,Message,Line,Product,Length (in),Texture,Grade,Quantity,Unit,Sample,Estimate unit price,Estimate amount,Currency\r\n')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toHaveLength(5); // header, two lines, the contact message, and the final CRLF
    expect(rows[1]).toMatch(new RegExp(`^${ref(1)},[^,]+,quote,New,,"'=HYPERLINK\\(""http://evil.example"",""x""\\)",Lan Hair Co,lan@example.com,'\\+84 912 345 678,Nigeria,DHL,,,"Line one\nline two, ""quoted""",1,Body Wave Double Drawn,18,Body Wave,Double Drawn,2,kg,no,450,900,USD$`));
    expect(rows[2]).toMatch(/,2,Body Wave Double Drawn,16,Body Wave,Double Drawn,1,bundle,yes,40,40,USD$/);
    expect(rows[3]).toMatch(new RegExp(`^${ref(2)},[^,]+,contact,New,,An Le,,an@example.com,0912345678,,,,,'@SUM\\(A1\\),,,,,,,,,,,$`));
    expect(rows[4]).toBe('');
    expect((await callers.admin.quoteRequests.exportCsv({ source: 'contact' })).csv.split('\r\n')).toHaveLength(3);
  });

  it('keeps a formula after a semicolon, a comma or a tab as text', async () => {
    await visitor('10.5.0.3').quoteRequests.create(request([bodyWaveLine(bodyWave.id, 2)], { company: 'Lan;=HYPERLINK("http://evil.example")', message: 'Call me,+84 912\tor @home' }));
    const rows = (await callers.admin.quoteRequests.exportCsv({})).csv.split('\r\n');
    expect(rows[1]).toContain(`,"'Lan;'=HYPERLINK(""http://evil.example"")",`);
    expect(rows[1]).toContain(`,"'Call me,'+84 912\tor @home",`);
  });
});

describe('the contact form as a lead', () => {
  it('files each contact message as a lead without lines, answers its reference and confirms it to the buyer', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    const created = await callers.user.inquiries.create({ first_name: 'Mai', last_name: 'Tran', email: 'mai@example.com', phone: '+84 90 123 4567', message: 'Price list please' });
    expect(created).toEqual({ id: expect.any(String), status: 'new', reference: ref(1) });
    const { items } = await callers.admin.quoteRequests.list({ source: 'contact' });
    expect(items).toMatchObject([{ reference: ref(1), source: 'contact', name: 'Mai Tran', email: 'mai@example.com', phone: '+84 90 123 4567', line_count: 0, estimate_total: null }]);
    const lead = await callers.admin.quoteRequests.get({ id: items[0]!.id });
    expect(lead).toMatchObject({ inquiry_id: created.id, message: 'Price list please', user: { id: callers.plainUser.id }, lines: [] });
    expect((await callers.admin.inquiries.get({ id: created.id })).reference).toBe(ref(1));
    expect(env.mails.map((m) => [m.to, m.subject])).toEqual([['sales@factory.example', 'New inquiry from Mai Tran'], ['mai@example.com', `We received your request ${ref(1)}`]]);
    expect(env.mails[0]!.text).toContain(`Reference: ${ref(1)}`);
    expect(env.mails[1]!.text).not.toContain('You asked for');
  });
});

it('removes a deleted product from the lines but keeps its name', async () => {
  const product = await callers.admin.products.create({ published: true, name: 'Soon Gone Wave' });
  await callers.admin.prices.replace({ productId: product.id, ...BODY_WAVE_GRID });
  const created = await visitor('10.6.0.1').quoteRequests.create(request([bodyWaveLine(product.id)]));
  await callers.admin.products.delete({ id: product.id });
  const lead = await callers.admin.quoteRequests.get({ id: created.id });
  expect(lead.lines[0]).toMatchObject({ product_id: null, product_slug: null, product_name: 'Soon Gone Wave', estimate: { amount: 900 } });
});
