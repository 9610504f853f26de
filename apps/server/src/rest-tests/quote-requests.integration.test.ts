// The quote request routes over HTTP: the public form and its limits, the admin's
// pipeline and export, and the signed-in buyer's list and requests.
import { factoryYear, formatRequestReference, type BuyerRequest, type Lead, type LeadSummary, type QuoteList } from '@hair/domain';
import { BODY_WAVE_GRID, bodyWaveLine } from '@hair/api/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';
import { trpcBatch } from '../testing/http-client';

// Behind a trusted proxy, so that tests can send from many client addresses.
const t = useTestServer({ trustProxy: 1 });
const tokens = useTokens(t);
const from = (address: string) => ({ 'x-forwarded-for': address });
const ref = (n: number) => formatRequestReference(factoryYear(new Date()), n);

let productId: string;
beforeAll(async () => {
  productId = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Body Wave Double Drawn' } })).body.id;
  expect((await t.json('PUT', `/api/products/${productId}/prices`, { token: tokens.admin, body: BODY_WAVE_GRID })).status).toBe(200);
});
beforeEach(async () => {
  await t.deps.db.execute(sql`delete from rate_limits`);
  await t.deps.db.execute(sql`delete from quote_requests`);
  await t.deps.db.execute(sql`delete from quote_request_counters`);
});

const request = (fields: Record<string, unknown> = {}) => ({ name: 'Ada Obi', email: 'ada@example.com', phone: '+234 803 111 2222', country: 'NG', lines: [bodyWaveLine(productId, 2)], ...fields });
const send = (body: unknown, headers: Record<string, string> = {}) => t.json<BuyerRequest & { error?: string }>('POST', '/api/quote-requests', { body, headers });
const rows = async (table: string) => Number(((await t.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('POST /api/quote-requests', () => {
  it('answers 201 with the reference, the lines and the estimate, without a token', async () => {
    const res = await send(request());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reference: ref(1), stage: 'new', stage_label: 'Received', estimate_total: 900, currency: 'USD', lines: [{ product_id: productId, quantity: 2, unit: 'kg', estimate: { unit_price: 450, amount: 900 } }] });
  });

  it('numbers 50 requests sent at once from 50 addresses 1 to 50', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => send(request(), from(`198.51.100.${i + 1}`))));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(answers.map((a) => a.body.reference).sort()).toEqual(Array.from({ length: 50 }, (_, i) => ref(i + 1)));
  });

  it('answers 400 naming the line and field, and stores nothing', async () => {
    expect(await send(request({ lines: [bodyWaveLine(productId), { ...bodyWaveLine(productId), texture: 'kinky' }] }))).toMatchObject({
      status: 400,
      body: { error: "lines.1.texture: Texture 'kinky' is not offered for Body Wave Double Drawn", details: [{ field: 'lines.1.texture', message: "Texture 'kinky' is not offered for Body Wave Double Drawn" }] },
    });
    expect(await send(request({ lines: [bodyWaveLine(productId, 0.25)] }))).toMatchObject({ status: 400, body: { error: 'lines.0.quantity: Minimum order for Body Wave Double Drawn is 1 kg' } });
    expect(await send(request({ email: null, phone: '' }))).toMatchObject({ status: 400, body: { error: 'email: Give an e-mail address or a phone number' } });
    expect(await send(undefined)).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^name: Name is required/) } });
    expect(await send([request()])).toMatchObject({ status: 400, body: { error: 'Request body must be a JSON object' } });
    expect((await t.request('POST', '/api/quote-requests', { rawBody: 'name=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect(await rows('quote_requests')).toBe(0);
  });

  it('stores 5 of 20 sent at once from one address and answers the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.request('POST', '/api/quote-requests', { body: request(), headers: from('203.0.113.5') })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(15);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(await refused[0]!.json()).toEqual({ error: 'Too many quote requests. Please try again later.' });
    expect(await rows('quote_requests')).toBe(5);
  });

  it('counts each call of a tRPC batch: 5 of 10 are stored', async () => {
    const { statuses, headers } = await trpcBatch(t, 'quoteRequests.create', Array.from({ length: 10 }, () => request()), from('203.0.113.6'));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows('quote_requests')).toBe(5);
  });
});

