// Public pages come from memory on a repeat, with a fresh nonce each time, compressed.
import { describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from './testing/harness';

const t = useTestServer({ responseCache: true });
const tokens = useTokens(t);
const nonceOf = (res: Response) => /script-src 'self' 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('the page cache', () => {
  it('answers a repeated page from memory, whatever junk the query string holds, each time with its own nonce', async () => {
    const first = await t.request('GET', '/about');
    const firstHtml = await first.text();
    const again = await t.request('GET', '/about?utm_source=whatsapp');
    const againHtml = await again.text();
    expect(first.headers.get('x-cache')).toBeNull();
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.status).toBe(200);
    expect(nonceOf(again)).not.toBe(nonceOf(first));
    expect(againHtml).toContain(`nonce="${nonceOf(again)}"`);
    expect(againHtml).not.toContain(nonceOf(first)!);
    expect(againHtml.replaceAll(nonceOf(again)!, 'N')).toBe(firstHtml.replaceAll(nonceOf(first)!, 'N'));
  });

  it('sends pages compressed to clients that accept it', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await t.request('GET', '/partners', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await res.text()).toContain('<title>');
    }
  });

  it('is cleared by an admin write, not by an anonymous one', async () => {
    await t.request('GET', '/blog');
    expect((await t.request('GET', '/blog')).headers.get('x-cache')).toBe('hit');
    await t.request('POST', '/api/inquiries', { body: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '+84 90 123 4567' } });
    expect((await t.request('GET', '/blog')).headers.get('x-cache')).toBe('hit');
    expect((await t.request('PUT', '/api/site-config/mission', { token: tokens.admin, body: { config: { text: 'New mission' } } })).status).toBe(200);
    expect((await t.request('GET', '/blog')).headers.get('x-cache')).toBeNull();
  });

  it('keeps neither the admin nor unknown paths', async () => {
    for (const path of ['/admin', '/no/such/page']) {
      await t.request('GET', path);
      expect((await t.request('GET', path)).headers.get('x-cache'), path).toBeNull();
    }
  });
});
