import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

const t = useTestServer();

describe('GET /api/profiles', () => {
  it('lists the accounts newest first for an admin', async () => {
    const adminToken = await t.adminToken();
    const registered = await t.json<{ user: { id: string } }>('POST', '/api/auth/register', { body: { email: 'Wholesale.Buyer@Example.com', password: 'silk-hair-2026' } });
    const res = await t.json<Record<string, unknown>[]>('GET', '/api/profiles', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      id: registered.body.user.id,
      email: 'Wholesale.Buyer@Example.com',
      role: 'user',
      email_verified: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(res.body[1]).toMatchObject({ role: 'admin', email_verified: true });
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect(await t.json('GET', '/api/profiles')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('GET', '/api/profiles', { token: 'bogus' })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('answers 403 to a signed-in non-admin', async () => {
    expect(await t.json('GET', '/api/profiles', { token: await t.userToken() })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
  });
});
