import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { useTestApi } from '../testing';

const { env, callers } = useTestApi();

describe('profiles.list', () => {
  it('lists every account newest first with id, email, role, email_verified and created_at', async () => {
    const { user: buyer } = await callers.anon.auth.register({ email: 'Newest.Buyer@Example.com', password: 'newest-buyer-pass-9' });
    // Make the order independent of how fast the inserts ran.
    await env.deps.db.update(users).set({ createdAt: new Date('2020-01-01T00:00:00.000Z') }).where(eq(users.id, callers.adminUser.id));
    await env.deps.db.update(users).set({ createdAt: new Date('2021-01-01T00:00:00.000Z') }).where(eq(users.id, callers.plainUser.id));
    await env.deps.db.update(users).set({ createdAt: new Date('2022-01-01T00:00:00.000Z') }).where(eq(users.id, buyer.id));

    expect(await callers.admin.profiles.list()).toEqual([
      { id: buyer.id, email: 'Newest.Buyer@Example.com', role: 'user', email_verified: false, created_at: '2022-01-01T00:00:00.000Z' },
      { id: callers.plainUser.id, email: callers.plainUser.email, role: 'user', email_verified: true, created_at: '2021-01-01T00:00:00.000Z' },
      { id: callers.adminUser.id, email: callers.adminUser.email, role: 'admin', email_verified: true, created_at: '2020-01-01T00:00:00.000Z' },
    ]);
  });

  it('never shows password hashes', async () => {
    const list = await callers.admin.profiles.list();
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('answers 401 to a visitor and 403 to a signed-in non-admin', async () => {
    await expect(callers.anon.profiles.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    await expect(callers.user.profiles.list()).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Admin access required' });
  });
});
