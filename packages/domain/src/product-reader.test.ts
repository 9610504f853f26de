import { describe, expect, it } from 'vitest';
import { productImages, productImagesWithAlts, productMainImage, readProduct, readProducts, type ProductView } from './product-reader';

const opts = { apiOrigin: 'https://shop.example' };
const read = (raw: unknown) => readProduct(raw, opts);

describe('readProduct: never throws', () => {
  const empty: ProductView = read(null);

  it('returns an empty view for non-objects', () => {
    for (const raw of [null, undefined, 0, Number.NaN, 'product', [], [{ id: 1 }], true, () => 1, Symbol('s')]) {
      expect(read(raw)).toEqual(empty);
    }
    expect(empty).toMatchObject({ id: '', name: '', category: null, priceFrom: null, currency: 'USD', inStock: true, featured: false, images: [] });
  });

  it('survives wrong types in every field', () => {
    const weird = Object.fromEntries(
      [
        'id', '_id', 'slug', 'name', 'title', 'category', 'image_url', 'imageUrl', 'image', 'gallery', 'galleryImages',
        'gallery_images', 'price_from', 'priceFrom', 'priceFromText', 'price', 'price_to', 'priceTo', 'priceToText',
        'currency', 'in_stock', 'inStock', 'featured', 'description', 'descriptionHtml', 'description_html',
        'description_blocks', 'descriptionBlocks', 'description_markdown', 'length', 'qualityGrade', 'hairMaterial',
        'cardNote', 'howto', 'howto_blocks', 'howtoBlocks', 'warranty', 'warranty_blocks', 'qa', 'qa_blocks', 'thumbnails',
        'image_alt', 'imageAlt', 'gallery_alts', 'galleryAlts',
      ].map((k, i) => [k, [{}, [], Number.NaN, true, Symbol('x'), 12n, () => 1][i % 7]]),
    );
    expect(() => read(weird)).not.toThrow();
    expect(() => read({ get name() { throw new Error('boom'); } })).not.toThrow();
    expect(() => readProduct({ id: 1 }, null as unknown as { apiOrigin: string })).not.toThrow();
  });
});

