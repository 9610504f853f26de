import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

interface PublicUser {
  id: string;
  email: string;
  role: string;
  email_verified: boolean;
}

const t = useTestServer();
let counter = 0;
const uniqueEmail = (prefix = 'buyer') => `${prefix}${++counter}@example.com`;

/** The verification link of the last mail sent to `to`. */
function mailedLink(to: string): string {
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  const link = /http:\/\/localhost:4000(\/api\/auth\/verify\?token=[a-z0-9]+)/.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no verification link mailed to ${to}`);
  return link;
}

async function register(email = uniqueEmail(), password = 'silk-hair-2026') {
  const { user } = await t.created<{ user: PublicUser }>('/api/auth/register', { body: { email, password } });
  return { ...user, password };
}

async function login(email: string, password: string): Promise<string> {
  const res = await t.json<{ token: string }>('POST', '/api/auth/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.token;
}

// Every request comes from 127.0.0.1: reset the sign-in counters between tests.
beforeEach(async () => {
  await t.deps.db.execute(sql`delete from rate_limits`);
});

describe('POST /api/auth/register', () => {
  it('answers 201 { token, user } with role user, unverified: the token signs the buyer in', async () => {
    const res = await t.json<{ token: string; user: PublicUser }>('POST', '/api/auth/register', { body: { email: ' Shop.Owner@Example.com ', password: 'silk-hair-2026' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ token: expect.any(String), user: { id: expect.any(String), email: 'Shop.Owner@Example.com', role: 'user', email_verified: false } });
    expect(await t.json('GET', '/api/auth/me', { token: res.body.token })).toMatchObject({ status: 200, body: { user: { email: 'Shop.Owner@Example.com' } } });
  });

  it('answers 400 naming the field for a bad e-mail, a short password, or no body', async () => {
    expect(await t.json('POST', '/api/auth/register', { body: { email: 'nope', password: 'silk-hair-2026' } })).toMatchObject({
      status: 400,
      body: { error: 'email: Invalid email address' },
    });
    expect(await t.json('POST', '/api/auth/register', { body: { email: uniqueEmail(), password: '123456789' } })).toMatchObject({
      status: 400,
      body: { error: 'password: Password must be at least 10 characters' },
    });
    expect(await t.json('POST', '/api/auth/register', { body: { email: uniqueEmail(), password: 'Password123' } })).toMatchObject({
      status: 400,
      body: { error: 'password: This password is on the list of the most common passwords: choose another' },
    });
    expect(await t.json('POST', '/api/auth/register', {})).toMatchObject({
      status: 400,
      body: {
        error: 'email: Invalid email address; password: Password must be at least 10 characters',
        details: [
          { field: 'email', message: 'Invalid email address' },
          { field: 'password', message: 'Password must be at least 10 characters' },
        ],
      },
    });
  });

  it('answers 409 for an e-mail already registered in another letter case', async () => {
    await register('Duplicate@Example.com');
    const res = await t.json('POST', '/api/auth/register', { body: { email: 'duplicate@example.COM', password: 'other-secret' } });
    expect(res).toMatchObject({ status: 409, body: { error: 'Email already registered' } });
  });
});

describe('GET /api/auth/verify', () => {
  it('sends a browser to the sign-in page and marks the e-mail verified', async () => {
    const user = await register();
    const res = await fetch(t.baseUrl + mailedLink(user.email), { redirect: 'manual', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?verified=1');
    const token = await login(user.email, user.password);
    expect((await t.json<{ user: PublicUser }>('GET', '/api/auth/me', { token })).body.user.email_verified).toBe(true);
  });

  it('answers JSON to a client that prefers it, and 400 when the link is used again', async () => {
    const user = await register();
    const link = mailedLink(user.email);
    const first = await t.request('GET', link, { headers: { accept: 'application/json' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ verified: true });
    const again = await t.request('GET', link, { headers: { accept: 'application/json' } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'Invalid or expired verification link' });
  });

  it('answers 400 without a token or with a made-up one', async () => {
    expect(await t.json('GET', '/api/auth/verify')).toMatchObject({ status: 400, body: { error: 'token: Invalid or expired verification link' } });
    expect(await t.json('GET', '/api/auth/verify?token=madeup')).toMatchObject({ status: 400, body: { error: 'Invalid or expired verification link' } });
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 { token, user }, not cached', async () => {
    const user = await register('Login.Case@Example.com');
    const res = await t.json('POST', '/api/auth/login', { body: { email: 'login.case@example.com', password: user.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), user: { id: user.id, email: 'Login.Case@Example.com', role: 'user', email_verified: false } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const user = await register();
    for (const body of [{ email: user.email, password: 'wrong-password' }, { email: uniqueEmail('ghost'), password: 'silk-hair-2026' }]) {
      expect(await t.json('POST', '/api/auth/login', { body })).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    }
  });

  it('answers 400 naming the field', async () => {
    expect(await t.json('POST', '/api/auth/login', { body: { email: 'x@', password: 'silk-hair-2026' } })).toMatchObject({ status: 400, body: { error: 'email: Invalid email address' } });
    expect(await t.json('POST', '/api/auth/login', { body: { email: uniqueEmail(), password: 'abc' } })).toMatchObject({
      status: 400,
      body: { error: 'password: Password must be at least 6 characters' },
    });
  });

  it('answers 429 past 10 failures for one account', async () => {
    const user = await register();
    for (let i = 0; i < 10; i += 1) {
      expect((await t.json('POST', '/api/auth/login', { body: { email: user.email, password: `wrong-${i}` } })).status).toBe(401);
    }
    expect(await t.json('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).toMatchObject({
      status: 429,
      body: { error: 'Too many sign-in attempts. Try again in 15 minutes.' },
    });
  });

  it('answers 429 past 10 failures from one IP, whatever the account', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await t.json('POST', '/api/auth/login', { body: { email: uniqueEmail('ghost'), password: 'wrong-password' } })).status).toBe(401);
    }
    const user = await register();
    expect(await t.json('POST', '/api/auth/login', { body: { email: user.email, password: user.password } })).toMatchObject({
      status: 429,
      body: { error: 'Too many sign-in attempts. Try again in 15 minutes.' },
    });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const user = await register();
    const token = await login(user.email, user.password);
    const res = await t.json('GET', '/api/auth/me', { token });
    expect(res).toMatchObject({ status: 200, body: { user: { id: user.id, email: user.email, role: 'user', email_verified: false } } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.json<{ user: PublicUser }>('GET', '/api/auth/me', { token: await t.adminToken() })).body.user.role).toBe('admin');
  });

  it('answers 401 with no token, a bad token, or a malformed header', async () => {
    expect(await t.json('GET', '/api/auth/me')).toEqual({ status: 401, body: { error: 'Not authenticated' }, headers: expect.anything() });
    expect(await t.json('GET', '/api/auth/me', { token: 'not-a-session' })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    const res = await t.request('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const user = await register();
    const token = await login(user.email, user.password);
    await t.deps.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expect(await t.json('GET', '/api/auth/me', { token })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the same token then gets 401', async () => {
    const user = await register();
    const token = await login(user.email, user.password);
    const res = await t.request('POST', '/api/auth/logout', { token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await t.json('GET', '/api/auth/me', { token })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('POST', '/api/auth/logout', { token })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });

  it('answers 401 without a token', async () => {
    expect(await t.json('POST', '/api/auth/logout')).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
  });
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  /** The path of the reset link in the last mail sent to `to`. */
  function mailedResetLink(to: string): string {
    const mail = t.mails.filter((m) => m.to === to && m.subject === 'Reset your password').at(-1);
    const link = /http:\/\/localhost:4000(\/reset-password\?token=[a-z0-9]+)/.exec(mail?.text ?? '')?.[1];
    if (!link) throw new Error(`no reset link mailed to ${to}`);
    return link;
  }

  it('answers 200 { sent: true } for an account and for an address without one; only the account gets a mail', async () => {
    const user = await register();
    const mailsBefore = t.mails.length;
    expect(await t.json('POST', '/api/auth/forgot-password', { body: { email: user.email } })).toMatchObject({ status: 200, body: { sent: true } });
    expect(await t.json('POST', '/api/auth/forgot-password', { body: { email: uniqueEmail('ghost') } })).toMatchObject({ status: 200, body: { sent: true } });
    expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual([user.email]);
    expect(await t.json('POST', '/api/auth/forgot-password', { body: { email: 'nope' } })).toMatchObject({ status: 400, body: { error: 'email: Invalid email address' } });
  });

  it('sets the new password with the link, signs the buyer in and ends the other sessions; the link then answers 400', async () => {
    const user = await register();
    const before = await login(user.email, user.password);
    await t.json('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const token = new URL(mailedResetLink(user.email), 'http://x').searchParams.get('token');
    const res = await t.json<{ token: string; user: PublicUser }>('POST', '/api/auth/reset-password', { body: { token, password: 'brand-new-pass-9' } });
    expect(res).toMatchObject({ status: 200, body: { token: expect.any(String), user: { id: user.id, email_verified: true } } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await t.json('GET', '/api/auth/me', { token: before })).toMatchObject({ status: 401 });
    expect(await t.json('GET', '/api/auth/me', { token: res.body.token })).toMatchObject({ status: 200, body: { user: { id: user.id } } });
    expect(await t.json('POST', '/api/auth/reset-password', { body: { token, password: 'another-pass-99' } })).toMatchObject({
      status: 400,
      body: { error: 'This reset link is invalid, used or expired. Ask for a new one.' },
    });
    expect(await login(user.email, 'brand-new-pass-9')).toEqual(expect.any(String));
  });

  it('answers 400 naming the field for a weak password or no token', async () => {
    expect(await t.json('POST', '/api/auth/reset-password', { body: { password: 'short' } })).toMatchObject({
      status: 400,
      body: { error: 'token: This reset link is invalid, used or expired. Ask for a new one.; password: Password must be at least 10 characters' },
    });
  });
});

describe('the verification round trip of a new account', () => {
  it('registers, follows the mailed link, signs in, and signs out', async () => {
    const email = uniqueEmail('roundtrip');
    await register(email, 'round-trip-secret');
    expect((await t.request('GET', mailedLink(email), { headers: { accept: 'application/json' } })).status).toBe(200);
    const token = await login(email, 'round-trip-secret');
    expect((await t.json('GET', '/api/auth/me', { token })).body).toMatchObject({ user: { email, email_verified: true } });
    expect((await t.request('POST', '/api/auth/logout', { token })).status).toBe(204);
  });
});
