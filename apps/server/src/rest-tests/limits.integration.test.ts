// Every limit holds however the calls arrive: in parallel, in one tRPC batch, or
// from several addresses behind a trusted proxy.
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, useTestServer, useTokens, type TestServer } from '../testing/harness';
import { trpcBatch as batch } from '../testing/http-client';

const t = useTestServer();
const tokens = useTokens(t);
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Try again in 15 minutes.';
const inquiry = { firstName: 'Mai', lastName: 'Tran', email: 'mai@example.com', phone: '+84 90 123 4567' };

const count = (values: number[], value: number) => values.filter((v) => v === value).length;
const countRows = async (server: TestServer, table: 'inquiries' | 'reviews' | 'users') =>
  Number(((await server.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
const sessionsOf = async (server: TestServer, email: string) =>
  Number(((await server.deps.db.execute(sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where lower(u.email) = lower(${email})`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

let counter = 0;
async function registerOn(server: TestServer, headers: Record<string, string> = {}) {
  const email = `limits${++counter}-${Date.now()}@example.com`;
  const res = await server.request('POST', '/api/auth/register', { body: { email, password: 'silk-hair-2026' }, headers });
  expect(res.status).toBe(201);
  return { email, password: 'silk-hair-2026' };
}

// Every request to `t` comes from 127.0.0.1: each test starts with no counts.
beforeEach(async () => {
  await t.deps.db.execute(sql`delete from rate_limits`);
});

describe('sign-in', () => {
  it('checks 10 of 40 wrong passwords sent at once, refuses 30 with 429 and Retry-After, and then the right one too', async () => {
    const user = await registerOn(t);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.request('POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(30);
    const refused = answers.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ error: TOO_MANY_SIGN_INS });

    const right = await t.json('POST', '/api/auth/login', { body: user });
    expect(right).toMatchObject({ status: 429, body: { error: TOO_MANY_SIGN_INS } });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // Only the session of the sign-up.
    expect(await sessionsOf(t, user.email)).toBe(1);
  });

  it('counts each call of tRPC batches: 4 batches of 10 wrong passwords at once get 10 checks', async () => {
    const user = await registerOn(t);
    const wrong = { email: user.email, password: 'wrong-password' };
    const batches = await Promise.all(Array.from({ length: 4 }, () => batch(t, 'auth.login', Array.from({ length: 10 }, () => wrong))));
    const statuses = batches.flatMap((b) => b.statuses);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(30);
    const refusedBatch = batches.find((b) => b.statuses.includes(429))!;
    expect(Number(refusedBatch.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even a batch with the right password in it signs nobody in now.
    const last = await batch(t, 'auth.login', [wrong, user]);
    expect(last.statuses).toEqual([429, 429]);
    expect(await sessionsOf(t, user.email)).toBe(1);
  });
});

describe('tRPC batches', () => {
  it('refuses a batch of more than 10 calls with 413 before any call runs', async () => {
    const before = await countRows(t, 'inquiries');
    for (const size of [11, 300]) {
      const res = await batch(t, 'inquiries.create', Array.from({ length: size }, () => inquiry));
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ error: `A batch may hold at most 10 calls (this one has ${size})` });
    }
    expect(await countRows(t, 'inquiries')).toBe(before);
  });

  it('counts every inquiry of a batch: 5 of 10 are stored, the rest get 429', async () => {
    const before = await countRows(t, 'inquiries');
    const res = await batch(t, 'inquiries.create', Array.from({ length: 10 }, () => inquiry));
    expect(count(res.statuses, 200)).toBe(5);
    expect(count(res.statuses, 429)).toBe(5);
    expect(await countRows(t, 'inquiries')).toBe(before + 5);
    // The next batch from the same address stores nothing.
    const again = await batch(t, 'inquiries.create', [inquiry, inquiry]);
    expect(again.statuses).toEqual([429, 429]);
    expect(await countRows(t, 'inquiries')).toBe(before + 5);
  });

  it('counts every review of batches sent at once: 10 of 30 are stored', async () => {
    const product = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Batch Reviewed' } })).body;
    const before = await countRows(t, 'reviews');
    const review = { productId: product.id, user: 'Flood', comment: 'again', rating: 5 };
    const batches = await Promise.all(Array.from({ length: 3 }, () => batch(t, 'reviews.create', Array.from({ length: 10 }, () => review))));
    expect(count(batches.flatMap((b) => b.statuses), 200)).toBe(10);
    expect(await countRows(t, 'reviews')).toBe(before + 10);
  });

  it('counts every sign-up of a batch: 5 an hour from one address', async () => {
    const before = await countRows(t, 'users');
    const res = await batch(t, 'auth.register', Array.from({ length: 10 }, (_, i) => ({ email: `batch-${i}-${Date.now()}@example.com`, password: 'silk-hair-2026' })));
    expect(count(res.statuses, 200)).toBe(5);
    expect(count(res.statuses, 429)).toBe(5);
    expect(await countRows(t, 'users')).toBe(before + 5);
    expect(await t.json('POST', '/api/auth/register', { body: { email: `late-${Date.now()}@example.com`, password: 'silk-hair-2026' } })).toMatchObject({
      status: 429,
      body: { error: 'Too many sign-ups from this address. Try again in 60 minutes.' },
    });
  });
});

describe('password reset requests', () => {
  const TOO_MANY_RESETS = 'Too many reset requests. Try again in 60 minutes.';

  it('mail one e-mail at most 3 links an hour: of 10 calls in one tRPC batch, 3 are answered and 7 refused', async () => {
    const user = await registerOn(t);
    const mailsBefore = t.mails.length;
    const res = await batch(t, 'auth.requestPasswordReset', Array.from({ length: 10 }, () => ({ email: user.email })));
    expect(count(res.statuses, 200)).toBe(3);
    expect(count(res.statuses, 429)).toBe(7);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(t.mails.length - mailsBefore).toBe(3);
  });

  it('answer 10 calls an hour from one address, however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => t.request('POST', '/api/auth/forgot-password', { body: { email: `reset-flood-${i}@example.com` } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(count(statuses, 200)).toBe(10);
    expect(count(statuses, 429)).toBe(6);
    expect(await answers.find((res) => res.status === 429)!.json()).toEqual({ error: TOO_MANY_RESETS });
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set: a flood under many forged addresses is still one address', async () => {
    const user = await registerOn(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.request('POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } }),
      ),
    );
    expect(count(answers.map((res) => res.status), 429)).toBe(5);
    const right = await t.request('POST', '/api/auth/login', { body: user, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(right.status).toBe(429);
  });

  describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ trustProxy: 1 });
      return () => proxied.close();
    });
    const from = (address: string) => ({ 'x-forwarded-for': address });

    it('refuses the flooding address and lets the admin in from an address that never failed', async () => {
      const admin = await registerOn(proxied);
      const flood = await Promise.all(
        Array.from({ length: 30 }, () => proxied.request('POST', '/api/auth/login', { body: { email: admin.email, password: 'wrong-password' }, headers: from('203.0.113.9') })),
      );
      expect(count(flood.map((res) => res.status), 429)).toBe(20);
      expect((await proxied.request('POST', '/api/auth/login', { body: admin, headers: from('203.0.113.9') })).status).toBe(429);
      expect((await proxied.request('POST', '/api/auth/login', { body: admin, headers: from('198.51.100.20') })).status).toBe(200);
    });

    it('takes the address the proxy saw, not one the client wrote in front of it', async () => {
      const user = await registerOn(proxied);
      // Ten guesses at other accounts, each with a different forged first address.
      for (let i = 0; i < 10; i += 1) {
        await proxied.request('POST', '/api/auth/login', { body: { email: `ghost${i}@example.com`, password: 'wrong-password' }, headers: from(`192.0.2.${i}, 203.0.113.50`) });
      }
      // The client forged a different first address each time; the proxy's entry was the same.
      expect((await proxied.request('POST', '/api/auth/login', { body: user, headers: from('192.0.2.99, 203.0.113.50') })).status).toBe(429);
    });

    it('locks the account for every address after 100 attempts spread over many addresses', async () => {
      const user = await registerOn(proxied);
      const spread = await Promise.all(
        Array.from({ length: 110 }, (_, i) =>
          proxied.request('POST', '/api/auth/login', { body: { email: user.email, password: 'wrong-password' }, headers: from(`10.${Math.floor(i / 10)}.0.${i % 10}`) }),
        ),
      );
      expect(count(spread.map((res) => res.status), 401)).toBe(100);
      expect(count(spread.map((res) => res.status), 429)).toBe(10);
      expect((await proxied.request('POST', '/api/auth/login', { body: user, headers: from('198.51.100.30') })).status).toBe(429);
    });
  });
});
