import { describe, expect, it } from 'vitest';
import { parseSiteConfigSearch, SITE_CONFIG_TAB_LIST } from './site-config-tabs';

describe('site configuration tabs', () => {
  it('has the six tabs in order', () => {
    expect(SITE_CONFIG_TAB_LIST.map((t) => t.label)).toEqual([
      'Hero Section',
      'Partners',
      'Statistics',
      'Product Showcase',
      'Media Library',
      'Product Detail',
    ]);
  });

  it('keeps a known tab in the URL and leaves the first one out', () => {
    expect(parseSiteConfigSearch({ tab: 'media' })).toEqual({ tab: 'media' });
    expect(parseSiteConfigSearch({ tab: 'product-detail' })).toEqual({ tab: 'product-detail' });
    expect(parseSiteConfigSearch({ tab: 'hero' })).toEqual({});
    expect(parseSiteConfigSearch({ tab: 'nope' })).toEqual({});
    expect(parseSiteConfigSearch({ tab: 3 })).toEqual({});
    expect(parseSiteConfigSearch({})).toEqual({});
  });
});
