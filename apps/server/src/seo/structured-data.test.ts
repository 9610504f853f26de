import { readProduct } from '@hair/domain';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './structured-data';

const base = { id: 'p1', slug: 'silk-weave', name: 'Silk Weave', currency: 'USD', in_stock: true };
const opts = { url: 'https://shop.example/product/p1', images: [], description: 'Soft', category: null };

describe('productJsonLd', () => {
  it('offers the price grid: its bounds and how many cells it offers', () => {
    const ld = productJsonLd(readProduct({ ...base, price_from: 25, price_to: 62 }, { apiOrigin: '' }), { ...opts, grid: { low: 25, high: 62, count: 48 } });
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: 25,
      highPrice: 62,
      priceCurrency: 'USD',
      offerCount: 48,
      availability: 'https://schema.org/InStock',
      url: opts.url,
    });
  });

  it('keeps the price range of a product without a grid, and no offer without a price', () => {
    expect(productJsonLd(readProduct({ ...base, price_from: 30, price_to: null }, { apiOrigin: '' }), opts).offers).toMatchObject({ lowPrice: 30, highPrice: 30 });
    expect(productJsonLd(readProduct({ ...base, price_from: 30 }, { apiOrigin: '' }), opts).offers).not.toHaveProperty('offerCount');
    expect(productJsonLd(readProduct(base, { apiOrigin: '' }), opts)).not.toHaveProperty('offers');
  });

  it('rates the product only when approved reviews exist', () => {
    const rated = productJsonLd(readProduct(base, { apiOrigin: '' }), { ...opts, rating: { count: 3, average: 4.666666 } });
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.67, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(productJsonLd(readProduct(base, { apiOrigin: '' }), { ...opts, rating: { count: 0, average: 0 } })).not.toHaveProperty('aggregateRating');
  });
});
