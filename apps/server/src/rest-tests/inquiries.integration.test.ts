import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

interface Inquiry {
  id: string;
  first_name: string;
  status: 'new' | 'read' | 'replied' | 'archived';
  read_at: string | null;
  created_at: string;
  product: { id: string; slug: string; name: string } | null;
}
interface Inbox {
  items: Inquiry[];
  counts: { new: number; read: number; replied: number; archived: number };
}
interface Note {
  id: string;
  body: string;
  author_email: string | null;
  created_at: string;
}

const t = useTestServer();
const tokens = useTokens(t);
// Every request comes from 127.0.0.1: reset the message counter between tests.
beforeEach(async () => {
  await t.deps.db.execute(sql`delete from rate_limits`);
  await t.deps.db.execute(sql`delete from inquiries`);
});

const valid = { firstName: 'Mai', lastName: 'Tran', email: 'mai@example.com', phone: '+84 90 123 4567', productInterest: 'bulk-hair', message: 'Price list please' };

async function send(body: Record<string, unknown> = valid) {
  return t.json<{ id: string; status: string }>('POST', '/api/inquiries', { body });
}

describe('POST /api/inquiries', () => {
  it('answers 201 { id, status } without a token', async () => {
    const res = await send();
    expect(res).toMatchObject({ status: 201, body: { id: expect.any(String), status: 'new' } });
    const inbox = await t.json<Inbox>('GET', '/api/inquiries', { token: tokens.admin });
    expect(inbox.body.items[0]).toMatchObject({ id: res.body.id, first_name: 'Mai', last_name: 'Tran', phone: '+84 90 123 4567', product_interest: 'bulk-hair', message: 'Price list please' });
  });

  it('answers 400 naming the field', async () => {
    expect(await send({ ...valid, email: 'nope' })).toMatchObject({ status: 400, body: { error: 'email: Invalid email address' } });
    expect(await send({ ...valid, firstName: '' })).toMatchObject({ status: 400, body: { error: 'first_name: First name is required' } });
    expect(await send({ ...valid, phone: undefined })).toMatchObject({ status: 400, body: { error: 'phone: Phone number is required' } });
  });

  it('answers 429 after 5 messages in 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
    expect(await send()).toMatchObject({ status: 429, body: { error: 'Too many messages. Please try again later.' } });
  });
});

