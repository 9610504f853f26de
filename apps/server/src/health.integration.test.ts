import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_START_SCRIPT, useTestServer } from './testing/harness';

const t = useTestServer();

describe('server basics', () => {
  it('answers the health check', async () => {
    const res = await t.json('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it("serves any page path with the app and a CSP naming its inline script by hash and its styles by the render's nonce", async () => {
    const pages = await Promise.all(['/', '/products/hair-weave'].map((p) => t.request('GET', p)));
    const nonces = await Promise.all(pages.map(async (res) => {
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';
      // Scripts: our files, and inline only the app's own, by the hash of its text.
      expect(directive('script-src')).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(TEST_START_SCRIPT).digest('base64')}'`);
      expect(directive('style-src')).not.toContain('unsafe-inline');
      const nonce = /^style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'$/.exec(directive('style-src'))?.[1];
      expect(await res.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      return nonce;
    }));
    // Each render has its own style nonce.
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends strict security headers on API answers', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
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
