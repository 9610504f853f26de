import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  canonicalProductInput,
  contentBlockListSchema,
  contentBlockSchema,
  PRODUCT_FIELD_SPELLINGS,
  productInputSchema,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
  unsetByCategoryInputSchema,
} from './product';

function messages(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('productInputSchema: defaults', () => {
  it('fills every field from a name alone', () => {
    expect(productInputSchema.parse({ name: '  Body Wave  ' })).toEqual({
      name: 'Body Wave',
      category: null,
      image_url: null,
      image_alt: null,
      gallery_images: [],
      gallery_alts: [],
      video_url: null,
      video_poster_url: null,
      price_from: null,
      price_to: null,
      currency: 'USD',
      in_stock: true,
      featured: false,
      published: false,
      trade_terms: { lead_time: '', shipping: [], payment_terms: '', sample_policy: '' },
      description_html: null,
      description_blocks: [],
      description_markdown: null,
      length: null,
      quality_grade: null,
      hair_material: null,
      card_note: null,
      textures: [],
      colours: [],
      tags: [],
      lace_size: null,
      bundle_grams: null,
      howto: null,
      warranty: null,
      qa: null,
      howto_blocks: [],
      warranty_blocks: [],
      qa_blocks: [],
      thumbnails: [],
    });
  });

  it("requires a name with 'Name is required'", () => {
    for (const input of [{}, { name: '' }, { name: '   ' }, { name: null }, { name: 5 }, null, undefined, 'x', [], 42]) {
      const r = productInputSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(messages(r)).toContain(`name: ${MESSAGES.nameRequired}`);
    }
  });

  it('drops unknown keys', () => {
    const r = productInputSchema.parse({ name: 'x', hack: true, __proto__x: 1 });
    expect(r).not.toHaveProperty('hack');
  });
});

describe('productInputSchema: every known spelling of each field', () => {
  const spellings: [string, unknown, string, unknown][] = [
    ['name', 'N', 'name', 'N'],
    ['title', 'T', 'name', 'T'],
    ['image_url', '/uploads/a.webp', 'image_url', '/uploads/a.webp'],
    ['imageUrl', '/uploads/b.webp', 'image_url', '/uploads/b.webp'],
    ['image', 'https://x.co/c.webp', 'image_url', 'https://x.co/c.webp'],
    ['price_from', 45, 'price_from', 45],
    ['priceFrom', '45', 'price_from', 45],
    ['priceFromText', '$45.50', 'price_from', 45.5],
    ['price', 'from 30 USD', 'price_from', 30],
    ['price_to', 120, 'price_to', 120],
    ['priceTo', '1,200', 'price_to', 1200],
    ['priceToText', '$130', 'price_to', 130],
    ['gallery', ['a.webp', 'b.webp'], 'gallery_images', ['a.webp', 'b.webp']],
    ['galleryImages', '["a.webp","b.webp"]', 'gallery_images', ['a.webp', 'b.webp']],
    ['gallery_images', 'a.webp, b.webp', 'gallery_images', ['a.webp', 'b.webp']],
    ['in_stock', false, 'in_stock', false],
    ['inStock', 'false', 'in_stock', false],
    ['featured', 'true', 'featured', true],
    ['description', '<p>d</p>', 'description_html', '<p>d</p>'],
    ['descriptionHtml', '<p>e</p>', 'description_html', '<p>e</p>'],
    ['description_html', '<p>f</p>', 'description_html', '<p>f</p>'],
    ['description_blocks', [{ type: 'html', html: '<p>x</p>' }], 'description_blocks', [{ type: 'html', html: '<p>x</p>' }]],
    ['descriptionBlocks', [{ type: 'markdown', markdown: '# x' }], 'description_blocks', [{ type: 'markdown', markdown: '# x' }]],
    ['description_markdown', 'plain', 'description_markdown', 'plain'],
    ['length', '8 to 30 inches', 'length', '8 to 30 inches'],
    ['qualityGrade', 'Double', 'quality_grade', 'Double'],
    ['quality_grade', 'Single', 'quality_grade', 'Single'],
    ['hairMaterial', 'Human', 'hair_material', 'Human'],
    ['hair_material', 'Remy', 'hair_material', 'Remy'],
    ['cardNote', 'USD per bundle', 'card_note', 'USD per bundle'],
    ['card_note', 'per kg', 'card_note', 'per kg'],
    ['howto', '<ol></ol>', 'howto', '<ol></ol>'],
    ['warranty', '<p>w</p>', 'warranty', '<p>w</p>'],
    ['qa', '<p>q</p>', 'qa', '<p>q</p>'],
    ['howto_blocks', [{ type: 'html', html: 'h' }], 'howto_blocks', [{ type: 'html', html: 'h' }]],
    ['howtoBlocks', [{ type: 'html', html: 'h2' }], 'howto_blocks', [{ type: 'html', html: 'h2' }]],
    ['warranty_blocks', [{ type: 'html', html: 'w' }], 'warranty_blocks', [{ type: 'html', html: 'w' }]],
    ['warrantyBlocks', [{ type: 'html', html: 'w2' }], 'warranty_blocks', [{ type: 'html', html: 'w2' }]],
    ['qa_blocks', [{ type: 'html', html: 'q' }], 'qa_blocks', [{ type: 'html', html: 'q' }]],
    ['qaBlocks', [{ type: 'html', html: 'q2' }], 'qa_blocks', [{ type: 'html', html: 'q2' }]],
    ['thumbnails', 't1.webp,t2.webp', 'thumbnails', ['t1.webp', 't2.webp']],
    ['currency', 'eur', 'currency', 'EUR'],
    ['category', 'hair-weave', 'category', 'hair-weave'],
    ['image_alt', 'Front view', 'image_alt', 'Front view'],
    ['imageAlt', '  Side\n view ', 'image_alt', 'Side view'],
  ];

  it.each(spellings)('maps %s to %s', (key, value, field, expected) => {
    const input: Record<string, unknown> = { name: 'Product', [key]: value };
    if (key === 'name' || key === 'title') delete input.name;
    input[key] = value;
    const r = productInputSchema.safeParse(input);
    expect(messages(r)).toEqual([]);
    expect((r.data as Record<string, unknown>)[field]).toEqual(expected);
  });

  it('lists every spelling in PRODUCT_FIELD_SPELLINGS', () => {
    const all = Object.values(PRODUCT_FIELD_SPELLINGS).flat();
    for (const [key] of spellings) expect(all).toContain(key);
  });

  it('prefers the snake_case spelling, and a usable price over an empty one', () => {
    expect(canonicalProductInput({ name: 'a', title: 'b' })).toEqual({ name: 'a' });
    expect(canonicalProductInput({ price_from: null, priceFromText: '$45' })).toEqual({ price_from: '$45' });
    expect(canonicalProductInput({ price_from: '', price: 9 })).toEqual({ price_from: 9 });
    expect(canonicalProductInput({ price_from: null })).toEqual({ price_from: null });
    expect(canonicalProductInput(null)).toEqual({});
    expect(canonicalProductInput([1, 2])).toEqual({});
  });
});

describe('productInputSchema: alt texts of the images', () => {
  const gallery = ['/uploads/a.webp', '/uploads/b.webp'];

  it('reads gallery_alts or galleryAlts by position, as one trimmed line each; null and blank items are empty', () => {
    expect(productInputSchema.parse({ name: 'x', gallery_images: gallery, gallery_alts: [' Left\tside ', null] }).gallery_alts).toEqual(['Left side', '']);
    expect(productInputSchema.parse({ name: 'x', gallery, galleryAlts: '["Left","Back"]' }).gallery_alts).toEqual(['Left', 'Back']);
    expect(productInputSchema.parse({ name: 'x', gallery, gallery_alts: null }).gallery_alts).toEqual([]);
  });

  it('takes the alt texts of a gallery of {url, alt} items', () => {
    const r = productInputSchema.parse({ name: 'x', gallery: [{ url: '/uploads/a.webp', alt: 'Left' }, ' ', { url: '/uploads/b.webp' }] });
    expect(r.gallery_images).toEqual(gallery);
    expect(r.gallery_alts).toEqual(['Left', '']);
    // Alt texts sent on their own win over the items' own.
    expect(productInputSchema.parse({ name: 'x', gallery: [{ url: '/uploads/a.webp', alt: 'Left' }], gallery_alts: ['Front'] }).gallery_alts).toEqual(['Front']);
  });

  it('turns a blank image_alt into null', () => {
    expect(productInputSchema.parse({ name: 'x', image_alt: '   ' }).image_alt).toBeNull();
    expect(productUpdateSchema.parse({ image_alt: null })).toEqual({ image_alt: null });
    expect(productUpdateSchema.parse({})).toEqual({});
  });

  it('refuses alt texts longer than 300 characters, of the wrong type, or more than the gallery holds', () => {
    expect(productInputSchema.safeParse({ name: 'x', image_alt: 'a'.repeat(300) }).success).toBe(true);
    expect(messages(productInputSchema.safeParse({ name: 'x', image_alt: 'a'.repeat(301) }))).toEqual(['image_alt: Alt text must be at most 300 characters']);
    expect(messages(productInputSchema.safeParse({ name: 'x', gallery_images: gallery, gallery_alts: ['ok', 'b'.repeat(301)] }))).toEqual([
      'gallery_alts.1: Alt text must be at most 300 characters',
    ]);
    expect(messages(productInputSchema.safeParse({ name: 'x', image_alt: 5 }))).toEqual(['image_alt: Alt text must be text']);
    expect(messages(productInputSchema.safeParse({ name: 'x', gallery_images: gallery, gallery_alts: { a: 1 } }))).toEqual(['gallery_alts: Alt texts must be a list of texts']);
    expect(messages(productInputSchema.safeParse({ name: 'x', gallery_images: gallery, gallery_alts: ['a', 'b', 'c'] }))).toEqual([
      'gallery_alts: gallery_alts must not have more items than gallery_images',
    ]);
    expect(messages(productInputSchema.safeParse({ name: 'x', gallery_alts: ['a'] }))).toEqual(['gallery_alts: gallery_alts must not have more items than gallery_images']);
    // An update without a gallery is checked against the stored one by the server.
    expect(productUpdateSchema.parse({ gallery_alts: ['a', 'b', 'c'] })).toEqual({ gallery_alts: ['a', 'b', 'c'] });
  });
});

describe('productInputSchema: field rules', () => {
  it('rejects negative prices naming the field', () => {
    const r = productInputSchema.safeParse({ name: 'x', price_from: -1, priceTo: '-$5' });
    expect(messages(r)).toEqual([
      'price_from: price_from must be a number from 0 to 1,000,000',
      'price_to: price_to must be a number from 0 to 1,000,000',
    ]);
  });

  it('rejects NaN, Infinity, huge numbers, texts without a number and wrong types for prices', () => {
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, true, {}, [1], '1e999', 1e10, 1e308, '1e10', 1_000_000.01, 'abc', 'Contact us']) {
      const r = productInputSchema.safeParse({ name: 'x', price_from: v });
      expect(messages(r)).toEqual(['price_from: price_from must be a number from 0 to 1,000,000']);
    }
  });

  it('treats blank price texts as no price, and takes prices up to 1,000,000', () => {
    expect(productInputSchema.parse({ name: 'x', price_from: '', priceTo: '  ' })).toMatchObject({
      price_from: null,
      price_to: null,
    });
    expect(productInputSchema.parse({ name: 'x', price_from: 0, price_to: 0 })).toMatchObject({ price_from: 0, price_to: 0 });
    expect(productInputSchema.parse({ name: 'x', price_from: 1_000_000 }).price_from).toBe(1_000_000);
  });

  it('rejects a range whose upper bound is below the lower bound', () => {
    const r = productInputSchema.safeParse({ name: 'x', price_from: 120, price_to: 45 });
    expect(messages(r)).toEqual([`price_to: ${MESSAGES.priceRange}`]);
  });

  it('accepts any category slug, turns labels into slugs and blanks into null', () => {
    expect(productInputSchema.parse({ name: 'x', category: 'cat-1700000000000' }).category).toBe('cat-1700000000000');
    expect(productInputSchema.parse({ name: 'x', category: 'Tóc Việt' }).category).toBe('toc-viet');
    expect(productInputSchema.parse({ name: 'x', category: '' }).category).toBeNull();
    expect(productInputSchema.parse({ name: 'x', category: null }).category).toBeNull();
    expect(messages(productInputSchema.safeParse({ name: 'x', category: '!!!' }))).toEqual([
      `category: ${MESSAGES.invalidCategory}`,
    ]);
    expect(messages(productInputSchema.safeParse({ name: 'x', category: 5 }))).toEqual([
      `category: ${MESSAGES.invalidCategory}`,
    ]);
  });

  it('turns empty optional strings into null', () => {
    const r = productInputSchema.parse({ name: 'x', image_url: ' ', length: '', cardNote: '  ', description: '' });
    expect(r).toMatchObject({ image_url: null, length: null, card_note: null, description_html: null });
  });

  it('reads booleans from strings and numbers and rejects junk', () => {
    expect(productInputSchema.parse({ name: 'x', featured: '1', in_stock: 0 })).toMatchObject({ featured: true, in_stock: false });
    expect(productInputSchema.parse({ name: 'x', featured: 'FALSE' }).featured).toBe(false);
    expect(productInputSchema.safeParse({ name: 'x', featured: 'maybe' }).success).toBe(false);
  });

  it('validates the currency code', () => {
    expect(productInputSchema.parse({ name: 'x', currency: '' }).currency).toBe('USD');
    expect(messages(productInputSchema.safeParse({ name: 'x', currency: 'dollars' }))).toEqual([
      `currency: ${MESSAGES.invalidCurrency}`,
    ]);
  });

  it('slugifies a given slug and rejects one with nothing left', () => {
    expect(productInputSchema.parse({ name: 'x', slug: 'Body Wave 18"' }).slug).toBe('body-wave-18');
    expect(productInputSchema.parse({ name: 'x', slug: '' }).slug).toBeUndefined();
    expect(messages(productInputSchema.safeParse({ name: 'x', slug: '***' }))).toEqual([`slug: ${MESSAGES.invalidSlug}`]);
  });

  it('reads galleries in every form and drops junk items', () => {
    const parse = (g: unknown) => productInputSchema.parse({ name: 'x', gallery: g }).gallery_images;
    expect(parse(['a', '', '  ', 5, null, { url: 'b' }])).toEqual(['a', 'b']);
    expect(parse('[bad json')).toEqual(['[bad json']);
    expect(parse('')).toEqual([]);
    expect(parse(null)).toEqual([]);
    expect(parse('data:image/png;base64,AAA,BBB')).toEqual(['data:image/png;base64,AAA,BBB']);
    expect(parse(42)).toEqual([]);
  });

  it('keeps unicode text as written', () => {
    const r = productInputSchema.parse({ name: 'Tóc Việt 🇻🇳', hairMaterial: '100% tóc người' });
    expect(r.name).toBe('Tóc Việt 🇻🇳');
    expect(r.hair_material).toBe('100% tóc người');
  });

  it('rejects a name over 300 characters', () => {
    expect(productInputSchema.safeParse({ name: 'x'.repeat(301) }).success).toBe(false);
  });
});

