import type { Request } from 'express';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './pages';
import { withRenderedApp } from './spa';
import type { RenderOutcome } from './ssr';

const request = (path: string) => ({ path, originalUrl: `${path}?q=wave`, protocol: 'https', ip: '203.0.113.9', get: () => 'evil.example' }) as unknown as Request;
const silent = pino({ level: 'silent' });
/** PUBLIC_URL: the request above names another host, which must not count. */
const ORIGIN = 'https://shop.example';
const rendered: RenderOutcome = { kind: 'page', status: 200, html: '<main>Body Wave</main>', styles: '<style nonce="n">a{}</style>', state: '{"json":1}' };

describe('withRenderedApp', () => {
  it('puts the markup in #root, the styles in <head> and the data after #root', () => {
    const page = withRenderedApp('<html><head><title>T</title></head><body><div id="root"></div><script nonce="n">start()</script></body></html>', {
      html: '<p>$& costs $1</p>',
      styles: '<style>b{}</style>',
      state: '{"a":1}',
    });
    expect(page).toBe(
      '<html><head><title>T</title><style>b{}</style>\n</head><body><div id="root"><p>$& costs $1</p></div>'
        + '<script type="application/json" id="page-state">{"a":1}</script><script nonce="n">start()</script></body></html>',
    );
  });
});

describe('createPageRenderer', () => {
  it('renders a public page at its URL on the public origin (not the Host asked for), keeping the head and the worse status', async () => {
    const renderApp = vi.fn(async () => rendered);
    const renderer = createPageRenderer(async () => ({ status: 404, head: '<title>Not found</title>' }), renderApp, silent, ORIGIN);
    expect(await renderer(request('/product/nope'), 'nonce-1')).toEqual({ status: 404, head: '<title>Not found</title>', app: rendered });
    expect(renderApp).toHaveBeenCalledWith({ url: '/product/nope?q=wave', origin: 'https://shop.example', nonce: 'nonce-1', clientIp: '203.0.113.9' });
  });

  it('writes the title the render named into the head: the list narrowed by its query names what it shows', async () => {
    const head = '<title>All Products | VietSilk Hair</title>\n    <meta name="description" content="All" />\n    <meta property="og:title" content="All Products" />\n    <meta name="twitter:title" content="All Products" />';
    const named = { ...rendered, pageTitle: { title: 'Body Wave · 22" | VietSilk Hair', socialTitle: 'Body Wave · 22"' } };
    const renderer = createPageRenderer(async () => ({ status: 200, head }), async () => named, silent, ORIGIN);
    expect((await renderer(request('/products'), 'n'))?.head).toBe(
      '<title>Body Wave · 22&quot; | VietSilk Hair</title>\n    <meta name="description" content="All" />\n    <meta property="og:title" content="Body Wave · 22&quot;" />\n    <meta name="twitter:title" content="Body Wave · 22&quot;" />',
    );
  });

  it("renders a quote's page for the visitor's address and marks it personal (no shared cache may keep it)", async () => {
    const renderApp = vi.fn(async () => rendered);
    const renderer = createPageRenderer(async () => ({ status: 200, head: '<title>Quote</title>' }), renderApp, silent, ORIGIN);
    expect(await renderer(request('/q/abc'), 'n')).toEqual({ status: 200, head: '<title>Quote</title>', app: rendered, personal: true });
    expect(renderApp).toHaveBeenCalledWith(expect.objectContaining({ url: '/q/abc?q=wave', clientIp: '203.0.113.9' }));
  });

  it('leaves the admin to the browser', async () => {
    const renderApp = vi.fn(async () => rendered);
    const renderer = createPageRenderer(async () => ({ status: 200, head: '<title>Admin</title>' }), renderApp, silent, ORIGIN);
    expect(await renderer(request('/admin/products'), 'n')).toEqual({ status: 200, head: '<title>Admin</title>' });
    expect(renderApp).not.toHaveBeenCalled();
  });

  it('answers a redirect the page asks for', async () => {
    const renderer = createPageRenderer(async () => null, async () => ({ kind: 'redirect', status: 307, location: '/' }), silent, ORIGIN);
    expect(await renderer(request('/auth'), 'n')).toEqual({ status: 307, redirect: '/' });
  });

  it('falls back to the shell, with its head, when the render fails', async () => {
    const renderer = createPageRenderer(async () => ({ status: 200, head: '<title>Home</title>' }), async () => {
      throw new Error('boom');
    }, silent, ORIGIN);
    expect(await renderer(request('/'), 'n')).toEqual({ status: 200, head: '<title>Home</title>' });
  });
});
