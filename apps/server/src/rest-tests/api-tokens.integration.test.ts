// Integrators' API tokens on the real server: made by an admin over tRPC (shown once,
// stored hashed), then sent as a bearer header to the REST routes.
import { createHash } from 'node:crypto';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@hair/api';
import type { ApiTokenScope } from '@hair/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../request-logs';
import { useTestServer, useTokens } from '../testing/harness';
import { trpcBatch } from '../testing/http-client';

const lines: string[] = [];
const t = useTestServer({ logger: pino({ ...loggerOptions, level: 'info' }, { write: (line: string) => void lines.push(line) }) });
const sessions = useTokens(t);

const READ_ONLY = 'This API token is read-only: it may only read (GET). Ask an admin for a read-write token to make changes.';
const INVALID = 'API token is invalid or revoked';

function trpcAs(bearer?: string) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${t.baseUrl}/api/trpc`, transformer: superjson, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} })],
  });
}

let counter = 0;
async function createToken(scope: ApiTokenScope) {
  counter += 1;
  return trpcAs(sessions.admin).apiTokens.create.mutate({ name: `ERP sync ${counter}`, scope });
}

const testimonial = { quote: 'Thick, soft bundles every time.', author: 'Linh' };

describe('API tokens', () => {
  it('are created by an admin, shown once and stored only as a hash', async () => {
    const created = await createToken('read-write');
    expect(created.token).toMatch(/^vsh_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: expect.stringMatching(/^ERP sync/), scope: 'read-write', last_used_at: null });
    expect(created.apiToken.created_by?.email).toMatch(/@example\.com$/);

    const list = await trpcAs(sessions.admin).apiTokens.list.query();
    expect(list.find((token) => token.id === created.apiToken.id)).toEqual(created.apiToken);
    expect(JSON.stringify(list)).not.toContain(created.token);

    const stored = await t.deps.db.execute(sql`select * from api_tokens`);
    const dump = JSON.stringify(stored);
    expect(dump).not.toContain(created.token);
    expect(dump).not.toContain(created.token.slice(4));
    expect(dump).toContain(createHash('sha256').update(created.token).digest('hex'));
  });

  it('with the read-write scope, read and write over REST as an admin would, and record their use', async () => {
    const { token, apiToken } = await createToken('read-write');
    expect((await t.json('GET', '/api/profiles', { token })).status).toBe(200);
    const made = await t.json<{ id: string }>('POST', '/api/testimonials', { token, body: testimonial });
    expect(made.status).toBe(201);
    expect((await t.json('PUT', `/api/testimonials/${made.body.id}`, { token, body: { featured: true } })).body).toMatchObject({ featured: true });
    expect((await t.json('DELETE', `/api/testimonials/${made.body.id}`, { token })).status).toBe(204);

    const listed = (await trpcAs(sessions.admin).apiTokens.list.query()).find((item) => item.id === apiToken.id);
    expect(Date.parse(listed!.last_used_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('with the read scope, read but are refused every write with 403', async () => {
    const { token } = await createToken('read');
    expect((await t.json('GET', '/api/inquiries', { token })).status).toBe(200);
    expect((await t.json('GET', '/api/reviews', { token })).status).toBe(200);
    expect(await t.json('POST', '/api/testimonials', { token, body: testimonial })).toMatchObject({ status: 403, body: { error: READ_ONLY } });
    expect(await t.json('DELETE', '/api/products/anything', { token })).toMatchObject({ status: 403, body: { error: READ_ONLY } });
    expect((await t.json<unknown[]>('GET', '/api/testimonials')).body).toEqual([]);
  });

  it('answer 401 once revoked, and so does an unknown token, even on a public read', async () => {
    const { token, apiToken } = await createToken('read-write');
    expect((await t.json('GET', '/api/products', { token })).status).toBe(200);
    await trpcAs(sessions.admin).apiTokens.revoke.mutate({ id: apiToken.id });
    expect(await t.json('GET', '/api/products', { token })).toMatchObject({ status: 401, body: { error: INVALID } });
    expect(await t.json('POST', '/api/testimonials', { token, body: testimonial })).toMatchObject({ status: 401 });
    expect(await t.json('GET', '/api/profiles', { token: 'vsh_unknown' })).toMatchObject({ status: 401, body: { error: INVALID } });
    expect((await trpcAs(sessions.admin).apiTokens.list.query()).map((item) => item.id)).not.toContain(apiToken.id);
    await expect(trpcAs(sessions.admin).apiTokens.revoke.mutate({ id: apiToken.id })).rejects.toMatchObject({ message: 'API token not found' });
  });

  it('answer 401 on tRPC too once revoked or unknown, a GET query as a batched POST', async () => {
    const { token, apiToken } = await createToken('read-write');
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    expect(await trpcBatch(t, 'testimonials.list', [{}], bearer(token), 'GET')).toMatchObject({ status: 200, statuses: [200] });
    await trpcAs(sessions.admin).apiTokens.revoke.mutate({ id: apiToken.id });
    for (const refused of [token, 'vsh_unknown']) {
      for (const method of ['GET', 'POST'] as const) {
        const procedure = method === 'GET' ? 'testimonials.list' : 'testimonials.create';
        const input = method === 'GET' ? {} : testimonial;
        const answer = await trpcBatch(t, procedure, [input, input], bearer(refused), method);
        expect(answer.status, `${method} ${procedure}`).toBe(401);
        expect(answer.json).toMatchObject([{ error: { json: { message: INVALID } } }, { error: { json: { message: INVALID } } }]);
      }
    }
    expect(await trpcBatch(t, 'testimonials.list', [{}], {}, 'GET')).toMatchObject({ status: 200, statuses: [200] });
  });

  it('are managed by admins only: 401 for a visitor, 403 for a non-admin or an API token', async () => {
    const status = (error: unknown) => (error instanceof TRPCClientError ? (error.data as { httpStatus?: number }).httpStatus : undefined);
    const refusal = (promise: Promise<unknown>) => promise.then(() => 200, status);
    expect(await refusal(trpcAs().apiTokens.create.mutate({ name: 'x', scope: 'read' }))).toBe(401);
    expect(await refusal(trpcAs(sessions.user).apiTokens.create.mutate({ name: 'x', scope: 'read' }))).toBe(403);
    expect(await refusal(trpcAs(sessions.user).apiTokens.list.query())).toBe(403);
    const { token } = await createToken('read-write');
    expect(await refusal(trpcAs(token).apiTokens.create.mutate({ name: 'x', scope: 'read-write' }))).toBe(403);
  });

  it('leave session sign-in as it was', async () => {
    expect((await t.json('POST', '/api/testimonials', { token: sessions.admin, body: testimonial })).status).toBe(201);
    expect((await t.json('POST', '/api/testimonials', { token: sessions.user, body: testimonial })).status).toBe(403);
  });

  it('never reach the logs', async () => {
    lines.length = 0;
    const { token } = await createToken('read');
    await t.request('GET', '/api/profiles', { token });
    await t.request('POST', '/api/testimonials', { token, body: testimonial });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain(token.slice(4));
  });
});
