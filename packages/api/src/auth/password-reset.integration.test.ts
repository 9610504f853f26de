import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordResets, rateLimits, sessions, users } from '../db/schema';
import { failure, useTestApi } from '../testing';
import { hashToken } from './sessions';

const { env, callers } = useTestApi();

const visitor = (ip = '10.0.0.1') => callers.fromIp(ip);
const SENT = { sent: true };
const INVALID_LINK = { code: 'BAD_REQUEST', message: 'This reset link is invalid, used or expired. Ask for a new one.' };

let counter = 0;
const uniqueEmail = () => `reset-buyer${++counter}@example.com`;

async function newBuyer(ip = '10.9.0.1') {
  const email = uniqueEmail();
  const { user, token } = await visitor(ip).auth.register({ email, password: 'old-password-1' });
  return { ...user, token };
}

/** The token of the last reset link mailed to `to`. */
function mailedResetToken(to: string): string {
  const mail = env.mails.filter((m) => m.to === to && m.subject === 'Reset your password').at(-1);
  const token = /http:\/\/localhost:4000\/reset-password\?token=([a-z0-9]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}

const sessionsOf = async (userId: string) => (await env.deps.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map((r) => r.id);

beforeEach(() => env.deps.db.delete(rateLimits));

describe('auth.requestPasswordReset', () => {
  it('mails a link valid 1 hour and stores only the hash of its token', async () => {
    const buyer = await newBuyer();
    const before = Date.now();
    expect(await visitor().auth.requestPasswordReset({ email: buyer.email.toUpperCase() })).toEqual(SENT);
    const mail = env.mails.at(-1)!;
    expect(mail.to).toBe(buyer.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('within 60 minutes');
    const token = mailedResetToken(buyer.email);
    const [row] = await env.deps.db.select().from(passwordResets).where(eq(passwordResets.userId, buyer.id));
    expect(row?.id).toBe(hashToken(token));
    expect(row?.id).not.toContain(token);
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(3600_000 + 60_000);
  });

  it('answers the same for an address without an account, and stores and mails nothing', async () => {
    const mailsBefore = env.mails.length;
    const rowsBefore = await env.deps.db.$count(passwordResets);
    expect(await visitor().auth.requestPasswordReset({ email: 'nobody-here@example.com' })).toEqual(SENT);
    expect(env.mails.length).toBe(mailsBefore);
    expect(await env.deps.db.$count(passwordResets)).toBe(rowsBefore);
  });

  it("refuses a bad e-mail with 'Invalid email address'", async () => {
    expect(await failure(visitor().auth.requestPasswordReset({ email: 'not-an-address' }))).toEqual({ code: 'BAD_REQUEST', message: 'email: Invalid email address' });
  });
});

describe('auth.resetPassword', () => {
  it('sets the new password, ends every other session and signs the buyer in', async () => {
    const buyer = await newBuyer();
    const other = await visitor().auth.login({ email: buyer.email, password: 'old-password-1' });
    await visitor().auth.requestPasswordReset({ email: buyer.email });
    const result = await visitor().auth.resetPassword({ token: mailedResetToken(buyer.email), password: 'new-password-22' });
    expect(result).toEqual({ token: expect.stringMatching(/^[a-z2-7]{32}$/), user: { id: buyer.id, email: buyer.email, role: 'user', email_verified: true } });
    // Only the new session is left: the sign-up's and the other sign-in's are gone.
    expect(await sessionsOf(buyer.id)).toEqual([hashToken(result.token)]);
    for (const ended of [buyer.token, other.token]) expect(await failure((await callers.asToken(ended)).auth.me())).toEqual({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
    expect((await (await callers.asToken(result.token)).auth.me()).user.id).toBe(buyer.id);
    expect(await failure(visitor().auth.login({ email: buyer.email, password: 'old-password-1' }))).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    await expect(visitor().auth.login({ email: buyer.email, password: 'new-password-22' })).resolves.toMatchObject({ user: { id: buyer.id } });
  });

  it('works once: a second use, even in parallel, is refused', async () => {
    const buyer = await newBuyer();
    await visitor().auth.requestPasswordReset({ email: buyer.email });
    const token = mailedResetToken(buyer.email);
    const outcomes = await Promise.allSettled([
      visitor().auth.resetPassword({ token, password: 'first-choice-1' }),
      visitor().auth.resetPassword({ token, password: 'second-choice-2' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await failure(visitor().auth.resetPassword({ token, password: 'third-choice-3' }))).toEqual(INVALID_LINK);
    expect(await env.deps.db.$count(passwordResets, eq(passwordResets.userId, buyer.id))).toBe(0);
  });

  it('refuses a link older than an hour, and leaves the password as it was', async () => {
    const buyer = await newBuyer();
    await visitor().auth.requestPasswordReset({ email: buyer.email });
    const token = mailedResetToken(buyer.email);
    await env.deps.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, buyer.id));
    expect(await failure(visitor().auth.resetPassword({ token, password: 'new-password-22' }))).toEqual(INVALID_LINK);
    await expect(visitor().auth.login({ email: buyer.email, password: 'old-password-1' })).resolves.toMatchObject({ user: { id: buyer.id } });
  });

  it('refuses an unknown token, and a weak password without using the link up', async () => {
    expect(await failure(visitor().auth.resetPassword({ token: 'abcdefghijklmnopqrstuvwxyz234567', password: 'new-password-22' }))).toEqual(INVALID_LINK);
    const buyer = await newBuyer();
    await visitor().auth.requestPasswordReset({ email: buyer.email });
    const token = mailedResetToken(buyer.email);
    const [before] = await env.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, buyer.id));
    expect(await failure(visitor().auth.resetPassword({ token, password: 'short' }))).toEqual({ code: 'BAD_REQUEST', message: 'password: Password must be at least 10 characters' });
    expect(await failure(visitor().auth.resetPassword({ token, password: 'qwertyuiop' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'password: This password is on the list of the most common passwords: choose another',
    });
    const [after] = await env.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, buyer.id));
    expect(after?.hash).toBe(before?.hash);
    await expect(visitor().auth.resetPassword({ token, password: 'new-password-22' })).resolves.toMatchObject({ user: { id: buyer.id } });
  });

  it('ends every other link of the account once one is used', async () => {
    const buyer = await newBuyer();
    await visitor().auth.requestPasswordReset({ email: buyer.email });
    const first = mailedResetToken(buyer.email);
    await visitor().auth.requestPasswordReset({ email: buyer.email });
    const second = mailedResetToken(buyer.email);
    expect(second).not.toBe(first);
    await visitor().auth.resetPassword({ token: second, password: 'new-password-22' });
    expect(await failure(visitor().auth.resetPassword({ token: first, password: 'other-password-33' }))).toEqual(INVALID_LINK);
  });
});

describe('password reset limits', () => {
  const tooMany = (minutes: number) => ({ code: 'TOO_MANY_REQUESTS', message: `Too many reset requests. Try again in ${minutes} minutes.` });

  it('sends at most 3 links an hour for one e-mail, however many arrive at once and from any address', async () => {
    const buyer = await newBuyer();
    const mailsBefore = env.mails.length;
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => visitor(`10.20.0.${i + 1}`).auth.requestPasswordReset({ email: buyer.email })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(env.mails.length - mailsBefore).toBe(3);
    expect(await env.deps.db.$count(passwordResets, eq(passwordResets.userId, buyer.id))).toBe(3);
    expect(await failure(visitor('10.20.1.1').auth.requestPasswordReset({ email: buyer.email }))).toEqual(tooMany(60));
  });

  it('counts an e-mail without an account the same way: the limit tells nothing about accounts', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => visitor(`10.21.0.${i + 1}`).auth.requestPasswordReset({ email: 'no-account@example.com' })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(await failure(visitor('10.21.1.1').auth.requestPasswordReset({ email: 'no-account@example.com' }))).toEqual(tooMany(60));
  });

  it('allows 10 requests an hour from one client address, whatever the e-mails', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 16 }, () => visitor('10.22.0.1').auth.requestPasswordReset({ email: uniqueEmail() })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const buyer = await newBuyer();
    const mailsBefore = env.mails.length;
    expect(await failure(visitor('10.22.0.1').auth.requestPasswordReset({ email: buyer.email }))).toEqual(tooMany(60));
    expect(env.mails.length).toBe(mailsBefore);
    await expect(visitor('10.22.0.2').auth.requestPasswordReset({ email: buyer.email })).resolves.toEqual(SENT);
  });
});
