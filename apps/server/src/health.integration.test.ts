import { describe, expect, it } from 'vitest';
import { useTestServer } from './testing/harness';

const t = useTestServer();

describe('server basics', () => {
  it('answers the health check', async () => {
    const res = await t.json('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('sends security headers with a nonce-based CSP', async () => {
    const res = await t.request('GET', '/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.json('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.request('POST', '/api/auth/login', { rawBody: '{nope', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid JSON body' });
  });

  it('answers a body past the limit with 413', async () => {
    const res = await t.request('POST', '/api/uploads', { rawBody: JSON.stringify({ dataUrl: 'x'.repeat(8 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
  });
});
