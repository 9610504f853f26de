import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { apiTokens } from '../db/schema';
import { appRouter } from '../root';
import { failure, useTestApi } from '../testing';
import { createCallerFactory } from '../trpc';
import { API_TOKEN_MESSAGES, authenticateApiToken } from './service';

const { env, callers } = useTestApi();
const createCaller = createCallerFactory(appRouter);

const lastUsed = async (id: string) =>
  (await env.deps.db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, id)))[0]!.at?.toISOString() ?? null;

describe('authenticateApiToken', () => {
  it('stands for an admin integrator named by the token, with its scope', async () => {
    const { token, apiToken } = await callers.admin.apiTokens.create({ name: '  Marketplace feed ', scope: 'read' });
    expect(apiToken.name).toBe('Marketplace feed');
    expect(await authenticateApiToken(env.deps.db, token)).toEqual({
      sessionId: '',
      user: { id: `api-token:${apiToken.id}`, email: 'API token: Marketplace feed', role: 'admin', email_verified: true },
      apiToken: { id: apiToken.id, name: 'Marketplace feed', scope: 'read' },
    });
    expect(await authenticateApiToken(env.deps.db, `${token}x`)).toBeNull();
  });

  it('records the last use at most once a minute', async () => {
    const { token, apiToken } = await callers.admin.apiTokens.create({ name: 'Spreadsheet sync', scope: 'read' });
    const start = new Date('2030-01-01T10:00:00.000Z');
    await authenticateApiToken(env.deps.db, token, start);
    expect(await lastUsed(apiToken.id)).toBe(start.toISOString());
    await authenticateApiToken(env.deps.db, token, new Date(start.getTime() + 59_000));
    expect(await lastUsed(apiToken.id)).toBe(start.toISOString());
    const later = new Date(start.getTime() + 60_000);
    await authenticateApiToken(env.deps.db, token, later);
    expect(await lastUsed(apiToken.id)).toBe(later.toISOString());
  });
});

describe('apiTokens procedures', () => {
  it('refuse a blank name and an unknown scope, naming the field', async () => {
    expect(await failure(callers.admin.apiTokens.create({ name: ' ', scope: 'read' }))).toEqual({ code: 'BAD_REQUEST', message: 'name: Name is required' });
    expect(await failure(callers.admin.apiTokens.create({ name: 'x', scope: 'admin' as never }))).toEqual({ code: 'BAD_REQUEST', message: 'scope: scope must be read or read-write' });
  });

  it('let a read token run queries only, on tRPC as on REST', async () => {
    const { token } = await callers.admin.apiTokens.create({ name: 'Read only', scope: 'read' });
    const asToken = createCaller(createContextInner(env.deps, { session: await authenticateApiToken(env.deps.db, token) }));
    expect(await asToken.profiles.list()).toHaveLength(2);
    await expect(asToken.testimonials.create({ quote: 'q', author: 'a' })).rejects.toMatchObject({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.readOnly });
    await expect(asToken.apiTokens.list()).rejects.toMatchObject({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.sessionOnly });
  });

  it("write a read-write token's inquiry note under the token's name", async () => {
    const { token } = await callers.admin.apiTokens.create({ name: 'ERP', scope: 'read-write' });
    const asToken = createCaller(createContextInner(env.deps, { session: await authenticateApiToken(env.deps.db, token) }));
    const inquiry = await callers.anon.inquiries.create({ first_name: 'An', last_name: 'Nguyen', email: 'an@example.com', phone: '+84 90 123 4567' });
    expect(await asToken.inquiries.addNote({ id: inquiry.id, body: 'Synced to the ERP' })).toMatchObject({ author_email: 'API token: ERP' });
    await expect(asToken.auth.logout()).rejects.toMatchObject({ code: 'BAD_REQUEST', message: API_TOKEN_MESSAGES.noSignOut });
  });
});