describe('the inbox routes (admin)', () => {
  it('lists with counts and filters by status', async () => {
    const { body: first } = await send();
    await t.deps.db.execute(sql`update inquiries set created_at = now() - interval '1 hour' where id = ${first.id}`);
    const { body: second } = await send({ ...valid, firstName: 'Hoa' });
    await t.json('POST', `/api/inquiries/${first.id}/archive`, { token: tokens.admin });

    const all = await t.json<Inbox>('GET', '/api/inquiries', { token: tokens.admin });
    expect(all.status).toBe(200);
    expect(all.body.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(all.body.counts).toEqual({ new: 1, read: 0, replied: 0, archived: 1 });
    const fresh = await t.json<Inbox>('GET', '/api/inquiries?status=new', { token: tokens.admin });
    expect(fresh.body.items.map((i) => i.id)).toEqual([second.id]);
    expect(await t.json('GET', '/api/inquiries?status=spam', { token: tokens.admin })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^status: /) } });
  });

  it('marks read, archives and sets any status with PATCH', async () => {
    const { body } = await send();
    const read = await t.json<Inquiry>('POST', `/api/inquiries/${body.id}/read`, { token: tokens.admin });
    expect(read).toMatchObject({ status: 200, body: { id: body.id, status: 'read', read_at: expect.any(String) } });
    expect(await t.json('GET', '/api/inquiries/unread-count', { token: tokens.admin })).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await t.json('POST', `/api/inquiries/${body.id}/archive`, { token: tokens.admin })).toMatchObject({ status: 200, body: { status: 'archived' } });
    expect(await t.json('PATCH', `/api/inquiries/${body.id}`, { body: { status: 'new' }, token: tokens.admin })).toMatchObject({ status: 200, body: { status: 'new', read_at: null } });
    expect(await t.json('GET', '/api/inquiries/unread-count', { token: tokens.admin })).toMatchObject({ body: { count: 1 } });
  });

  it('answers 404 for an unknown inquiry and 400 for a bad status', async () => {
    const { body } = await send();
    expect(await t.json('POST', '/api/inquiries/unknown/read', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Inquiry not found' } });
    expect(await t.json('PATCH', '/api/inquiries/unknown', { body: { status: 'read' }, token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Inquiry not found' } });
    expect(await t.json('PATCH', `/api/inquiries/${body.id}`, { body: { status: 'gone' }, token: tokens.admin })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^status: /) } });
    expect(await t.json('PATCH', `/api/inquiries/${body.id}`, { body: {}, token: tokens.admin })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^status: /) } });
  });

  it('is for admins only', async () => {
    const { body } = await send();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/inquiries'],
      ['GET', '/api/inquiries/unread-count'],
      ['POST', `/api/inquiries/${body.id}/read`],
      ['POST', `/api/inquiries/${body.id}/archive`],
      ['PATCH', `/api/inquiries/${body.id}`, { status: 'read' }],
      ['GET', `/api/inquiries/${body.id}`],
      ['GET', `/api/inquiries/${body.id}/notes`],
      ['POST', `/api/inquiries/${body.id}/notes`, { body: 'Sneaky note' }],
    ];
    for (const [method, route, payload] of routes) {
      expect(await t.json(method, route, { body: payload })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
      expect(await t.json(method, route, { body: payload, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    }
    expect((await t.json<Inbox>('GET', '/api/inquiries', { token: tokens.admin })).body.items[0]?.status).toBe('new');
    expect((await t.json<Note[]>('GET', `/api/inquiries/${body.id}/notes`, { token: tokens.admin })).body).toEqual([]);
  });
});

describe('one inquiry: product, Replied and notes', () => {
  it('stores the product the inquiry names and answers it with GET /api/inquiries/{id}', async () => {
    const product = (await t.json<{ id: string; slug: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Kinky Curly 20"' } })).body;
    const { body } = await send({ ...valid, product_id: product.slug });
    expect(await t.json('GET', `/api/inquiries/${body.id}`, { token: tokens.admin })).toMatchObject({
      status: 200,
      body: { id: body.id, status: 'new', product: { id: product.id, slug: product.slug, name: 'Kinky Curly 20"' } },
    });
    expect(await send({ ...valid, product_id: 'nothing-like-it' })).toMatchObject({ status: 400, body: { error: 'product_id: Product not found' } });
    expect(await t.json('GET', '/api/inquiries/unknown', { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Inquiry not found' } });
  });

  it('sets Replied with PATCH and lists it under ?status=replied', async () => {
    const { body } = await send();
    expect(await t.json('PATCH', `/api/inquiries/${body.id}`, { body: { status: 'replied' }, token: tokens.admin })).toMatchObject({ status: 200, body: { status: 'replied', read_at: expect.any(String) } });
    const replied = await t.json<Inbox>('GET', '/api/inquiries?status=replied', { token: tokens.admin });
    expect(replied.body.items.map((i) => i.id)).toEqual([body.id]);
    expect(replied.body.counts).toMatchObject({ new: 0, replied: 1 });
  });

  it('adds a note (201) with the author e-mail and lists the notes', async () => {
    const { body } = await send();
    const added = await t.json<Note>('POST', `/api/inquiries/${body.id}/notes`, { token: tokens.admin, body: { body: 'Sent the price list <b>today</b>' } });
    expect(added).toMatchObject({ status: 201, body: { body: 'Sent the price list today', author_email: expect.stringContaining('@'), created_at: expect.any(String) } });
    const notes = await t.json<Note[]>('GET', `/api/inquiries/${body.id}/notes`, { token: tokens.admin });
    expect(notes).toMatchObject({ status: 200, body: [{ id: added.body.id, body: 'Sent the price list today' }] });
  });

  it('refuses bad notes with 400 and notes on an unknown inquiry with 404, storing nothing', async () => {
    const { body } = await send();
    const bad: [unknown, RegExp | string][] = [
      [{ body: '' }, 'body: Note is required'],
      [{}, 'body: Note is required'],
      [{ body: 'x'.repeat(2001) }, 'body: Note must be at most 2000 characters'],
      [{ body: { text: 'hi' } }, /^body: /],
      ['just text', 'Request body must be a JSON object'],
    ];
    for (const [payload, error] of bad) {
      expect(await t.json('POST', `/api/inquiries/${body.id}/notes`, { token: tokens.admin, body: payload })).toMatchObject({ status: 400, body: { error: typeof error === 'string' ? error : expect.stringMatching(error) } });
    }
    expect(await t.json('POST', '/api/inquiries/unknown/notes', { token: tokens.admin, body: { body: 'Hello' } })).toMatchObject({ status: 404, body: { error: 'Inquiry not found' } });
    expect((await t.json<Note[]>('GET', `/api/inquiries/${body.id}/notes`, { token: tokens.admin })).body).toEqual([]);
  });
});
