import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

interface Inquiry {
  id: string;
  first_name: string;
  status: 'new' | 'read' | 'archived';
  read_at: string | null;
  created_at: string;
}
interface Inbox {
  items: Inquiry[];
  counts: { new: number; read: number; archived: number };
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
    expect(all.body.counts).toEqual({ new: 1, read: 0, archived: 1 });
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
    ];
    for (const [method, route, payload] of routes) {
      expect(await t.json(method, route, { body: payload })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
      expect(await t.json(method, route, { body: payload, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    }
    expect((await t.json<Inbox>('GET', '/api/inquiries', { token: tokens.admin })).body.items[0]?.status).toBe('new');
  });
});
