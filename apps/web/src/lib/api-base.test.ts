import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_API_BASE, getApiBase, getApiOrigin, resolveApiBase } from './api-base';

describe('resolveApiBase', () => {
  it('prefers the env setting over everything else', () => {
    expect(resolveApiBase({ envUrl: 'https://api.shop.test/api', globalBase: 'https://other.test/api', origin: 'https://shop.test' })).toBe(
      'https://api.shop.test/api',
    );
  });

  it('uses the window global when there is no env setting', () => {
    expect(resolveApiBase({ envUrl: undefined, globalBase: 'https://cdn.shop.test/api', origin: 'https://shop.test' })).toBe(
      'https://cdn.shop.test/api',
    );
  });

  it('uses the page origin + /api when neither is set', () => {
    expect(resolveApiBase({ origin: 'https://shop.test' })).toBe('https://shop.test/api');
    expect(resolveApiBase({ origin: 'http://127.0.0.1:4610' })).toBe('http://127.0.0.1:4610/api');
  });

  it('falls back to the local server without a usable origin', () => {
    expect(FALLBACK_API_BASE).toBe('http://localhost:4000/api');
    expect(resolveApiBase({})).toBe(FALLBACK_API_BASE);
    expect(resolveApiBase({ origin: 'null' })).toBe(FALLBACK_API_BASE);
    expect(resolveApiBase({ origin: 'file://' })).toBe(FALLBACK_API_BASE);
  });

  it('skips blank or non-string settings and trims trailing slashes', () => {
    expect(resolveApiBase({ envUrl: '   ', globalBase: 42, origin: 'https://shop.test/' })).toBe('https://shop.test/api');
    expect(resolveApiBase({ envUrl: ' https://api.shop.test/api// ' })).toBe('https://api.shop.test/api');
    expect(resolveApiBase({ globalBase: '/api/' })).toBe('/api');
  });
});

describe('getApiBase', () => {
  afterEach(() => {
    delete window.__API_BASE__;
    vi.unstubAllEnvs();
  });

  it("reads this page's origin, the window global and the env setting", () => {
    expect(getApiBase()).toBe(`${window.location.origin}/api`);
    window.__API_BASE__ = 'https://global.shop.test/api/';
    expect(getApiBase()).toBe('https://global.shop.test/api');
    vi.stubEnv('VITE_API_URL', 'https://env.shop.test/api');
    expect(getApiBase()).toBe('https://env.shop.test/api');
    expect(getApiOrigin()).toBe('https://env.shop.test');
  });
});