describe('GET /api/trpc/quotes.byToken in batches', () => {
  it('counts each guess of four batches sent at once: 30 unknown links answer 404, the other 10 are refused 429', async () => {
    const guesses = (first: number) => Array.from({ length: 10 }, (_, i) => ({ token: String(first + i).padStart(43, 'b') }));
    const answers = await Promise.all([0, 10, 20, 30].map((first) => trpcBatch(t, 'quotes.byToken', guesses(first), from('203.0.113.7'), 'GET')));
    const statuses = answers.flatMap((answer) => answer.statuses);
    expect(statuses.filter((s) => s === 404)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('POST /api/quote-requests/preview', () => {
  it('resolves the lines and names their problems, storing nothing', async () => {
    const res = await t.json<{ problems: unknown[]; estimate_total: number }>('POST', '/api/quote-requests/preview', { body: { lines: [bodyWaveLine(productId, 0.5)] } });
    expect(res).toMatchObject({ status: 200, body: { estimate_total: 225, problems: [{ field: 'lines.0.quantity', message: 'Minimum order for Body Wave Double Drawn is 1 kg' }] } });
    expect(await rows('quote_requests')).toBe(0);
  });
});

describe('the pipeline routes (admin)', () => {
  it('lists with filters and paging, shows, changes and annotates a lead', async () => {
    const first = (await send(request(), from('192.0.2.1'))).body;
    const second = (await send(request({ name: 'Bea Smith', country: 'us' }), from('192.0.2.2'))).body;
    const page = await t.json<{ items: LeadSummary[]; total: number }>('GET', '/api/quote-requests?country=United%20States&limit=10', { token: tokens.admin });
    expect(page).toMatchObject({ status: 200, body: { total: 1, items: [{ id: second.id, country_name: 'United States' }] } });
    expect((await t.json<{ items: LeadSummary[] }>('GET', '/api/quote-requests?sort=oldest', { token: tokens.admin })).body.items.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(await t.json('GET', '/api/quote-requests?sort=random', { token: tokens.admin })).toMatchObject({ status: 400, body: { error: 'sort: sort must be one of newest, oldest, follow_up' } });

    const changed = await t.json<Lead>('PATCH', `/api/quote-requests/${first.id}`, { token: tokens.admin, body: { stage: 'sample_sent', follow_up_on: '2030-01-15' } });
    expect(changed).toMatchObject({ status: 200, body: { stage: 'sample_sent', follow_up_on: '2030-01-15', timeline: [{ kind: 'stage', previous_stage: 'new', stage: 'sample_sent' }] } });
    expect(await t.json('PATCH', `/api/quote-requests/${first.id}`, { token: tokens.admin, body: { stage: 'lost' } })).toMatchObject({ status: 400, body: { error: 'lost_reason: Say why the lead was lost' } });
    const note = await t.json('POST', `/api/quote-requests/${first.id}/notes`, { token: tokens.admin, body: { body: 'Sample shipped by DHL' } });
    expect(note).toMatchObject({ status: 201, body: { kind: 'note', body: 'Sample shipped by DHL', author_email: expect.stringContaining('@') } });
    const lead = await t.json<Lead>('GET', `/api/quote-requests/${first.id}`, { token: tokens.admin });
    expect(lead.body.timeline.map((e) => e.kind)).toEqual(['stage', 'note']);
    expect(await t.json('GET', '/api/quote-requests/nope', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Quote request not found' } });
    expect(await t.json('PATCH', '/api/quote-requests/nope', { token: tokens.admin, body: { stage: 'won' } })).toMatchObject({ status: 404 });
  });

  it('exports CSV, and answers the dashboard and the assignees', async () => {
    await send(request({ name: '=cmd|" /C calc"!A0' }), from('192.0.2.3'));
    const res = await t.request('GET', '/api/quote-requests.csv?stage=new', { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="quote-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]!.split(',')).toHaveLength(25);
    expect(lines[1]).toContain(`${ref(1)},`);
    expect(lines[1]).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(await t.json('GET', '/api/quote-requests/dashboard', { token: tokens.admin })).toMatchObject({ status: 200, body: { stages: { new: 1 }, requests: { this_week: 1 } } });
    expect(await t.json('GET', '/api/quote-requests/assignees', { token: tokens.admin })).toMatchObject({ status: 200, body: expect.arrayContaining([expect.objectContaining({ email: expect.any(String) })]) });
  });

  it('refuses visitors (401) and buyers (403) on every admin route', async () => {
    const { id } = (await send(request(), from('192.0.2.4'))).body;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/quote-requests'],
      ['GET', '/api/quote-requests.csv'],
      ['GET', '/api/quote-requests/dashboard'],
      ['GET', '/api/quote-requests/assignees'],
      ['GET', `/api/quote-requests/${id}`],
      ['PATCH', `/api/quote-requests/${id}`, { stage: 'won' }],
      ['POST', `/api/quote-requests/${id}/notes`, { body: 'x' }],
      ['GET', `/api/quote-requests/${id}/quote-draft`],
      ['POST', `/api/quote-requests/${id}/quotes`, {}],
    ];
    for (const [method, route, body] of routes) {
      expect(await t.json(method, route, { body })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
      expect(await t.json(method, route, { body, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    }
    expect((await t.json<Lead>('GET', `/api/quote-requests/${id}`, { token: tokens.admin })).body).toMatchObject({ stage: 'new', timeline: [], quotes: [] });
  });
});

describe("the buyer's routes", () => {
  it("keep a signed-in buyer's quote list and merge the browser's into it", async () => {
    expect(await t.json('GET', '/api/me/quote-list')).toMatchObject({ status: 401 });
    const put = await t.json<QuoteList>('PUT', '/api/me/quote-list', { token: tokens.user, body: { lines: [bodyWaveLine(productId, 3)] } });
    expect(put).toMatchObject({ status: 200, body: { items: [{ product_id: productId, quantity: 3 }], estimate_total: 1350 } });
    expect(await t.json('PUT', '/api/me/quote-list', { token: tokens.user, body: { lines: [{ ...bodyWaveLine(productId), length: 99 }] } })).toMatchObject({
      status: 400, body: { error: 'lines.0.length: length must be a whole number of inches from 4 to 60' },
    });
    const merged = await t.json<QuoteList & { dropped: unknown[] }>('POST', '/api/me/quote-list/merge', { token: tokens.user, body: { lines: [bodyWaveLine(productId, 5), bodyWaveLine('no-such-product', 1)] } });
    expect(merged).toMatchObject({ status: 200, body: { items: [{ quantity: 5 }], dropped: [{ product_id: 'no-such-product' }] } });
    expect((await t.json<QuoteList>('GET', '/api/me/quote-list', { token: tokens.user })).body.items).toEqual([{ product_id: productId, length: 18, texture: 'body-wave', grade: 'double-drawn', quantity: 5, sample: false }]);
  });

  it("list a buyer's own requests only", async () => {
    expect(await t.json('GET', '/api/me/quote-requests')).toMatchObject({ status: 401 });
    const mine = (await t.json<BuyerRequest>('POST', '/api/quote-requests', { token: tokens.user, body: request(), headers: from('192.0.2.5') })).body;
    await send(request(), from('192.0.2.6'));
    const list = await t.json<{ items: BuyerRequest[]; total: number }>('GET', '/api/me/quote-requests?limit=5', { token: tokens.user });
    expect(list).toMatchObject({ status: 200, body: { total: 1, items: [{ id: mine.id, reference: mine.reference, stage_label: 'Received' }] } });
    expect((await t.json<{ total: number }>('GET', '/api/me/quote-requests', { token: tokens.admin })).body.total).toBe(0);
  });
});
