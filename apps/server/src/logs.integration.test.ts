// What the logs hold: route, status and ids; never a token, a cookie, a password or a body.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './request-logs';
import { BODY_WAVE_GRID, bodyWaveLine } from '@hair/api/testing';
import { useTestServer, useTokens } from './testing/harness';

const lines: string[] = [];
const t = useTestServer({ logger: pino({ ...loggerOptions, level: 'info' }, { write: (line: string) => void lines.push(line) }) });
const tokens = useTokens(t);

describe('request logs', () => {
  it('log method, path and status, and none of the secrets a request carries', async () => {
    lines.length = 0;
    const password = 'Correct-Horse-Battery-9';
    const email = `logged-${Date.now()}@example.com`;
    await t.request('POST', '/api/auth/register', { body: { email, password } });
    await t.request('POST', '/api/auth/login', { body: { email, password }, headers: { cookie: 'session=cookie-secret-value' } });
    await t.request('GET', '/api/auth/me', { token: tokens.admin, headers: { cookie: 'theme=dark; sid=another-cookie-secret' } });
    await t.request('GET', '/api/auth/verify?token=verification-secret-token&lang=vi');
    await t.request('PUT', '/api/products/nope', { token: tokens.admin, body: { name: 'Body text that is not logged' } });

    const log = lines.join('\n');
    for (const secret of [tokens.admin, password, 'cookie-secret-value', 'another-cookie-secret', 'verification-secret-token', 'Body text that is not logged']) {
      expect(log).not.toContain(secret);
    }
    const requests = lines.map((line) => JSON.parse(line) as { req?: { method: string; url: string }; res?: { statusCode: number } }).filter((l) => l.req);
    expect(requests.map((l) => [l.req!.method, l.req!.url, l.res!.statusCode])).toEqual([
      ['POST', '/api/auth/register', 201],
      ['POST', '/api/auth/login', 200],
      ['GET', '/api/auth/me', 200],
      ['GET', '/api/auth/verify?token=%5Bredacted%5D&lang=vi', 400],
      ['PUT', '/api/products/nope', 404],
    ]);
  });

  it('hold no password reset token, whether the link is opened or used, nor the new password', async () => {
    const email = `reset-logged-${Date.now()}@example.com`;
    await t.request('POST', '/api/auth/register', { body: { email, password: 'Correct-Horse-Battery-9' } });
    lines.length = 0;
    await t.request('POST', '/api/auth/forgot-password', { body: { email } });
    const mail = t.mails.filter((m) => m.to === email).at(-1)!;
    const token = /reset-password\?token=([a-z0-9]+)/.exec(mail.text)![1]!;
    await t.request('GET', `/reset-password?token=${token}`);
    const newPassword = 'Stable-Lantern-Ride-7';
    expect((await t.request('POST', '/api/auth/reset-password', { body: { token, password: newPassword } })).status).toBe(200);
    const log = lines.join('\n');
    for (const secret of [token, newPassword]) expect(log).not.toContain(secret);
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).filter((l) => l.req).map((l) => l.req!.url);
    expect(urls).toEqual(['/api/auth/forgot-password', '/reset-password?token=%5Bredacted%5D', '/api/auth/reset-password']);
  });

  it("hold no quote link token, whether the link is read, printed or accepted, by REST or tRPC", async () => {
    const product = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Logged Wave' } })).body;
    await t.json('PUT', `/api/products/${product.id}/prices`, { token: tokens.admin, body: BODY_WAVE_GRID });
    const lead = (await t.json<{ id: string }>('POST', '/api/quote-requests', { body: { name: 'Ada', email: 'ada@example.com', lines: [bodyWaveLine(product.id)] } })).body;
    const quote = (await t.json<{ path: string }>('POST', `/api/quote-requests/${lead.id}/quotes`, {
      token: tokens.admin,
      body: { lines: [{ description: 'Wave', quantity: 2, unit: 'kg', unit_price: 400 }], payment_terms: 'Deposit', valid_until: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10) },
    })).body;
    const token = quote.path.slice('/q/'.length);
    lines.length = 0;
    await t.request('GET', `/api/quotes/${token}`);
    await t.request('GET', `/api/quotes/${token}.pdf`);
    await t.request('GET', `/api/trpc/quotes.byToken?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`);
    await t.request('POST', `/api/quotes/${token}/accept`);
    await t.request('GET', `/q/${token}`);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.join('\n')).not.toContain(token);

    lines.length = 0;
    const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { token } }, 1: { json: { token } } }));
    await t.request('GET', `/API/QUOTES/${token}`);
    await t.request('GET', `//q/${token}`);
    await t.request('GET', `/api//quotes/${token}.pdf`);
    await t.request('GET', `/api/trpc/products.list,quotes.byToken?batch=1&input=${batchInput}`);
    await t.request('GET', `/api/products?access_token=${token}&API_KEY=${token}&Session=${token}&jwt=${token}&auth=${token}&apikey=${token}&password=${token}`);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.join('\n')).not.toContain(token);
  });
});