describe('readProduct: every known spelling of each field', () => {
  it('reads id, _id or slug', () => {
    expect(read({ id: 'p1' }).id).toBe('p1');
    expect(read({ id: 7 }).id).toBe('7');
    expect(read({ _id: 'm1' }).id).toBe('m1');
    expect(read({ _id: { $oid: '65f0' } }).id).toBe('65f0');
    expect(read({ slug: 'body-wave' })).toMatchObject({ id: 'body-wave', slug: 'body-wave' });
    expect(read({ id: 'p1', slug: 's1' })).toMatchObject({ id: 'p1', slug: 's1' });
    expect(read({ id: 'p1' }).slug).toBe('p1');
  });

  it('reads name or title', () => {
    expect(read({ name: ' Body Wave ' }).name).toBe('Body Wave');
    expect(read({ title: 'Deep Wave' }).name).toBe('Deep Wave');
    expect(read({ name: '', title: 'T' }).name).toBe('T');
  });

  it('reads the category, blank as null', () => {
    expect(read({ category: 'hair-weave' }).category).toBe('hair-weave');
    expect(read({ category: '  ' }).category).toBeNull();
    expect(read({}).category).toBeNull();
  });

  it('reads image_url, imageUrl or image and resolves relative paths', () => {
    expect(read({ image_url: '/uploads/a.webp' }).imageUrl).toBe('https://shop.example/uploads/a.webp');
    expect(read({ imageUrl: 'uploads/b.webp' }).imageUrl).toBe('https://shop.example/uploads/b.webp');
    expect(read({ image: 'https://cdn.co/c.webp' }).imageUrl).toBe('https://cdn.co/c.webp');
    expect(read({ image: { url: '/d.webp' } }).imageUrl).toBe('https://shop.example/d.webp');
    expect(read({ image_url: null, imageUrl: 'data:image/png;base64,AA' }).imageUrl).toBe('data:image/png;base64,AA');
    expect(readProduct({ image_url: '/u/a.webp' }, { apiOrigin: 'http://h:4000/api' }).imageUrl).toBe('http://h:4000/u/a.webp');
  });

  it('puts stored images under the media base, with their alt texts', () => {
    const view = readProduct(
      { image_url: '/uploads/products/a.webp', image_alt: 'Front', gallery_images: ['/uploads/products/b.webp', '/hero/c.webp'], gallery_alts: ['Side', ''] },
      { apiOrigin: 'https://shop.example', mediaBase: 'https://cdn.example.com/media' },
    );
    expect(view.images).toEqual(['https://cdn.example.com/media/products/a.webp', 'https://cdn.example.com/media/products/b.webp', 'https://shop.example/hero/c.webp']);
    expect(view.imageAlts).toEqual(['Front', 'Side', '']);
  });

  it('reads gallery, galleryImages or gallery_images as array, JSON string or comma list', () => {
    const expected = ['https://shop.example/g1.webp', 'https://cdn.co/g2.webp'];
    expect(read({ gallery: ['/g1.webp', 'https://cdn.co/g2.webp'] }).gallery).toEqual(expected);
    expect(read({ galleryImages: '["/g1.webp","https://cdn.co/g2.webp"]' }).gallery).toEqual(expected);
    expect(read({ gallery_images: '/g1.webp, https://cdn.co/g2.webp' }).gallery).toEqual(expected);
    expect(read({ gallery_images: '/g1.webp,/g1.webp,' }).gallery).toEqual(['https://shop.example/g1.webp']);
    expect(read({ gallery: '' }).gallery).toEqual([]);
    expect(read({ gallery: '[broken' }).gallery).toEqual(['https://shop.example/[broken']);
  });

  it('builds images: main image first, then the gallery, without duplicates', () => {
    const v = read({ image_url: '/a.webp', gallery: ['/b.webp', '/a.webp', '/c.webp'] });
    expect(v.images).toEqual(['https://shop.example/a.webp', 'https://shop.example/b.webp', 'https://shop.example/c.webp']);
    expect(read({ gallery: ['/b.webp'] }).images).toEqual(['https://shop.example/b.webp']);
  });

  it('reads the alt texts: image_alt or imageAlt, and gallery_alts, galleryAlts or {url, alt} gallery items by position', () => {
    const a = 'https://shop.example/a.webp';
    const b = 'https://shop.example/b.webp';
    const c = 'https://shop.example/c.webp';
    const stored = read({ image_url: '/a.webp', image_alt: ' Front ', gallery_images: ['/b.webp', '/c.webp'], gallery_alts: ['Side', ''] });
    expect(stored.images).toEqual([a, b, c]);
    expect(stored.imageAlts).toEqual(['Front', 'Side', '']);
    expect(read({ imageUrl: '/a.webp', imageAlt: 'Front', galleryImages: '["/b.webp"]', galleryAlts: '["Side   view"]' }).imageAlts).toEqual(['Front', 'Side view']);
    expect(read({ image: { url: '/a.webp', alt: 'Front' }, gallery: [{ url: '/b.webp', alt: 'Side' }, '', { url: '/c.webp' }] }).imageAlts).toEqual(['Front', 'Side', '']);
    // The primary image shown again in the gallery keeps one alt text; wrong types give none.
    expect(read({ image_url: '/a.webp', gallery: ['/a.webp', '/b.webp'], gallery_alts: ['Front again', 'Side'] }).imageAlts).toEqual(['Front again', 'Side']);
    expect(read({ image_url: '/a.webp', image_alt: 5, gallery: ['/b.webp'], gallery_alts: 'oops' }).imageAlts).toEqual(['', '']);
  });

  it('gives the images with their alt texts, the placeholder without one', () => {
    expect(productImagesWithAlts(read({ image_url: '/a.webp', image_alt: 'Front' }))).toEqual([{ url: 'https://shop.example/a.webp', alt: 'Front' }]);
    expect(productImagesWithAlts(read({ name: 'x' }))).toEqual([{ url: '/placeholder.svg', alt: '' }]);
  });

  it('reads price_from, priceFrom, priceFromText or price', () => {
    expect(read({ price_from: 45 }).priceFrom).toBe(45);
    expect(read({ priceFrom: '45.5' }).priceFrom).toBe(45.5);
    expect(read({ priceFromText: 'from $1,200' }).priceFrom).toBe(1200);
    expect(read({ price: '$30' }).priceFrom).toBe(30);
    expect(read({ price_from: null, priceFromText: '$45' }).priceFrom).toBe(45);
    expect(read({ price_from: -5 }).priceFrom).toBeNull();
    expect(read({ price_from: 'Contact' }).priceFrom).toBeNull();
    expect(read({ price_from: Number.POSITIVE_INFINITY }).priceFrom).toBeNull();
  });

  it('reads price_to, priceTo or priceToText, without the price fallback', () => {
    expect(read({ price_to: 120 }).priceTo).toBe(120);
    expect(read({ priceTo: '120' }).priceTo).toBe(120);
    expect(read({ priceToText: '$130 USD' }).priceTo).toBe(130);
    expect(read({ price: 30 }).priceTo).toBeNull();
  });

  it('reads the currency, USD by default', () => {
    expect(read({}).currency).toBe('USD');
    expect(read({ currency: 'eur' }).currency).toBe('EUR');
    expect(read({ currency: '' }).currency).toBe('USD');
  });

  it('is in stock unless in_stock or inStock is explicitly false', () => {
    expect(read({}).inStock).toBe(true);
    expect(read({ in_stock: false }).inStock).toBe(false);
    expect(read({ inStock: false }).inStock).toBe(false);
    expect(read({ inStock: 'false' }).inStock).toBe(false);
    expect(read({ in_stock: ' FALSE ' }).inStock).toBe(false);
    for (const v of [0, '0', null, '', 'no', true]) expect(read({ in_stock: v }).inStock).toBe(true);
  });

  it('is featured only when featured is true', () => {
    expect(read({ featured: true }).featured).toBe(true);
    expect(read({ featured: 'true' }).featured).toBe(true);
    expect(read({ featured: 1 }).featured).toBe(true);
    for (const v of [false, 'false', 0, 'yes please', null, {}]) expect(read({ featured: v }).featured).toBe(false);
  });

  it('reads thumbnails', () => {
    expect(read({ thumbnails: ['/t.webp'] }).thumbnails).toEqual(['https://shop.example/t.webp']);
    expect(read({ thumbnails: '/t1.webp,/t2.webp' }).thumbnails).toHaveLength(2);
  });

  it('reads description, descriptionHtml and description_html', () => {
    expect(read({ description: '<p>A</p>' }).descriptionHtml).toBe('<p>A</p>');
    expect(read({ descriptionHtml: '<p>B</p>' }).descriptionHtml).toBe('<p>B</p>');
    expect(read({ description_html: '<p>C</p>' }).descriptionHtml).toBe('<p>C</p>');
    expect(read({ description: 'Plain <3 & more\nline two\n\nPara' }).descriptionHtml).toBe(
      '<p>Plain &lt;3 &amp; more<br>line two</p><p>Para</p>',
    );
  });

  it('reads description_blocks and descriptionBlocks of html and markdown blocks', () => {
    const blocks = [
      { type: 'html', html: '<p>h</p>' },
      { type: 'html', content: '<p>c</p>' },
      { type: 'html', data: '<p>d</p>' },
      { type: 'html', data: { text: '<p>e</p>' } },
      { type: 'markdown', markdown: '**m**' },
      { type: 'markdown', text: 't' },
      { type: 'html', text: 'plain' },
      { type: 'html' },
      null,
      'bare <b>html</b>',
    ];
    const v = read({ description_blocks: blocks, description: '<p>ignored</p>' });
    expect(v.descriptionHtml).toBe(
      ['<p>h</p>', '<p>c</p>', '<p>d</p>', '<p>e</p>', '<p>**m**</p>', '<p>t</p>', '<p>plain</p>', 'bare <b>html</b>'].join('\n'),
    );
    expect(v.descriptionBlocks).toHaveLength(8);
    expect(read({ descriptionBlocks: JSON.stringify([{ type: 'html', html: '<p>j</p>' }]) }).descriptionHtml).toBe('<p>j</p>');
    expect(read({ descriptionBlocks: [{ type: 'html', html: '  ' }], description: '<p>fallback</p>' }).descriptionHtml).toBe('<p>fallback</p>');
  });

  it('reads description_markdown as the plain-text fallback', () => {
    const v = read({ description_markdown: 'Soft <hair>' });
    expect(v.descriptionHtml).toBe('<p>Soft &lt;hair&gt;</p>');
    expect(v.descriptionText).toBe('Soft <hair>');
    expect(read({ description: '<p>Hi &amp; bye</p><p>two</p>' }).descriptionText).toBe('Hi & bye two');
    expect(read({}).descriptionText).toBeNull();
  });

  it('reads length, qualityGrade, hairMaterial and cardNote in both spellings', () => {
    expect(read({ length: '8 to 30 inches', qualityGrade: 'Double', hairMaterial: 'Human', cardNote: 'USD per bundle' })).toMatchObject({
      length: '8 to 30 inches',
      qualityGrade: 'Double',
      hairMaterial: 'Human',
      cardNote: 'USD per bundle',
    });
    expect(read({ length: 18, quality_grade: 'Super', hair_material: 'Remy', card_note: 'per kg' })).toMatchObject({
      length: '18',
      qualityGrade: 'Super',
      hairMaterial: 'Remy',
      cardNote: 'per kg',
    });
    expect(read({ length: '' }).length).toBeNull();
  });

  it('reads howto, warranty and qa from blocks first, else the legacy strings', () => {
    expect(read({ howto_blocks: [{ type: 'html', html: '<ol><li>1</li></ol>' }], howto: 'old' }).howto).toBe('<ol><li>1</li></ol>');
    expect(read({ howtoBlocks: [{ type: 'html', html: '<p>h</p>' }] }).howto).toBe('<p>h</p>');
    expect(read({ howto: '<p>legacy</p>' }).howto).toBe('<p>legacy</p>');
    expect(read({ warranty_blocks: [{ type: 'html', html: '<p>w</p>' }] }).warranty).toBe('<p>w</p>');
    expect(read({ warrantyBlocks: '[{"type":"html","html":"<p>w2</p>"}]' }).warranty).toBe('<p>w2</p>');
    expect(read({ warranty: '14 days' }).warranty).toBe('<p>14 days</p>');
    expect(read({ qa_blocks: [{ type: 'html', html: '<p>q</p>' }] }).qa).toBe('<p>q</p>');
    expect(read({ qaBlocks: [{ type: 'html', html: '<p>q2</p>' }] }).qa).toBe('<p>q2</p>');
    expect(read({ qa: '<p>soon</p>' }).qa).toBe('<p>soon</p>');
    expect(read({ qa_blocks: [], qa: '' }).qa).toBeNull();
  });

  it('keeps unicode names and huge prices', () => {
    const v = read({ name: 'Tóc Việt 🇻🇳', price_from: Number.MAX_SAFE_INTEGER, price_to: '9'.repeat(400) });
    expect(v.name).toBe('Tóc Việt 🇻🇳');
    expect(v.priceFrom).toBe(Number.MAX_SAFE_INTEGER);
    expect(v.priceTo).toBeNull();
  });
});