describe('productUpdateSchema', () => {
  it('requires nothing and adds no defaults', () => {
    expect(productUpdateSchema.parse({})).toEqual({});
    expect(productUpdateSchema.parse({ priceFrom: '12' })).toEqual({ price_from: 12 });
    expect(productUpdateSchema.parse({ category: '' })).toEqual({ category: null });
    expect(productUpdateSchema.parse({ gallery: '' })).toEqual({ gallery_images: [] });
  });

  it('rejects a blank name when one is given', () => {
    const r = productUpdateSchema.safeParse({ title: '  ' });
    expect(messages(r)).toEqual([`name: ${MESSAGES.nameRequired}`]);
  });

  it('still rejects negative and inverted prices', () => {
    expect(productUpdateSchema.safeParse({ price_to: -3 }).success).toBe(false);
    expect(productUpdateSchema.safeParse({ price_from: 5, price_to: 4 }).success).toBe(false);
  });

  it('treats a non-object as an empty update', () => {
    expect(productUpdateSchema.parse(null)).toEqual({});
  });
});

describe('content blocks', () => {
  it('accepts tolerant block shapes', () => {
    expect(contentBlockSchema.parse('<p>x</p>')).toEqual({ type: 'html', html: '<p>x</p>' });
    expect(contentBlockSchema.parse({ html: 'y' })).toEqual({ type: 'html', html: 'y' });
    expect(contentBlockSchema.parse({ type: 'markdown', text: 't', extra: 1 })).toEqual({ type: 'markdown', text: 't', extra: 1 });
    expect(contentBlockSchema.parse({ type: 'html', data: { text: 'z' } })).toEqual({ type: 'html', data: { text: 'z' } });
    expect(contentBlockSchema.safeParse({ type: 'image' }).success).toBe(false);
    expect(contentBlockSchema.safeParse(7).success).toBe(false);
  });

  it('reads block lists from JSON strings and single blocks', () => {
    expect(contentBlockListSchema.parse('[{"type":"html","html":"a"}]')).toEqual([{ type: 'html', html: 'a' }]);
    expect(contentBlockListSchema.parse({ type: 'html', html: 'b' })).toEqual([{ type: 'html', html: 'b' }]);
    expect(contentBlockListSchema.parse('<p>c</p>')).toEqual([{ type: 'html', html: '<p>c</p>' }]);
    expect(contentBlockListSchema.parse(null)).toEqual([]);
    expect(contentBlockListSchema.parse('')).toEqual([]);
  });
});

