import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { EDITOR_HTML, HOSTILE_HTML, HOSTILE_LINKS_CLEANED, HOSTILE_LINKS_HTML, NOT_ADMIN, NOT_AUTHENTICATED, failure, isClean, useTestApi } from '../testing';

const { env, callers } = useTestApi();

const countProducts = async () => (await env.deps.db.select({ id: products.id }).from(products)).length;
const storedRow = async (id: string) => (await env.deps.db.select().from(products).where(eq(products.id, id)))[0];

describe('products.create', () => {
  it('creates a product with the defaults of a minimal body and answers the product JSON', async () => {
    const product = await callers.admin.products.create({ name: '  Bone Straight Bundle  ' });
    expect(product).toEqual({
      id: expect.any(String),
      slug: 'bone-straight-bundle',
      name: 'Bone Straight Bundle',
      category: null,
      image_url: null,
      image_alt: null,
      gallery_images: [],
      gallery_alts: [],
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
      video_url: null,
      video_poster_url: null,
      howto_blocks: [],
      warranty_blocks: [],
      qa_blocks: [],
      thumbnails: [],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(await storedRow(product.id)).toMatchObject({ name: 'Bone Straight Bundle', slug: 'bone-straight-bundle' });
  });

  it('makes the slug unique with -2, -3 and strips accents from Vietnamese names', async () => {
    const a = await callers.admin.products.create({ published: true, name: 'Tóc Việt Wavy' });
    const b = await callers.admin.products.create({ published: true, name: 'Toc Viet wavy!' });
    const c = await callers.admin.products.create({ published: true, name: 'TOC VIET WAVY' });
    expect([a.slug, b.slug, c.slug]).toEqual(['toc-viet-wavy', 'toc-viet-wavy-2', 'toc-viet-wavy-3']);
  });

  it('accepts the camelCase and legacy spellings of every field', async () => {
    const product = await callers.admin.products.create({ published: true,
      title: 'Deep Wave Frontal',
      imageUrl: '/uploads/products/deep.webp',
      galleryImages: '["/uploads/products/g1.webp", "/uploads/products/g2.webp"]',
      priceFromText: '$45.50',
      priceTo: '1,200',
      currency: 'vnd',
      inStock: 'false',
      featured: 'true',
      category: 'Hair Frontal',
      descriptionBlocks: [{ type: 'markdown', markdown: '**soft**' }, '<p>html block</p>'],
      descriptionMarkdown: 'plain fallback',
      qualityGrade: 'Double',
      hairMaterial: 'Vietnamese hair',
      cardNote: 'USD per bundle',
      length: '8 to 30 inches',
      howTo: '<p>steps</p>',
      warrantyBlocks: [{ type: 'html', html: '<p>14 days</p>' }],
      qaBlocks: '[{"type":"html","html":"<p>soon</p>"}]',
      howtoBlocks: [{ html: '<p>untyped block</p>' }],
      thumbnails: 'a.webp, b.webp',
    });
    expect(product).toMatchObject({
      name: 'Deep Wave Frontal',
      slug: 'deep-wave-frontal',
      category: 'hair-frontal',
      image_url: '/uploads/products/deep.webp',
      gallery_images: ['/uploads/products/g1.webp', '/uploads/products/g2.webp'],
      price_from: 45.5,
      price_to: 1200,
      currency: 'VND',
      in_stock: false,
      featured: true,
      description_blocks: [{ type: 'markdown', markdown: '**soft**' }, { type: 'html', html: '<p>html block</p>' }],
      description_markdown: 'plain fallback',
      quality_grade: 'Double',
      hair_material: 'Vietnamese hair',
      card_note: 'USD per bundle',
      length: '8 to 30 inches',
      howto: '<p>steps</p>',
      howto_blocks: [{ type: 'html', html: '<p>untyped block</p>' }],
      warranty_blocks: [{ type: 'html', html: '<p>14 days</p>' }],
      qa_blocks: [{ type: 'html', html: '<p>soon</p>' }],
      thumbnails: ['a.webp', 'b.webp'],
    });
    const row = await storedRow(product.id);
    expect(row).toMatchObject({ priceFrom: 45.5, priceTo: 1200, inStock: false, featured: true, galleryImages: ['/uploads/products/g1.webp', '/uploads/products/g2.webp'] });
    expect(row?.attributes).toMatchObject({ quality_grade: 'Double', description_markdown: 'plain fallback', thumbnails: ['a.webp', 'b.webp'] });
  });

  it('accepts the snake_case spellings, image, gallery as a comma list and description', async () => {
    const product = await callers.admin.products.create({ published: true,
      name: 'Body Wave Closure',
      image: 'https://cdn.example.com/c.jpg',
      gallery: 'g1.webp, g2.webp,, ',
      price_from: 30,
      price_to: 60,
      in_stock: true,
      description: '<p>Plain description</p>',
      description_blocks: [],
      quality_grade: 'Super',
      hair_material: 'Human hair',
      card_note: 'per piece',
      warranty: '<p>warranty</p>',
      qa: '<p>qa</p>',
      howto_blocks: [],
      gallery_images: undefined,
    });
    expect(product).toMatchObject({
      image_url: 'https://cdn.example.com/c.jpg',
      gallery_images: ['g1.webp', 'g2.webp'],
      price_from: 30,
      price_to: 60,
      in_stock: true,
      description_html: '<p>Plain description</p>',
      quality_grade: 'Super',
      hair_material: 'Human hair',
      card_note: 'per piece',
      warranty: '<p>warranty</p>',
      qa: '<p>qa</p>',
    });
  });

  it('stores empty optional strings and a blank price as null', async () => {
    const product = await callers.admin.products.create({ published: true,
      name: 'Blank Fields', image_url: '  ', length: '', quality_grade: ' ', description_markdown: '', category: '', price_from: ' ',
    });
    expect(product).toMatchObject({ image_url: null, length: null, quality_grade: null, description_markdown: null, category: null, price_from: null });
    const row = await storedRow(product.id);
    expect(row).toMatchObject({ imageUrl: null, category: null, priceFrom: null });
    expect(row?.attributes).toMatchObject({ length: null, quality_grade: null });
  });

  it('removes script tags, on* attributes and javascript: links from every html field and block before saving', async () => {
    const product = await callers.admin.products.create({ published: true,
      name: 'Hostile Html',
      description_html: HOSTILE_HTML,
      description_blocks: [
        { type: 'html', html: HOSTILE_HTML },
        { type: 'html', content: HOSTILE_HTML },
        { type: 'html', text: HOSTILE_HTML },
        { type: 'html', data: { html: HOSTILE_HTML } },
        { type: 'html', data: HOSTILE_HTML },
        { type: 'html', markdown: HOSTILE_HTML },
      ],
      howto: HOSTILE_HTML,
      warranty: HOSTILE_HTML,
      qa: HOSTILE_HTML,
      howto_blocks: [HOSTILE_HTML],
      warranty_blocks: [{ type: 'html', html: HOSTILE_HTML }],
      qa_blocks: [{ type: 'html', html: HOSTILE_HTML }],
    });
    const row = await storedRow(product.id);
    expect(isClean(row?.attributes)).toBe(true);
    expect(isClean(product)).toBe(true);
    expect(product.description_html).toBe('<p>Soft <b>wave</b></p><img src="x.png" /><a>click</a>');
    expect(product.description_blocks[0]).toEqual({ type: 'html', html: '<p>Soft <b>wave</b></p><img src="x.png" /><a>click</a>' });
    expect(product.howto_blocks[0]?.html).toContain('<b>wave</b>');
  });

  it('sanitizes html stored without the sanitizer when a page reads the product', async () => {
    const [row] = await env.deps.db
      .insert(products)
      .values({
        slug: 'stored-by-hand',
        name: 'Stored By Hand',
        attributes: { description_html: HOSTILE_HTML, howto: HOSTILE_HTML, description_blocks: [{ type: 'html', markdown: HOSTILE_HTML }], qa_blocks: [{ type: 'html', html: HOSTILE_HTML }] },
      })
      .returning({ id: products.id });
    const product = await callers.anon.products.byId({ id: row!.id });
    expect(isClean(product)).toBe(true);
    expect(product.description_html).toBe('<p>Soft <b>wave</b></p><img src="x.png" /><a>click</a>');
  });

  it('keeps plain text in text blocks and markdown as typed', async () => {
    const product = await callers.admin.products.create({ published: true,
      name: 'Plain Text',
      description_blocks: [{ type: 'html', text: 'Tom & Jerry' }],
      description_markdown: 'a < b & c',
    });
    expect(product.description_blocks).toEqual([{ type: 'html', text: 'Tom & Jerry' }]);
    expect(product.description_markdown).toBe('a < b & c');
  });

  it.each([
    [{}, 'name: Name is required'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ name: 'X'.repeat(1_000_000) }, 'name: Name must be at most 300 characters'],
    [{ name: 'X', price_from: -1 }, 'price_from: price_from must be a number from 0 to 1,000,000'],
    [{ name: 'X', price_to: '-5' }, 'price_to: price_to must be a number from 0 to 1,000,000'],
    [{ name: 'X', price_from: 1e10 }, 'price_from: price_from must be a number from 0 to 1,000,000'],
    [{ name: 'X', price_to: 1e308 }, 'price_to: price_to must be a number from 0 to 1,000,000'],
    [{ name: 'X', price_from: 'abc' }, 'price_from: price_from must be a number from 0 to 1,000,000'],
    [{ name: 'X', image_url: 'javascript:alert(1)' }, 'image_url: Image URL must be an https:// or http:// address, a path of this site, or image data'],
    [{ name: 'X', gallery_images: ['/ok.webp', 'data:text/html,<script>x</script>'] }, 'gallery_images.1: Image URL must be an https:// or http:// address, a path of this site, or image data'],
    [{ name: 'X', description_blocks: [{ type: 'html', html: 'x\u0000' }] }, 'description_blocks.0.html: Text must not contain control characters'],
    [{ name: 'X', price_from: 50, price_to: 20 }, 'price_to: price_to must be greater than or equal to price_from'],
    [{ name: 'X', currency: 'dollars' }, 'currency: currency must be a 3-letter code'],
    [{ name: 'X', category: '!!!' }, 'category: category must be a slug'],
    [{ name: 'X', in_stock: 'maybe' }, 'in_stock: Invalid input: expected boolean, received string'],
    [{ name: 'X', description_blocks: [{ type: 'video' }] }, 'description_blocks.0.type: Block type must be html or markdown'],
  ])('answers 400 naming the field and stores nothing for %j', async (body, message) => {
    const before = await countProducts();
    expect(await failure(callers.admin.products.create(body))).toEqual({ code: 'BAD_REQUEST', message });
    expect(await countProducts()).toBe(before);
  });

  it('is refused to anonymous visitors (401) and non-admins (403)', async () => {
    const before = await countProducts();
    expect(await failure(callers.anon.products.create({ published: true, name: 'Nope' }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.products.create({ published: true, name: 'Nope' }))).toEqual(NOT_ADMIN);
    expect(await countProducts()).toBe(before);
  });
});

describe('products.byId', () => {
  it('finds a product by id and by slug, publicly', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Kinky Curly Bundle', price_from: 10 });
    expect(await callers.anon.products.byId({ id: created.id })).toEqual(created);
    expect(await callers.anon.products.byId({ id: 'kinky-curly-bundle' })).toEqual(created);
  });

  it('answers 404 Product not found', async () => {
    expect(await failure(callers.anon.products.byId({ id: 'no-such-product' }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    expect(await failure(callers.anon.products.byId({ id: ' ' }))).toEqual({ code: 'BAD_REQUEST', message: 'id: id is required' });
  });
});

describe('products.update', () => {
  it('changes only the fields given, keeps the slug and merges the attributes', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Loose Wave', price_from: 20, price_to: 40, length: '12 inch', quality_grade: 'Single', category: 'hair-weave' });
    const updated = await callers.admin.products.update({ id: created.id, title: 'Loose Wave Deluxe', featured: true, qualityGrade: 'Super' });
    expect(updated).toMatchObject({
      id: created.id, slug: 'loose-wave', name: 'Loose Wave Deluxe', featured: true, quality_grade: 'Super', length: '12 inch', price_from: 20, price_to: 40, category: 'hair-weave',
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(await callers.anon.products.byId({ id: created.id })).toEqual(updated);
  });

  it('takes the same body as create and clears fields sent empty', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Clear Me', image_url: '/a.webp', length: '10 inch', category: 'hair-weave', gallery_images: ['/g.webp'] });
    const updated = await callers.admin.products.update({ id: created.id, name: 'Clear Me', image_url: '', length: '', category: null, gallery_images: null, price_from: '' });
    expect(updated).toMatchObject({ image_url: null, length: null, category: null, gallery_images: [], price_from: null });
  });

  it('sanitizes html on update', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Clean Update' });
    const updated = await callers.admin.products.update({ id: created.id, descriptionBlocks: [{ type: 'html', html: HOSTILE_HTML }], warranty: HOSTILE_HTML });
    expect(isClean(updated)).toBe(true);
    expect(isClean((await storedRow(created.id))?.attributes)).toBe(true);
    expect(updated.description_blocks[0]?.html).toContain('<b>wave</b>');
  });

  it("keeps what the editor's toolbar writes in a description and disarms its links", async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Formatted Description' });
    const updated = await callers.admin.products.update({ id: created.id, description_html: EDITOR_HTML + HOSTILE_LINKS_HTML });
    expect(updated.description_html).toBe(EDITOR_HTML + HOSTILE_LINKS_CLEANED);
    expect((await storedRow(created.id))?.attributes).toMatchObject({ description_html: EDITOR_HTML + HOSTILE_LINKS_CLEANED });
    expect((await callers.anon.products.byId({ id: created.id })).description_html).toBe(EDITOR_HTML + HOSTILE_LINKS_CLEANED);
  });

  it('changes the slug when one is given, and answers 409 when another product has it', async () => {
    const a = await callers.admin.products.create({ published: true, name: 'Slug Owner' });
    const b = await callers.admin.products.create({ published: true, name: 'Slug Taker' });
    expect((await callers.admin.products.update({ id: b.id, slug: 'New Slug' })).slug).toBe('new-slug');
    expect(await failure(callers.admin.products.update({ id: b.id, slug: a.slug }))).toEqual({ code: 'CONFLICT', message: 'slug: slug-owner is already used by another product' });
    expect((await storedRow(b.id))?.slug).toBe('new-slug');
  });

  it('compares a new price_to with the stored price_from (400) and changes nothing', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Price Range', price_from: 50, price_to: 80 });
    expect(await failure(callers.admin.products.update({ id: created.id, price_to: 10 }))).toEqual({
      code: 'BAD_REQUEST', message: 'price_to: price_to must be greater than or equal to price_from',
    });
    expect(await failure(callers.admin.products.update({ id: created.id, priceFrom: 100 }))).toEqual({
      code: 'BAD_REQUEST', message: 'price_to: price_to must be greater than or equal to price_from',
    });
    expect(await failure(callers.admin.products.update({ id: created.id, name: '' }))).toEqual({ code: 'BAD_REQUEST', message: 'name: Name is required' });
    expect(await storedRow(created.id)).toMatchObject({ name: 'Price Range', priceFrom: 50, priceTo: 80 });
  });

  it('answers 404 for a missing product, 401 and 403 for non-admins', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Guarded' });
    expect(await failure(callers.admin.products.update({ id: 'missing', name: 'X' }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
    expect(await failure(callers.anon.products.update({ id: created.id, name: 'X' }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.products.update({ id: created.id, name: 'X' }))).toEqual(NOT_ADMIN);
    expect((await storedRow(created.id))?.name).toBe('Guarded');
  });
});

describe('the alt texts of the images', () => {
  const [a, b, c] = ['/uploads/products/a.webp', '/uploads/products/b.webp', '/uploads/products/c.webp'];

  it('stores image_alt and gallery_alts with the product, one per gallery image, and reads them publicly', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Alt Bundle', image_url: a, imageAlt: '  Bundle,\n front  ', gallery_images: [b, c], gallery_alts: ['Side view'] });
    expect(created).toMatchObject({ image_alt: 'Bundle, front', gallery_images: [b, c], gallery_alts: ['Side view', ''] });
    expect(await storedRow(created.id)).toMatchObject({ imageAlt: 'Bundle, front', galleryImages: [b, c], galleryAlts: ['Side view', ''] });
    expect(await callers.anon.products.byId({ id: created.id })).toMatchObject({ image_alt: 'Bundle, front', gallery_alts: ['Side view', ''] });
    const listed = await callers.anon.products.list({ q: 'Alt Bundle' });
    expect(listed.items.find((p) => p.id === created.id)).toMatchObject({ gallery_alts: ['Side view', ''] });
  });

  it('takes the alt texts of a gallery sent as {url, alt} items', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Alt Items', gallery: [{ url: b, alt: 'Side' }, { url: c }] });
    expect(created).toMatchObject({ gallery_images: [b, c], gallery_alts: ['Side', ''] });
  });

  it('keeps each alt text with its picture when a new gallery order comes without alt texts', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Alt Reorder', image_url: a, image_alt: 'Front', gallery_images: [b, c], gallery_alts: ['Side', 'Back'] });
    const reordered = await callers.admin.products.update({ id: created.id, gallery_images: [c, a, b] });
    expect(reordered).toMatchObject({ gallery_images: [c, a, b], gallery_alts: ['Back', '', 'Side'], image_alt: 'Front' });
    // Alt texts alone go with the stored gallery, by position.
    const renamed = await callers.admin.products.update({ id: created.id, galleryAlts: ['Back view', 'Front again'] });
    expect(renamed).toMatchObject({ gallery_images: [c, a, b], gallery_alts: ['Back view', 'Front again', ''] });
    expect(await storedRow(created.id)).toMatchObject({ galleryAlts: ['Back view', 'Front again', ''] });
  });

  it('drops the primary alt text when the primary image changes without a new one, and keeps it otherwise', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Alt Primary', image_url: a, image_alt: 'Front' });
    expect((await callers.admin.products.update({ id: created.id, image_url: a, name: 'Alt Primary 2' })).image_alt).toBe('Front');
    expect((await callers.admin.products.update({ id: created.id, image_url: b })).image_alt).toBeNull();
    expect((await callers.admin.products.update({ id: created.id, image_url: c, image_alt: 'Back' })).image_alt).toBe('Back');
    expect((await callers.admin.products.update({ id: created.id, image_alt: '' })).image_alt).toBeNull();
  });

  it('answers 400 naming the field for an alt text too long, with control characters, or more alt texts than pictures, and changes nothing', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Alt Guard', image_url: a, image_alt: 'Front', gallery_images: [b], gallery_alts: ['Side'] });
    const before = await storedRow(created.id);
    expect(await failure(callers.admin.products.update({ id: created.id, image_alt: 'x'.repeat(301) }))).toEqual({
      code: 'BAD_REQUEST', message: 'image_alt: Alt text must be at most 300 characters',
    });
    expect(await failure(callers.admin.products.update({ id: created.id, gallery_alts: ['ok\u0007'] }))).toEqual({
      code: 'BAD_REQUEST', message: 'gallery_alts.0: Text must not contain control characters',
    });
    expect(await failure(callers.admin.products.update({ id: created.id, gallery_alts: ['Side', 'Extra'] }))).toEqual({
      code: 'BAD_REQUEST', message: 'gallery_alts: gallery_alts must not have more items than gallery_images',
    });
    expect(await failure(callers.admin.products.update({ id: created.id, gallery_images: [b], gallery_alts: [5] }))).toEqual({
      code: 'BAD_REQUEST', message: 'gallery_alts.0: Alt text must be text',
    });
    expect(await failure(callers.admin.products.create({ published: true, name: 'Alt Guard 2', gallery_alts: ['Lonely'] }))).toEqual({
      code: 'BAD_REQUEST', message: 'gallery_alts: gallery_alts must not have more items than gallery_images',
    });
    expect(await storedRow(created.id)).toEqual(before);
    expect(await failure(callers.user.products.update({ id: created.id, image_alt: 'Mine' }))).toEqual(NOT_ADMIN);
    expect((await storedRow(created.id))?.imageAlt).toBe('Front');
  });
});

