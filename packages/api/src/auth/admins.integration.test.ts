import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { rateLimits, sessions, users } from '../db/schema';
import { appRouter } from '../root';
import { createTestEnv, type TestEnv } from '../testing';
import { createCallerFactory } from '../trpc';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './admins';
import { createSession } from './sessions';

let env: TestEnv;
const createCaller = createCallerFactory(appRouter);
const login = (email: string, password: string) => createCaller(createContextInner(env.deps)).auth.login({ email, password });

async function accounts() {
  return env.deps.db.select({ email: users.email, role: users.role, verified: users.emailVerified }).from(users).orderBy(users.email);
}

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());
// Each case starts with no accounts and no counted sign-in failures.
afterEach(async () => {
  await env.deps.db.delete(users);
  await env.deps.db.delete(rateLimits);
});

describe('ensureAdmin with nothing configured', () => {
  it('creates the default admin with a generated password shown once, then reports it exists', async () => {
    const first = await ensureAdmin(env.deps, {});
    expect(first).toEqual({ email: DEFAULT_ADMIN_EMAIL, action: 'created', generatedPassword: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    expect(await accounts()).toEqual([{ email: DEFAULT_ADMIN_EMAIL, role: 'admin', verified: true }]);
    const { user } = await login(DEFAULT_ADMIN_EMAIL, first!.generatedPassword!);
    expect(user.role).toBe('admin');
    expect(await ensureAdmin(env.deps, {})).toEqual({ email: DEFAULT_ADMIN_EMAIL, action: 'exists' });
  });

  it('leaves an existing admin alone', async () => {
    await ensureAdmin(env.deps, { email: 'boss@example.com', password: 'boss-password' });
    expect(await ensureAdmin(env.deps, {})).toEqual({ email: 'boss@example.com', action: 'exists' });
    expect(await accounts()).toEqual([{ email: 'boss@example.com', role: 'admin', verified: true }]);
  });

  it('uses a configured default e-mail', async () => {
    expect(await ensureAdmin(env.deps, { defaultEmail: 'owner@factory.vn' })).toMatchObject({ email: 'owner@factory.vn', action: 'created' });
  });

  it('takes over a registered non-admin holding the default e-mail with a fresh password', async () => {
    await createCaller(createContextInner(env.deps)).auth.register({ email: DEFAULT_ADMIN_EMAIL, password: 'squatter-password' });
    const result = await ensureAdmin(env.deps, {});
    expect(result).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, action: 'promoted', generatedPassword: expect.any(String) });
    await expect(login(DEFAULT_ADMIN_EMAIL, 'squatter-password')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await login(DEFAULT_ADMIN_EMAIL, result!.generatedPassword!)).user.role).toBe('admin');
  });
});

describe('ensureAdmin with e-mail and password', () => {
  it('creates the admin, verified, and the password signs in', async () => {
    expect(await ensureAdmin(env.deps, { email: ' Owner@Factory.vn ', password: 'owner-password' })).toEqual({ email: 'Owner@Factory.vn', action: 'created' });
    expect(await accounts()).toEqual([{ email: 'Owner@Factory.vn', role: 'admin', verified: true }]);
    expect((await login('owner@factory.vn', 'owner-password')).user.role).toBe('admin');
  });

  it('promotes a registered user (other letter case) and sets the password', async () => {
    const { user } = await createCaller(createContextInner(env.deps)).auth.register({ email: 'buyer@example.com', password: 'old-password' });
    expect(await ensureAdmin(env.deps, { email: 'BUYER@example.com', password: 'new-password' })).toEqual({ email: 'buyer@example.com', action: 'promoted' });
    expect(await accounts()).toEqual([{ email: 'buyer@example.com', role: 'admin', verified: true }]);
    await expect(login('buyer@example.com', 'old-password')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await login('buyer@example.com', 'new-password')).user).toMatchObject({ id: user.id, role: 'admin' });
  });

  it('updates a changed password and ends the old sessions; an unchanged one is left as is', async () => {
    await ensureAdmin(env.deps, { email: 'boss@example.com', password: 'first-password' });
    const { user } = await login('boss@example.com', 'first-password');
    expect(await ensureAdmin(env.deps, { email: 'boss@example.com', password: 'first-password' })).toEqual({ email: 'boss@example.com', action: 'exists' });
    expect(await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect(await ensureAdmin(env.deps, { email: 'boss@example.com', password: 'second-password' })).toEqual({ email: 'boss@example.com', action: 'updated' });
    expect(await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    await expect(login('boss@example.com', 'first-password')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await login('boss@example.com', 'second-password')).user.id).toBe(user.id);
  });
});

describe('ensureAdmin with an e-mail only (CLI)', () => {
  it('creates the admin with a generated password', async () => {
    const result = await ensureAdmin(env.deps, { email: 'new.admin@example.com', force: true });
    expect(result).toEqual({ email: 'new.admin@example.com', action: 'created', generatedPassword: expect.any(String) });
    expect((await login('new.admin@example.com', result!.generatedPassword!)).user.role).toBe('admin');
  });

  it('promotes a registered user and keeps their password', async () => {
    await createCaller(createContextInner(env.deps)).auth.register({ email: 'buyer@example.com', password: 'buyer-password' });
    expect(await ensureAdmin(env.deps, { email: 'Buyer@Example.com', force: true })).toEqual({ email: 'buyer@example.com', action: 'promoted' });
    expect((await login('buyer@example.com', 'buyer-password')).user.role).toBe('admin');
  });

  it('leaves an existing admin alone at start-up, and gives it a new password when forced', async () => {
    await ensureAdmin(env.deps, { email: 'boss@example.com', password: 'boss-password' });
    const [boss] = await env.deps.db.select({ id: users.id }).from(users);
    await createSession(env.deps.db, boss!.id);
    expect(await ensureAdmin(env.deps, { email: 'boss@example.com' })).toEqual({ email: 'boss@example.com', action: 'exists' });
    await login('boss@example.com', 'boss-password');

    const forced = await ensureAdmin(env.deps, { email: 'boss@example.com', force: true });
    expect(forced).toEqual({ email: 'boss@example.com', action: 'updated', generatedPassword: expect.any(String) });
    expect(await env.deps.db.select({ n: sql<number>`count(*)::int` }).from(sessions)).toEqual([{ n: 0 }]);
    await expect(login('boss@example.com', 'boss-password')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await login('boss@example.com', forced!.generatedPassword!)).user.role).toBe('admin');
  });
});

describe('ensureAdmin with bad input', () => {
  it('throws an error naming the field, and creates nothing', async () => {
    await expect(ensureAdmin(env.deps, { email: 'not-an-email', password: 'secret123' })).rejects.toThrow('email: Invalid email address');
    await expect(ensureAdmin(env.deps, { email: 'not-an-email', force: true })).rejects.toThrow('email: Invalid email address');
    await expect(ensureAdmin(env.deps, { email: 'boss@example.com', password: '123' })).rejects.toThrow('password: Password must be at least 6 characters');
    await expect(ensureAdmin(env.deps, { password: 'secret123' })).rejects.toThrow('An admin password was given without an e-mail address');
    expect(await accounts()).toEqual([]);
  });
});
