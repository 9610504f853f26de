import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { PageMeta } from './page-meta';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// As the server sends a product opened by its id: the canonical URL names its slug.
const SERVER_HEAD = `
  <title>Raw Bundle | VietSilk Hair</title>
  <meta name="description" content="Server description" />
  <link rel="canonical" href="https://shop.example/product/raw-bundle" />
  <meta property="og:title" content="Raw Bundle" />
  <meta property="og:description" content="Server description" />
  <meta property="og:url" content="https://shop.example/product/raw-bundle" />
  <meta name="twitter:title" content="Raw Bundle" />
  <meta name="twitter:description" content="Server description" />`;

const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

let root: Root;
let usePageMeta: (meta: PageMeta) => void;
function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}
const show = (path: string, meta: PageMeta) =>
  act(() => {
    window.history.pushState(null, '', path);
    root.render(<Page {...meta} />);
  });

beforeAll(async () => {
  document.head.innerHTML = SERVER_HEAD;
  window.history.replaceState(null, '', '/product/id-1');
  // The module reads the landing page's canonical URL when it loads.
  vi.resetModules();
  ({ usePageMeta } = await import('./page-meta'));
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterAll(() => act(() => root.unmount()));

describe('usePageMeta', () => {
  it("keeps the server's canonical URL on the landing page and names the page in the title tags", async () => {
    await show('/product/id-1', { title: 'Raw Bundle' });
    expect(document.title).toBe('Raw Bundle | VietSilk Hair');
    expect(content('meta[property="og:title"]')).toBe('Raw Bundle');
    expect(canonical()).toBe('https://shop.example/product/raw-bundle');
    expect(content('meta[name="description"]')).toBe('Server description');
  });

  it('after a client navigation, points the canonical URL and the Open Graph tags at the page shown', async () => {
    await show('/partners', { fullTitle: 'Hợp tác cùng VietSilk Hair', description: 'Trang đối tác' });
    expect(document.title).toBe('Hợp tác cùng VietSilk Hair');
    expect(content('meta[name="twitter:title"]')).toBe('Hợp tác cùng VietSilk Hair');
    expect(canonical()).toBe('https://shop.example/partners');
    expect(content('meta[property="og:url"]')).toBe('https://shop.example/partners');
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]', 'meta[name="twitter:description"]']) {
      expect(content(selector)).toBe('Trang đối tác');
    }

    await show('/', {});
    expect(document.title).toBe('VietSilk Hair');
    expect(canonical()).toBe('https://shop.example/');

    await show('/product/id-1', { title: 'Raw Bundle' });
    expect(canonical()).toBe('https://shop.example/product/raw-bundle');

    // Reached by its id after a client navigation, a product still names its slug's URL.
    await show('/partners', {});
    await show('/product/id-1', { title: 'Raw Bundle', canonicalPath: '/product/raw-bundle' });
    expect(canonical()).toBe('https://shop.example/product/raw-bundle');
    expect(content('meta[property="og:url"]')).toBe('https://shop.example/product/raw-bundle');
  });
});