describe('the product facts', () => {
  const facts = {
    length: '16 inches',
    quality_grade: 'Super Double Drawn',
    hair_material: 'Raw Vietnamese hair',
    card_note: 'USD per bundle',
    in_stock: false,
    textures: ['Straight', ' Body Wave ', 'straight'],
    colours: ['Natural Black', '613 Blonde'],
    tags: ['raw', 'Best Seller', 'RAW'],
    lace_size: '13x4',
    bundle_grams: '100',
  };
  const stored = {
    length: '16 inches',
    quality_grade: 'Super Double Drawn',
    hair_material: 'Raw Vietnamese hair',
    card_note: 'USD per bundle',
    in_stock: false,
    textures: ['Straight', 'Body Wave'],
    colours: ['Natural Black', '613 Blonde'],
    tags: ['raw', 'Best Seller'],
    lace_size: '13x4',
    bundle_grams: 100,
  };

  it('stores every fact on create and update, in the attributes under the same keys, and reads them back publicly', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Facts Frontal', ...facts });
    expect(created).toMatchObject(stored);
    expect(await callers.anon.products.byId({ id: created.slug })).toMatchObject(stored);
    expect((await storedRow(created.id))?.attributes).toMatchObject({
      textures: ['Straight', 'Body Wave'], colours: ['Natural Black', '613 Blonde'], tags: ['raw', 'Best Seller'], lace_size: '13x4', bundle_grams: 100,
    });

    const plain = await callers.admin.products.create({ published: true, name: 'Facts Later' });
    const updated = await callers.admin.products.update({ id: plain.id, ...facts });
    expect(updated).toMatchObject(stored);
    const listed = (await callers.anon.products.list({ q: 'Facts Later' })).items;
    expect(listed).toEqual([expect.objectContaining(stored)]);
  });

  it('changes one fact without touching the others, and clears lists, lace size and grams with null or blanks', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Facts Partial', ...facts });
    expect(await callers.admin.products.update({ id: created.id, tags: ['bulk'] })).toMatchObject({ ...stored, tags: ['bulk'] });
    expect(await callers.admin.products.update({ id: created.id, textures: null, colours: [], tags: '', lace_size: ' ', bundle_grams: '' })).toMatchObject({
      textures: [], colours: [], tags: [], lace_size: null, bundle_grams: null, length: '16 inches',
    });
  });

  it('answers 400 naming the field for too many or too long entries and bad grams, and stores nothing', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Facts Guard', ...facts });
    const before = await storedRow(created.id);
    const tags21 = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect(await failure(callers.admin.products.update({ id: created.id, tags: ['ok', 'x'.repeat(61)] }))).toEqual({
      code: 'BAD_REQUEST', message: 'tags.1: Tag must be at most 60 characters',
    });
    expect(await failure(callers.admin.products.update({ id: created.id, tags: tags21 }))).toEqual({ code: 'BAD_REQUEST', message: 'tags: tags must have at most 20 entries' });
    expect(await failure(callers.admin.products.update({ id: created.id, colours: [7] }))).toEqual({ code: 'BAD_REQUEST', message: 'colours.0: colours must be a list of texts' });
    for (const grams of [0, 'abc', 1001, 2.5]) {
      expect(await failure(callers.admin.products.update({ id: created.id, name: 'Renamed', bundle_grams: grams }))).toEqual({
        code: 'BAD_REQUEST', message: 'bundle_grams: bundle_grams must be a whole number from 1 to 1000',
      });
    }
    expect(await failure(callers.admin.products.update({ id: created.id, lace_size: 'x'.repeat(61) }))).toEqual({
      code: 'BAD_REQUEST', message: 'lace_size: Lace size must be at most 60 characters',
    });
    expect(await storedRow(created.id)).toEqual(before);

    const count = await countProducts();
    expect(await failure(callers.admin.products.create({ published: true, name: 'Facts Refused', textures: tags21 }))).toEqual({
      code: 'BAD_REQUEST', message: 'textures: textures must have at most 20 entries',
    });
    expect(await countProducts()).toBe(count);
    expect(await failure(callers.user.products.update({ id: created.id, tags: ['mine'] }))).toEqual(NOT_ADMIN);
    expect(await storedRow(created.id)).toEqual(before);
  });

  it('lists the names in use, most used first and each once whatever its letter case, for admins only', async () => {
    await callers.admin.products.create({ published: true, name: 'Facts Names A', textures: ['Loose Wave Names'], tags: ['names-abc', 'names-zed'] });
    await callers.admin.products.create({ published: true, name: 'Facts Names B', tags: ['Names-Zed'] });
    const names = await callers.admin.products.factNames();
    expect(names.textures).toContain('Loose Wave Names');
    expect(names.tags.filter((tag) => tag.toLowerCase().startsWith('names-')).map((tag) => tag.toLowerCase())).toEqual(['names-zed', 'names-abc']);
    expect(Object.keys(names).sort()).toEqual(['colours', 'tags', 'textures']);
    expect(await failure(callers.user.products.factNames())).toEqual(NOT_ADMIN);
    expect(await failure(callers.anon.products.factNames())).toEqual(NOT_AUTHENTICATED);
  });

  it('answers empty lists and null for a product stored before the facts existed or with odd values', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Facts Legacy' });
    await env.deps.db.update(products).set({ attributes: { tags: 'raw', textures: [1, 'Straight'], bundle_grams: '100' } }).where(eq(products.id, created.id));
    expect(await callers.anon.products.byId({ id: created.id })).toMatchObject({ tags: [], textures: ['Straight'], colours: [], lace_size: null, bundle_grams: null });
  });
});

