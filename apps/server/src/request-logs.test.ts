import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggableUrl, serializeError } from './request-logs';

describe('serializeError', () => {
  it('keeps a failed query, its code and its cause, but not the values it carried', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_idx"'), {
      code: '23505',
      detail: 'Key (lower(email))=(secret.buyer@example.com) already exists.',
    });
    const error = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['secret.buyer@example.com', '$argon2id$hash'], pgError);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('secret.buyer@example.com');
    expect(logged).not.toContain('$argon2id$hash');
    expect(serializeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: { type: 'Error', code: '23505', message: 'duplicate key value violates unique constraint "users_email_lower_idx"' },
    });
  });

  it('keeps the message and stack of other errors', () => {
    const logged = serializeError(new TypeError('x is not a function')) as { type: string; message: string; stack: string };
    expect([logged.type, logged.message]).toEqual(['TypeError', 'x is not a function']);
    expect(logged.stack).toContain('request-logs.test.ts');
  });
});

describe('loggableUrl', () => {
  const token = 'Zq3-xY_9bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

  it('cuts the link token out whatever the case and however many slashes', () => {
    expect(loggableUrl(`/API/QUOTES/${token}`)).toBe('/API/QUOTES/[redacted]');
    expect(loggableUrl(`//q/${token}`)).toBe('/q/[redacted]');
    expect(loggableUrl(`/api//quotes/${token}.pdf`)).toBe('/api/quotes/[redacted].pdf');
    expect(loggableUrl(`/Q/${token}?lang=vi`)).toBe('/Q/[redacted]?lang=vi');
  });

  it("hides the input of batched and differently written calls of the link's procedures", () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: 'x' }, 1: { json: { token } } }));
    expect(loggableUrl(`/api/trpc/a,quotes.byToken?batch=1&input=${input}`)).toBe('/api/trpc/a,quotes.byToken?batch=1&input=%5Bredacted%5D');
    expect(loggableUrl(`/API/TRPC/quotes.byToken?input=${input}`)).toBe('/API/TRPC/quotes.byToken?input=%5Bredacted%5D');
    expect(loggableUrl(`/api//trpc/products.list%2Cquotes.accept?batch=1&input=${input}`)).toBe('/api/trpc/products.list%2Cquotes.accept?batch=1&input=%5Bredacted%5D');
  });

  it('hides the values of query parameters named like secrets, whatever their case', () => {
    for (const name of ['access_token', 'api_key', 'apikey', 'auth', 'session', 'jwt', 'token', 'password', 'ACCESS_TOKEN', 'Api_Key', 'Password', 'refresh_token', 'X-Auth']) {
      expect(loggableUrl(`/reset-password?${name}=${token}&lang=vi`)).toBe(`/reset-password?${encodeURIComponent(name)}=%5Bredacted%5D&lang=vi`);
    }
  });

  it('hides the values of secret query parameters only', () => {
    expect(loggableUrl('/api/auth/verify?token=abc123')).toBe('/api/auth/verify?token=%5Bredacted%5D');
    expect(loggableUrl('/api/products?q=wave&limit=6')).toBe('/api/products?q=wave&limit=6');
    expect(loggableUrl('/api/health')).toBe('/api/health');
  });

  it("cuts a quote's link token out of its page, API and PDF paths, and out of the input of the link's procedures", () => {
    const token = 'Zq3-xY_9aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    expect(loggableUrl(`/q/${token}`)).toBe('/q/[redacted]');
    expect(loggableUrl(`/api/quotes/${token}.pdf`)).toBe('/api/quotes/[redacted].pdf');
    expect(loggableUrl(`/api/quotes/${token}/accept`)).toBe('/api/quotes/[redacted]/accept');
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { token } } }));
    expect(loggableUrl(`/api/trpc/products.list,quotes.byToken?batch=1&input=${input}`)).toBe('/api/trpc/products.list,quotes.byToken?batch=1&input=%5Bredacted%5D');
    expect(loggableUrl('/api/quote-requests/abc?stage=new')).toBe('/api/quote-requests/abc?stage=new');
  });
});