describe('readProducts', () => {
  it('maps arrays and wrapped lists, skipping non-objects', () => {
    expect(readProducts([{ id: 'a' }, null, 'x', { id: 'b' }], opts).map((p) => p.id)).toEqual(['a', 'b']);
    expect(readProducts({ items: [{ id: 'a' }] }, opts)).toHaveLength(1);
    expect(readProducts({ products: [{ id: 'a' }, { id: 'b' }] }, opts)).toHaveLength(2);
    expect(readProducts({ data: [{ id: 'a' }] }, opts)).toHaveLength(1);
    for (const raw of [null, undefined, {}, { items: 'x' }, 'x', 5]) expect(readProducts(raw, opts)).toEqual([]);
  });
});

describe('main image and images', () => {
  it('falls back to the first gallery item, then the placeholder', () => {
    expect(productMainImage({ imageUrl: 'a', gallery: ['b'] })).toBe('a');
    expect(productMainImage({ imageUrl: '', gallery: ['b'] })).toBe('b');
    expect(productMainImage({ imageUrl: '', gallery: [] })).toBe('/placeholder.svg');
    expect(productImages(read({}))).toEqual(['/placeholder.svg']);
    expect(productImages(read({ image: 'https://x/a.png' }))).toEqual(['https://x/a.png']);
  });
});