describe('products.delete', () => {
  it('deletes a product; a second delete answers 404', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Delete Me' });
    expect(await callers.admin.products.delete({ id: created.id })).toEqual({ ok: true });
    expect(await storedRow(created.id)).toBeUndefined();
    expect(await failure(callers.admin.products.delete({ id: created.id }))).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('is refused to anonymous visitors and non-admins', async () => {
    const created = await callers.admin.products.create({ published: true, name: 'Keep Me' });
    expect(await failure(callers.anon.products.delete({ id: created.id }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.products.delete({ id: created.id }))).toEqual(NOT_ADMIN);
    expect(await storedRow(created.id)).toBeDefined();
  });
});

describe('products.list', () => {
  // A category tree of their own keeps these products apart from the other tests'.
  beforeAll(async () => {
    await callers.admin.siteConfig.update({
      section: 'product_categories',
      config: {
        categories: [
          { value: 'wigs', label: 'Wigs', parent: null },
          { value: 'lace-wigs', label: 'Lace Wigs', parent: 'wigs' },
          { value: 'curly-lace-wigs', label: 'Curly Lace Wigs', parent: 'lace-wigs' },
          { value: 'clips', label: 'Clips', parent: null },
        ],
      },
    });
    const items = [
      { name: 'wig beta', category: 'wigs', price_from: 30 },
      { name: 'wig alpha', category: 'lace-wigs', price_from: 10, featured: true },
      { name: 'wig delta', category: 'curly-lace-wigs', price_from: null, price_to: 20 },
      { name: 'wig gamma', category: 'curly-lace-wigs', price_from: null, featured: true },
      { name: 'Wig Epsilon 50% off', category: 'wigs', price_from: 50 },
      { name: 'clip one', category: 'clips', price_from: 5 },
    ];
    for (const item of items) await callers.admin.products.create({ ...item, published: true });
  });

  const names = (list: { items: { name: string }[] }) => list.items.map((p) => p.name);

  it('includes the child categories of a category, compared by slug', async () => {
    const all = await callers.anon.products.list({ category: 'wigs' });
    expect(all.total).toBe(5);
    expect(names(all)).toEqual(['wig alpha', 'wig delta', 'wig beta', 'Wig Epsilon 50% off', 'wig gamma']);
    expect(names(await callers.anon.products.list({ category: 'Lace Wigs' }))).toEqual(['wig alpha', 'wig delta', 'wig gamma']);
    expect(names(await callers.anon.products.list({ category: 'curly-lace-wigs' }))).toEqual(['wig delta', 'wig gamma']);
    expect(await callers.anon.products.list({ category: 'no-such-category' })).toEqual({ items: [], total: 0 });
    expect(await callers.anon.products.list({ category: '---' })).toEqual({ items: [], total: 0 });
  });

  it('sorts by price low to high by default, without a price last', async () => {
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'price-asc' }))).toEqual(['wig alpha', 'wig delta', 'wig beta', 'Wig Epsilon 50% off', 'wig gamma']);
  });

  it('sorts by price high to low, without a price last', async () => {
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'price-desc' }))).toEqual(['Wig Epsilon 50% off', 'wig beta', 'wig delta', 'wig alpha', 'wig gamma']);
  });

  it('sorts by name A to Z and Z to A, ignoring letter case', async () => {
    const az = ['wig alpha', 'wig beta', 'wig delta', 'Wig Epsilon 50% off', 'wig gamma'];
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'name-asc' }))).toEqual(az);
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'name-desc' }))).toEqual([...az].reverse());
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'Name: Z to A' }))).toEqual([...az].reverse());
  });

  it('lists the newest first when asked (the admin list), which the storefront sorts do not offer', async () => {
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'newest' }))).toEqual(['Wig Epsilon 50% off', 'wig gamma', 'wig delta', 'wig alpha', 'wig beta']);
    expect(names(await callers.anon.products.list({ category: 'wigs', sort: 'Newest' }))[0]).toBe('Wig Epsilon 50% off');
  });

  it('matches q against the name case-insensitively, with % and _ taken literally', async () => {
    expect(names(await callers.anon.products.list({ q: 'WIG AL' }))).toEqual(['wig alpha']);
    expect(names(await callers.anon.products.list({ q: '50%' }))).toEqual(['Wig Epsilon 50% off']);
    expect(names(await callers.anon.products.list({ q: 'wig_' }))).toEqual([]);
    expect((await callers.anon.products.list({ q: 'wig', category: 'lace-wigs' })).total).toBe(3);
  });

  it('finds a product by its textures, colours and tags, and no longer by a tag taken off', async () => {
    const product = await callers.admin.products.create({ published: true,
      name: 'Plain Bundle Q', category: 'searchable', textures: ['Kinky Straight'], colours: ['Piano 4/27'], tags: ['Best Seller'],
    });
    for (const q of ['kinky straight', 'piano 4/27', 'best seller', 'seller plain']) {
      expect(names(await callers.anon.products.list({ q, category: 'searchable' }))).toEqual(['Plain Bundle Q']);
    }
    await callers.admin.products.update({ id: product.id, tags: [] });
    expect(names(await callers.anon.products.list({ q: 'best seller', category: 'searchable' }))).toEqual([]);
  });

  it('filters featured products, newest first', async () => {
    const featured = await callers.anon.products.list({ featured: true, category: 'wigs' });
    expect(names(featured)).toEqual(['wig gamma', 'wig alpha']);
    expect(featured.items.every((p) => p.featured)).toBe(true);
    expect(names(await callers.anon.products.list({ featured: 'true', category: 'wigs', sort: 'name-asc' }))).toEqual(['wig alpha', 'wig gamma']);
  });

  it('pages with limit and offset and reports the total of the whole match', async () => {
    const page1 = await callers.anon.products.list({ category: 'wigs', sort: 'name-asc', limit: 2 });
    const page2 = await callers.anon.products.list({ category: 'wigs', sort: 'name-asc', limit: '2', offset: '2' });
    const page3 = await callers.anon.products.list({ category: 'wigs', sort: 'name-asc', limit: 2, offset: 4 });
    const past = await callers.anon.products.list({ category: 'wigs', limit: 2, offset: 50 });
    expect([names(page1), names(page2), names(page3), names(past)]).toEqual([
      ['wig alpha', 'wig beta'], ['wig delta', 'Wig Epsilon 50% off'], ['wig gamma'], [],
    ]);
    expect([page1.total, page2.total, page3.total, past.total]).toEqual([5, 5, 5, 5]);
  });

  it('answers 400 for a bad limit, offset or featured value', async () => {
    expect(await failure(callers.anon.products.list({ limit: 0 }))).toEqual({ code: 'BAD_REQUEST', message: 'limit: limit must be a whole number from 1 to 1000' });
    expect(await failure(callers.anon.products.list({ limit: 1001 }))).toEqual({ code: 'BAD_REQUEST', message: 'limit: limit must be a whole number from 1 to 1000' });
    expect(await failure(callers.anon.products.list({ offset: -1 }))).toEqual({ code: 'BAD_REQUEST', message: 'offset: offset must be a whole number of at least 0' });
    expect((await failure(callers.anon.products.list({ featured: 'perhaps' }))).message).toMatch(/^featured: /);
  });

  it('lists at most 200 products by default', async () => {
    const rows = Array.from({ length: 205 }, (_, i) => ({ name: `bulk ${i}`, slug: `bulk-${i}`, category: 'bulk' }));
    await env.deps.db.insert(products).values(rows);
    const list = await callers.anon.products.list({ category: 'bulk' });
    expect(list.items).toHaveLength(200);
    expect(list.total).toBe(205);
  });
});

