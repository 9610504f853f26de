import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailVerifications, rateLimits, sessions, users } from '../db/schema';
import { hashPassword } from './passwords';
import { hashToken, validateSessionToken } from './sessions';
import { insertUser } from './store';
import { failure, useTestApi } from '../testing';

const { env, callers } = useTestApi();

/** A visitor's caller coming from `ip`. */
const visitor = (ip = '10.0.0.1') => callers.fromIp(ip);

let counter = 0;
const uniqueEmail = (prefix = 'buyer') => `${prefix}${++counter}@example.com`;

/** The token of the last verification link mailed to `to`. */
function mailedToken(to: string): string {
  const mail = env.mails.filter((m) => m.to === to).at(-1);
  const token = /\/api\/auth\/verify\?token=([a-z0-9]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link mailed to ${to}`);
  return token;
}

async function registerUser(email = uniqueEmail(), password = 'silk-hair-2026') {
  const { user, token } = await visitor().auth.register({ email, password });
  return { ...user, password, token };
}

// Sign-in limits count across tests otherwise.
beforeEach(() => env.deps.db.delete(rateLimits));

describe('auth.register', () => {
  it('creates a user with role user, hashed password, and answers { token, user }', async () => {
    const result = await visitor().auth.register({ email: '  New.Buyer@Example.com ', password: 'silk-hair-2026' });
    expect(result).toEqual({ token: expect.stringMatching(/^[a-z2-7]{32}$/), user: { id: expect.any(String), email: 'New.Buyer@Example.com', role: 'user', email_verified: false } });
    const [row] = await env.deps.db.select().from(users).where(eq(users.id, result.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('silk-hair-2026');
  });

  it('signs the new buyer in: the token is a session of the account, stored only as its hash', async () => {
    const user = await registerUser();
    const rows = await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toEqual([{ id: hashToken(user.token) }]);
    expect(await (await callers.asToken(user.token)).auth.me()).toEqual({ user: { id: user.id, email: user.email, role: 'user', email_verified: false } });
  });

  it('mails a verification link and stores only the hash of its token, valid 24 hours', async () => {
    const before = Date.now();
    const user = await registerUser();
    const mail = env.mails.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toContain('http://localhost:4000/api/auth/verify?token=');
    const token = mailedToken(user.email);
    const [row] = await env.deps.db.select().from(emailVerifications).where(eq(emailVerifications.userId, user.id));
    expect(row?.id).toBe(hashToken(token));
    expect(row?.id).not.toBe(token);
    const ttl = (row?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
  });

  it('refuses an invalid e-mail', async () => {
    expect(await failure(visitor().auth.register({ email: 'not-an-email', password: 'silk-hair-2026' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'email: Invalid email address',
    });
  });

  it('refuses a password under 10 characters, and one of the most common passwords; stores nothing', async () => {
    const email = uniqueEmail();
    expect(await failure(visitor().auth.register({ email, password: 'secret123' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'password: Password must be at least 10 characters',
    });
    expect(await failure(visitor().auth.register({ email, password: 'Password123' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'password: This password is on the list of the most common passwords: choose another',
    });
    expect(await env.deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`)).toEqual([]);
  });

  it('names both fields when both are missing, and stores nothing', async () => {
    const [before] = await env.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(await failure(visitor().auth.register({} as never))).toEqual({
      code: 'BAD_REQUEST',
      message: 'email: Invalid email address; password: Password must be at least 10 characters',
    });
    const [after] = await env.deps.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('answers 409 for an e-mail already registered in another letter case, and changes nothing', async () => {
    const first = await registerUser('Taken@Example.com', 'first-password');
    const mailsBefore = env.mails.length;
    expect(await failure(visitor().auth.register({ email: 'taken@EXAMPLE.com', password: 'other-password' }))).toEqual({
      code: 'CONFLICT',
      message: 'Email already registered',
    });
    expect(env.mails.length).toBe(mailsBefore);
    const rows = await env.deps.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = 'taken@example.com'`);
    expect(rows).toEqual([{ id: first.id }]);
    await expect(visitor().auth.login({ email: 'taken@example.com', password: 'first-password' })).resolves.toMatchObject({ user: { id: first.id } });
  });
});

describe('auth.verifyEmail', () => {
  it('marks the e-mail verified once; the link then stops working', async () => {
    const user = await registerUser();
    const token = mailedToken(user.email);
    expect(await visitor().auth.verifyEmail({ token })).toEqual({ verified: true });
    const { token: session } = await visitor().auth.login({ email: user.email, password: user.password });
    expect((await (await callers.asToken(session)).auth.me()).user.email_verified).toBe(true);
    expect(await failure(visitor().auth.verifyEmail({ token }))).toEqual({ code: 'BAD_REQUEST', message: 'Invalid or expired verification link' });
  });

  it('refuses an expired link and leaves the e-mail unverified', async () => {
    const user = await registerUser();
    const token = mailedToken(user.email);
    await env.deps.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerifications.userId, user.id));
    expect(await failure(visitor().auth.verifyEmail({ token }))).toEqual({ code: 'BAD_REQUEST', message: 'Invalid or expired verification link' });
    const [row] = await env.deps.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row?.verified).toBe(false);
  });

  it('refuses an unknown and an empty token', async () => {
    expect(await failure(visitor().auth.verifyEmail({ token: 'abcdefghijklmnop' }))).toEqual({ code: 'BAD_REQUEST', message: 'Invalid or expired verification link' });
    expect(await failure(visitor().auth.verifyEmail({ token: '  ' }))).toEqual({ code: 'BAD_REQUEST', message: 'token: Invalid or expired verification link' });
  });
});

describe('auth.login', () => {
  it('answers { token, user } and the token signs the user in', async () => {
    const user = await registerUser();
    const result = await visitor().auth.login({ email: user.email, password: user.password });
    expect(result).toEqual({ token: expect.stringMatching(/^[a-z2-7]{32}$/), user: { id: user.id, email: user.email, role: 'user', email_verified: false } });
    expect(await (await callers.asToken(result.token)).auth.me()).toEqual({ user: result.user });
  });

  it('matches the e-mail in any letter case and around spaces', async () => {
    const user = await registerUser('Mixed.Case@Example.com');
    const result = await visitor().auth.login({ email: '  mixed.case@EXAMPLE.COM ', password: user.password });
    expect(result.user.id).toBe(user.id);
  });

  it('creates a new session at every sign-in; each token is stored only as its hash', async () => {
    const user = await registerUser();
    const first = await visitor().auth.login({ email: user.email, password: user.password });
    const second = await visitor().auth.login({ email: user.email, password: user.password });
    expect(first.token).not.toBe(second.token);
    const rows = await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id).sort()).toEqual([hashToken(user.token), hashToken(first.token), hashToken(second.token)].sort());
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await registerUser();
    const expected = { code: 'UNAUTHORIZED', message: 'Invalid email or password' };
    expect(await failure(visitor().auth.login({ email: user.email, password: 'wrong-password' }))).toEqual(expected);
    expect(await failure(visitor().auth.login({ email: 'nobody@example.com', password: user.password }))).toEqual(expected);
  });

  it('keeps the 6-character rule of sign-in: a shorter password chosen before the 10-character rule still signs in', async () => {
    expect(await failure(visitor().auth.login({ email: 'bad@', password: 'silk-hair-2026' }))).toEqual({ code: 'BAD_REQUEST', message: 'email: Invalid email address' });
    expect(await failure(visitor().auth.login({ email: uniqueEmail(), password: '123' }))).toEqual({ code: 'BAD_REQUEST', message: 'password: Password must be at least 6 characters' });
    const older = await insertUser(env.deps.db, { email: uniqueEmail('older'), passwordHash: await hashPassword('secret'), role: 'user' });
    await expect(visitor().auth.login({ email: older!.email, password: 'secret' })).resolves.toMatchObject({ user: { id: older!.id } });
  });
});

describe('sign-in attempt limits', () => {
  const tooMany = { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts. Try again in 15 minutes.' };
  const wrong = (email: string, ip = '10.0.0.1') => failure(visitor(ip).auth.login({ email, password: 'wrong-password' }));
  const sessionCount = async (userId: string) =>
    (await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
  /** Sets a counter as if `hits` attempts had been made, the first `minutesAgo` minutes ago. */
  const setCounter = (key: string, hits: number, minutesAgo: number) =>
    env.deps.db.insert(rateLimits).values({ key, hits, windowStart: new Date(Date.now() - minutesAgo * 60_000) });

  it('refuses the right password after 10 failed attempts from one address, until the window passes', async () => {
    const user = await registerUser();
    for (let i = 0; i < 10; i += 1) expect((await wrong(user.email)).code).toBe('UNAUTHORIZED');
    expect(await failure(visitor('10.0.0.1').auth.login({ email: user.email.toUpperCase(), password: user.password }))).toEqual(tooMany);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('counts each attempt before the password is checked: of 40 parallel guesses, 10 are checked and 30 refused', async () => {
    const user = await registerUser();
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => wrong(user.email)));
    const codes = verdicts.map((v) => v.code);
    expect(codes.filter((c) => c === 'UNAUTHORIZED')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(30);
    expect(await failure(visitor('10.0.0.1').auth.login({ email: user.email, password: user.password }))).toEqual(tooMany);
    // Only the session of the sign-up.
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('refuses the flooding address, not the account: the right password from a clean address signs in', async () => {
    const user = await registerUser();
    await Promise.all(Array.from({ length: 40 }, () => wrong(user.email, '10.6.6.6')));
    await expect(visitor('10.0.0.2').auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('counts an address across accounts', async () => {
    for (let i = 0; i < 10; i += 1) await wrong(uniqueEmail('ghost'), '10.2.0.1');
    const user = await registerUser();
    expect(await failure(visitor('10.2.0.1').auth.login({ email: user.email, password: user.password }))).toEqual(tooMany);
    await expect(visitor('10.2.0.2').auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('locks the account for every address once 100 attempts came from many addresses', async () => {
    const user = await registerUser();
    const key = `sign-in:account:${user.email.toLowerCase()}`;
    await setCounter(key, 99, 1);
    // The 100th attempt at the account is still checked...
    await expect(visitor('10.7.0.1').auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.id } });
    expect((await wrong(user.email, '10.7.0.2')).code).toBe('UNAUTHORIZED');
    // ...the 101st is refused, from an address that never failed and with the right password.
    expect(await failure(visitor('10.7.0.3').auth.login({ email: user.email, password: user.password }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts. Try again in 14 minutes.',
    });
  });

  it('takes a right password back from the count: it is not a failure', async () => {
    const user = await registerUser();
    for (let i = 0; i < 9; i += 1) await wrong(user.email);
    await visitor('10.0.0.1').auth.login({ email: user.email, password: user.password });
    // 9 failures and one forgiven attempt: the tenth failure is still checked, the eleventh attempt is not.
    expect((await wrong(user.email)).code).toBe('UNAUTHORIZED');
    expect(await wrong(user.email)).toEqual(tooMany);
  });

  it('says when to retry, and starts counting again once the window has passed', async () => {
    const user = await registerUser();
    await setCounter('sign-in:ip:10.4.0.1', 10, 10);
    expect(await failure(visitor('10.4.0.1').auth.login({ email: user.email, password: user.password }))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts. Try again in 5 minutes.',
    });
    await env.deps.db.update(rateLimits).set({ windowStart: new Date(Date.now() - 16 * 60_000) });
    await expect(visitor('10.4.0.1').auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.id } });
  });

  it('counts an IPv6 client by its /64', async () => {
    const user = await registerUser();
    for (let i = 0; i < 10; i += 1) await wrong(user.email, `2001:db8:0:1::${i + 1}`);
    expect(await failure(visitor('2001:db8:0:1:ffff::9').auth.login({ email: user.email, password: user.password }))).toEqual(tooMany);
    await expect(visitor('2001:db8:0:2::1').auth.login({ email: user.email, password: user.password })).resolves.toMatchObject({ user: { id: user.id } });
  });
});

describe('sign-up limit', () => {
  const tooManySignUps = { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-ups from this address. Try again in 60 minutes.' };
  const userCount = async () => (await env.deps.db.select({ id: users.id }).from(users)).length;

  it('allows 5 sign-ups an hour from one address, however they arrive; other addresses are not affected', async () => {
    const before = await userCount();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => visitor('10.8.0.1').auth.register({ email: uniqueEmail(), password: 'silk-hair-2026' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await userCount()).toBe(before + 5);
    expect(await failure(visitor('10.8.0.1').auth.register({ email: uniqueEmail(), password: 'silk-hair-2026' }))).toEqual(tooManySignUps);
    await expect(visitor('10.8.0.2').auth.register({ email: uniqueEmail(), password: 'silk-hair-2026' })).resolves.toMatchObject({ user: { role: 'user' } });
    expect(await userCount()).toBe(before + 6);
  });

  it('keeps the "already registered" answer within the limit', async () => {
    const user = await registerUser();
    expect(await failure(visitor('10.8.1.1').auth.register({ email: user.email, password: 'silk-hair-2026' }))).toEqual({
      code: 'CONFLICT',
      message: 'Email already registered',
    });
  });
});

describe('auth.me', () => {
  it('answers the signed-in user', async () => {
    expect(await callers.user.auth.me()).toEqual({ user: { id: callers.plainUser.id, email: callers.plainUser.email, role: 'user', email_verified: true } });
    expect((await callers.admin.auth.me()).user.role).toBe('admin');
  });

  it('answers 401 without a token and with a bad token', async () => {
    const notAuthenticated = { code: 'UNAUTHORIZED', message: 'Not authenticated' };
    expect(await failure(visitor().auth.me())).toEqual(notAuthenticated);
    expect(await failure((await callers.asToken('not-a-real-token')).auth.me())).toEqual(notAuthenticated);
  });

  it('rejects an expired session and removes it', async () => {
    const user = await registerUser();
    const { token } = await visitor().auth.login({ email: user.email, password: user.password });
    expect(await validateSessionToken(env.deps.db, token, new Date(Date.now() + 8 * 24 * 3600_000))).toBeNull();
    expect(await failure((await callers.asToken(token)).auth.me())).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });

    const second = await visitor().auth.login({ email: user.email, password: user.password });
    await env.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, hashToken(second.token)));
    expect(await failure((await callers.asToken(second.token)).auth.me())).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    expect(await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, hashToken(second.token)))).toEqual([]);
  });
});

describe('auth.logout', () => {
  it('deletes the session on the server, so the same token gets 401', async () => {
    const user = await registerUser();
    const { token } = await visitor().auth.login({ email: user.email, password: user.password });
    const other = await visitor().auth.login({ email: user.email, password: user.password });
    await (await callers.asToken(token)).auth.logout();
    expect(await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, hashToken(token)))).toEqual([]);
    expect(await failure((await callers.asToken(token)).auth.me())).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    // Only this session ends; the user's other sign-in stays valid.
    expect((await (await callers.asToken(other.token)).auth.me()).user.id).toBe(user.id);
  });

  it('answers 401 without a session', async () => {
    expect(await failure(visitor().auth.logout())).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  });
});