describe('productSchema (API output)', () => {
  it('accepts a full product and rejects a partial one', () => {
    const full = {
      ...productInputSchema.parse({ name: 'x' }),
      id: '1',
      slug: 'x',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    expect(productSchema.parse(full)).toEqual(full);
    expect(productSchema.safeParse({ id: '1' }).success).toBe(false);
  });
});

describe('productListQuerySchema', () => {
  it('refuses offsets past the deepest page it serves', () => {
    expect(productListQuerySchema.parse({ offset: '10000' }).offset).toBe(10_000);
    expect(messages(productListQuerySchema.safeParse({ offset: '10001' }))).toEqual(['offset: offset must be at most 10000: narrow the list with a search or a category']);
  });

  it('reads query-string values', () => {
    expect(productListQuerySchema.parse({ featured: 'true', limit: '8' })).toEqual({ featured: true, limit: 8, offset: 0 });
    expect(productListQuerySchema.parse({ featured: '0', offset: '12' })).toEqual({ featured: false, offset: 12 });
    expect(productListQuerySchema.parse({})).toEqual({ offset: 0 });
    expect(productListQuerySchema.parse({ q: '  wave ', category: 'hair-weave', sort: 'priceDesc' })).toEqual({
      q: 'wave',
      category: 'hair-weave',
      sort: 'price-desc',
      offset: 0,
    });
    expect(productListQuerySchema.parse({ q: '   ', category: '', sort: '' })).toEqual({ offset: 0 });
    expect(productListQuerySchema.parse({ sort: 'nonsense' }).sort).toBe('price-asc');
  });

  it('rejects bad numbers', () => {
    for (const limit of ['0', '-1', '1001', 'abc', '1.5', Number.NaN, Number.POSITIVE_INFINITY, 1e20]) {
      expect(productListQuerySchema.safeParse({ limit }).success).toBe(false);
    }
    expect(productListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ featured: 'perhaps' }).success).toBe(false);
    expect(productListQuerySchema.parse({ limit: '1000' }).limit).toBe(1000);
  });
});

describe('unsetByCategoryInputSchema', () => {
  it('needs a non-empty category', () => {
    expect(unsetByCategoryInputSchema.parse({ category: ' hair-weave ' })).toEqual({ category: 'hair-weave' });
    for (const v of [{}, { category: '' }, { category: '  ' }, { category: null }, null]) {
      expect(unsetByCategoryInputSchema.safeParse(v).success).toBe(false);
    }
  });
});