describe('products.unsetByCategory and categoryUnsetCount', () => {
  it('unsets exactly that category, answers the count and the badge count follows', async () => {
    await env.deps.db.update(products).set({ category: 'hair-weave' }).where(eq(products.category, 'hair-closure'));
    const before = (await callers.anon.products.categoryUnsetCount()).count;
    const parent = await callers.admin.products.create({ published: true, name: 'Bundle A', category: 'hair-bundle' });
    await callers.admin.products.create({ published: true, name: 'Bundle B', category: 'hair-bundle' });
    const child = await callers.admin.products.create({ published: true, name: 'Bundle Child', category: 'hair-bundle-raw' });
    expect(await callers.admin.products.unsetByCategory({ category: 'hair-bundle' })).toEqual({ count: 2 });
    expect((await storedRow(parent.id))?.category).toBeNull();
    expect((await storedRow(child.id))?.category).toBe('hair-bundle-raw');
    expect(await callers.anon.products.categoryUnsetCount()).toEqual({ count: before + 2 });
    expect(await callers.admin.products.unsetByCategory({ category: 'hair-bundle' })).toEqual({ count: 0 });
  });

  it('answers 400 without a category and 401/403 for non-admins', async () => {
    const kept = await callers.admin.products.create({ published: true, name: 'Frontal Kept', category: 'hair-frontal' });
    expect(await failure(callers.admin.products.unsetByCategory({ category: ' ' }))).toEqual({ code: 'BAD_REQUEST', message: 'category: category is required' });
    expect(await failure(callers.anon.products.unsetByCategory({ category: 'hair-frontal' }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.products.unsetByCategory({ category: 'hair-frontal' }))).toEqual(NOT_ADMIN);
    expect((await storedRow(kept.id))?.category).toBe('hair-frontal');
  });
});
