import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { deferredEntry, deferredEntryScript } from './deferred-entry';

const BUILT = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js" nonce="__CSP_NONCE__"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-def.js" nonce="__CSP_NONCE__">
<link rel="modulepreload" crossorigin href="/assets/trpc-123.js" nonce="__CSP_NONCE__">
</head><body><div id="root"></div></body></html>`;

function transform(html: string): string {
  const plugin = deferredEntry({ nonce: '__CSP_NONCE__' });
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

/** Runs the page's first script in a page of its own; returns the page and what it imported. */
function startPage(readyState: 'loading' | 'complete') {
  const dom = new JSDOM('<!doctype html><html><head></head><body><button id="menu">Menu</button><a id="link" href="/about">About</a><form><button id="send">Send</button></form></body></html>');
  const { window } = dom;
  Object.defineProperty(window.document, 'readyState', { value: readyState, configurable: true });
  const imported: string[] = [];
  const context = Object.assign(window, { import: undefined });
  const script = deferredEntryScript('/assets/index-abc.js', ['/assets/framework-def.js']).replace('import(', 'window.__import(');
  (window as unknown as { __import: (url: string) => void }).__import = (url) => void imported.push(url);
  runInNewContext(script, context);
  return { window, imported };
}

describe('deferredEntry', () => {
  it('replaces the entry script and the preloads with one inline script carrying the nonce', () => {
    const html = transform(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" crossorigin');
    expect(html).toMatch(/<script nonce="__CSP_NONCE__">\(\(\)=>\{.*import\("\/assets\/index-abc.js"\);.*<\/script>\n<\/body>/s);
    expect(html).toContain('["/assets/framework-def.js","/assets/trpc-123.js"]');
  });

  it('refuses a page without an entry script rather than shipping a dead page', () => {
    expect(() => transform('<html><body></body></html>')).toThrow(/no <script type="module" src>/);
  });
});

describe('the inline script', () => {
  it('starts the app once the page has loaded, with its modules preloaded', () => {
    const { window, imported } = startPage('loading');
    expect(imported).toEqual([]);
    window.dispatchEvent(new window.Event('load'));
    expect(imported).toEqual(['/assets/index-abc.js']);
    expect([...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/framework-def.js']);
    window.dispatchEvent(new window.Event('load'));
    expect(imported).toHaveLength(1);
  });

  it('starts the app at the first touch, key or pointer event before the page has loaded', () => {
    for (const type of ['pointerdown', 'touchstart', 'keydown']) {
      const { window, imported } = startPage('loading');
      window.dispatchEvent(new window.Event(type));
      expect(imported, type).toEqual(['/assets/index-abc.js']);
    }
  });

  it('starts at once on a page that has already loaded', () => {
    expect(startPage('complete').imported).toEqual(['/assets/index-abc.js']);
  });

  it('keeps keys pressed on a button, but not Enter, Space or Tab (a click or the focus moving)', () => {
    const { window } = startPage('loading');
    const menu = window.document.getElementById('menu')!;
    for (const key of ['ArrowDown', 'Enter', ' ', 'Tab', 'Escape']) menu.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true }));
    const record = (window as unknown as { __earlyActions: { actions: { target: Element; key?: string }[] } }).__earlyActions;
    expect(record.actions.map((a) => [a.target.id, a.key])).toEqual([['menu', 'ArrowDown'], ['menu', 'Escape']]);
  });

  it('keeps a tap on a button for the app (and stops a form from being sent), but lets links work', () => {
    const { window } = startPage('loading');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    window.document.querySelector('form')!.addEventListener('submit', submitted);
    (window.document.getElementById('menu') as HTMLButtonElement).click();
    (window.document.getElementById('send') as HTMLButtonElement).click();
    const link = window.document.getElementById('link') as HTMLAnchorElement;
    const followed = link.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    const record = (window as unknown as { __earlyActions: { actions: { target: Element }[] } }).__earlyActions;
    expect(record.actions.map((a) => a.target.id)).toEqual(['menu', 'send']);
    expect(submitted).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });
});
