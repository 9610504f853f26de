import { get } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

interface ProductJson {
  id: string;
  slug: string;
  name: string;
  category: string | null;
  featured: boolean;
  price_from: number | null;
  [key: string]: unknown;
}

const create = (body: Record<string, unknown>) => t.created<ProductJson>('/api/products', { body: { published: true, ...body }, token: tokens.admin });
/**
 * A conditional GET over node:http: fetch turns a request carrying If-None-Match
 * into 'Cache-Control: no-cache' (Fetch standard), which rules out a 304.
 */
function conditionalGet(pathname: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(t.baseUrl + pathname, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

const names = (items: ProductJson[]) => items.map((p) => p.name);

const HOSTILE = '<p>ok</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

describe('POST /api/products', () => {
  it('creates a product (201) from the camelCase body of the old admin', async () => {
    const res = await t.json<ProductJson>('POST', '/api/products', {
      token: tokens.admin,
      body: {
        title: 'Raw Straight Bundle',
        imageUrl: '/uploads/products/raw.webp',
        galleryImages: '/uploads/products/1.webp,/uploads/products/2.webp',
        priceFromText: 'From $25',
        priceTo: 75,
        inStock: false,
        featured: true,
        category: 'hair-bundle',
        descriptionBlocks: [{ type: 'html', html: HOSTILE }],
        qualityGrade: 'Double',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'raw-straight-bundle',
      name: 'Raw Straight Bundle',
      image_url: '/uploads/products/raw.webp',
      gallery_images: ['/uploads/products/1.webp', '/uploads/products/2.webp'],
      price_from: 25,
      price_to: 75,
      currency: 'USD',
      in_stock: false,
      featured: true,
      category: 'hair-bundle',
      quality_grade: 'Double',
      description_blocks: [{ type: 'html', html: '<p>ok</p><img src="x.png" /><a>x</a>' }],
    });
  });

  it('accepts the snake_case body of the REST contract with description_markdown', async () => {
    const product = await create({ name: 'Plain Body', category: 'hair-weave', image_url: '', gallery_images: [], price_from: 0, price_to: 0, featured: false, description_markdown: 'Soft *wave*' });
    expect(product).toMatchObject({ image_url: null, price_from: 0, price_to: 0, description_markdown: 'Soft *wave*', description_blocks: [] });
  });

  it('answers 400 naming the field, with details', async () => {
    const res = await t.json('POST', '/api/products', { token: tokens.admin, body: { published: true, name: '', price_from: -3 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'name: Name is required; price_from: price_from must be a number from 0 to 1,000,000',
      details: [
        { field: 'name', message: 'Name is required' },
        { field: 'price_from', message: 'price_from must be a number from 0 to 1,000,000' },
      ],
    });
    expect((await t.json('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'X', price_from: 9, price_to: 1 } })).body).toMatchObject({
      error: 'price_to: price_to must be greater than or equal to price_from',
    });
  });

  it('answers 401 without a token and 403 for a non-admin', async () => {
    expect(await t.json('POST', '/api/products', { body: { published: true, name: 'X' } })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('POST', '/api/products', { body: { published: true, name: 'X' }, token: tokens.user })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
  });
});

describe('GET /api/products and /api/products/{id}', () => {
  beforeAll(async () => {
    await t.json('PUT', '/api/site-config/product_categories', {
      token: tokens.admin,
      body: { config: { categories: [{ value: 'closures', label: 'Closures', parent: null }, { value: 'lace-closures', label: 'Lace Closures', parent: 'closures' }] } },
    });
    for (const body of [
      { name: 'closure b', category: 'closures', price_from: 40 },
      { name: 'closure a', category: 'lace-closures', price_from: 20, featured: true },
      { name: 'Closure C', category: 'lace-closures' },
    ]) await create(body);
  });

  it('answers the items array with X-Total-Count, filtered by category including children', async () => {
    const res = await t.json<ProductJson[]>('GET', '/api/products?category=closures&limit=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(names(res.body)).toEqual(['closure a', 'closure b']);
    const next = await t.json<ProductJson[]>('GET', '/api/products?category=closures&limit=2&offset=2');
    expect(names(next.body)).toEqual(['Closure C']);
  });

  it('searches, sorts and filters featured from query strings', async () => {
    expect(names((await t.json<ProductJson[]>('GET', '/api/products?q=CLOSURE&sort=name-desc')).body)).toEqual(['Closure C', 'closure b', 'closure a']);
    expect(names((await t.json<ProductJson[]>('GET', '/api/products?category=closures&sort=price-desc')).body)).toEqual(['closure b', 'closure a', 'Closure C']);
    expect(names((await t.json<ProductJson[]>('GET', '/api/products?category=closures&sort=name-asc')).body)).toEqual(['closure a', 'closure b', 'Closure C']);
    expect(names((await t.json<ProductJson[]>('GET', '/api/products?category=closures&sort=price-asc')).body)).toEqual(['closure a', 'closure b', 'Closure C']);
    const featured = await t.json<ProductJson[]>('GET', '/api/products?featured=true&limit=8');
    expect(featured.body.length).toBeGreaterThan(0);
    expect(featured.body.every((p) => p.featured)).toBe(true);
    expect(featured.headers.get('x-total-count')).toBe(String(featured.body.length));
  });

  it('answers 400 for a bad query value', async () => {
    expect(await t.json('GET', '/api/products?limit=abc')).toMatchObject({ status: 400, body: { error: 'limit: limit must be a whole number from 1 to 1000' } });
    expect(await t.json('GET', '/api/products?limit=1&limit=2')).toMatchObject({ status: 400 });
  });

  it('sends Cache-Control and an ETag; a request with If-None-Match gets 304', async () => {
    const first = await t.request('GET', '/api/products?category=closures');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await conditionalGet('/api/products?category=closures', etag!)).toBe(304);
    expect(await conditionalGet('/api/products?category=closures', 'W/"other"')).toBe(200);
    const one = await t.request('GET', '/api/products/closure-a');
    expect(one.headers.get('cache-control')).toBe('public, no-cache');
    expect(await conditionalGet('/api/products/closure-a', one.headers.get('etag')!)).toBe(304);
  });

  it('answers one product by id or slug, and 404 Product not found', async () => {
    const bySlug = await t.json<ProductJson>('GET', '/api/products/closure-b');
    expect(bySlug).toMatchObject({ status: 200, body: { name: 'closure b', category: 'closures' } });
    expect((await t.json<ProductJson>('GET', `/api/products/${bySlug.body.id}`)).body).toEqual(bySlug.body);
    expect(await t.json('GET', '/api/products/nope')).toEqual(expect.objectContaining({ status: 404, body: { error: 'Product not found' } }));
  });
});

describe('PUT /api/products/{id}', () => {
  it('updates the fields sent, sanitizing html', async () => {
    const product = await create({ name: 'To Update', price_from: 10, price_to: 20 });
    const res = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { name: 'Updated', priceTo: '30', howto_blocks: [{ type: 'html', html: HOSTILE }] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: product.id, slug: 'to-update', name: 'Updated', price_from: 10, price_to: 30, howto_blocks: [{ type: 'html', html: '<p>ok</p><img src="x.png" /><a>x</a>' }] });
  });

  it('answers 400, 404, 409, 401 and 403', async () => {
    const product = await create({ name: 'Update Guard', price_from: 10 });
    await create({ name: 'Taken Slug' });
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { price_to: 5 } })).toMatchObject({ status: 400, body: { error: 'price_to: price_to must be greater than or equal to price_from' } });
    expect(await t.json('PUT', '/api/products/missing', { token: tokens.admin, body: { name: 'X' } })).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { slug: 'taken-slug' } })).toMatchObject({ status: 409, body: { error: 'slug: taken-slug is already used by another product' } });
    expect(await t.json('PUT', `/api/products/${product.id}`, { body: { name: 'X' } })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.user, body: { name: 'X' } })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body).toMatchObject({ name: 'Update Guard', slug: 'update-guard', price_from: 10 });
  });
});

describe('alt texts over REST', () => {
  it('stores image_alt and gallery_alts next to the URL arrays, and answers 400 for an alt text too long', async () => {
    const product = await create({ name: 'Alt Rest', image_url: '/uploads/products/a.webp', image_alt: 'Front', gallery: ['/uploads/products/b.webp', '/uploads/products/c.webp'], gallery_alts: ['Side', 'Back'] });
    expect(product).toMatchObject({ gallery_images: ['/uploads/products/b.webp', '/uploads/products/c.webp'], gallery_alts: ['Side', 'Back'], image_alt: 'Front' });
    const put = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, {
      token: tokens.admin,
      body: { gallery_images: ['/uploads/products/c.webp', '/uploads/products/b.webp'], gallery_alts: ['Back view', 'Side view'] },
    });
    expect(put).toMatchObject({ status: 200, body: { gallery_alts: ['Back view', 'Side view'] } });
    expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { gallery_alts: ['a'.repeat(301)] } })).toMatchObject({
      status: 400,
      body: { error: 'gallery_alts.0: Alt text must be at most 300 characters' },
    });
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body).toMatchObject({
      gallery_images: ['/uploads/products/c.webp', '/uploads/products/b.webp'],
      gallery_alts: ['Back view', 'Side view'],
      image_alt: 'Front',
    });
  });
});

describe('product facts over REST', () => {
  const facts = {
    length: '8 to 30 inches',
    quality_grade: 'Double Drawn',
    hair_material: 'Vietnamese hair',
    card_note: 'USD per piece',
    textures: ['Body Wave', 'body wave'],
    colours: ['613 Blonde'],
    tags: ['virgin', 'bulk'],
    lace_size: '4x4',
    bundle_grams: 120,
  };

  it('stores every fact with POST and PUT and answers them with GET, always present', async () => {
    const bare = await create({ name: 'Facts Bare' });
    expect(bare).toMatchObject({ textures: [], colours: [], tags: [], lace_size: null, bundle_grams: null, length: null });
    const product = await create({ name: 'Facts Rest', ...facts });
    const expected = { ...facts, textures: ['Body Wave'] };
    expect(product).toMatchObject(expected);
    expect((await t.json<ProductJson>('GET', `/api/products/${product.slug}`)).body).toMatchObject(expected);
    const put = await t.json<ProductJson>('PUT', `/api/products/${bare.id}`, { token: tokens.admin, body: { tags: ['raw'], bundle_grams: '100', lace_size: '13x4' } });
    expect(put).toMatchObject({ status: 200, body: { tags: ['raw'], bundle_grams: 100, lace_size: '13x4', textures: [] } });
    expect((await t.json<ProductJson>('GET', `/api/products/${bare.id}`)).body).toMatchObject({ tags: ['raw'], bundle_grams: 100, lace_size: '13x4' });
  });

  it('answers 400 naming the field for 21 tags, a 61-character tag and grams 0 or abc, and changes nothing', async () => {
    const product = await create({ name: 'Facts Rest Guard', ...facts });
    const tags21 = Array.from({ length: 21 }, (_, i) => `tag${i}`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tags: tags21 }, 'tags', 'tags must have at most 20 entries'],
      [{ tags: ['t'.repeat(61)] }, 'tags.0', 'Tag must be at most 60 characters'],
      [{ bundle_grams: 0 }, 'bundle_grams', 'bundle_grams must be a whole number from 1 to 1000'],
      [{ bundle_grams: 'abc' }, 'bundle_grams', 'bundle_grams must be a whole number from 1 to 1000'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { ...body, name: 'Changed' } });
      expect(res).toMatchObject({ status: 400, body: { error: `${field}: ${message}`, details: [{ field, message }] } });
    }
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body).toMatchObject({ ...facts, textures: ['Body Wave'], name: 'Facts Rest Guard' });
    const refused = await t.json('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Facts Never Stored', colours: tags21 } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'colours: colours must have at most 20 entries' } });
    expect((await t.json('GET', '/api/products/facts-never-stored')).status).toBe(404);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('answers 204, then 404', async () => {
    const product = await create({ name: 'To Delete' });
    const res = await t.request('DELETE', `/api/products/${product.id}`, { token: tokens.admin });
    expect(res.status).toBe(204);
    expect(await t.json('GET', `/api/products/${product.id}`)).toMatchObject({ status: 404 });
    expect(await t.json('DELETE', `/api/products/${product.id}`, { token: tokens.admin })).toMatchObject({ status: 404, body: { error: 'Product not found' } });
  });

  it('answers 401 and 403 and keeps the product', async () => {
    const product = await create({ name: 'Not Deleted' });
    expect(await t.json('DELETE', `/api/products/${product.id}`)).toMatchObject({ status: 401 });
    expect(await t.json('DELETE', `/api/products/${product.id}`, { token: tokens.user })).toMatchObject({ status: 403 });
    expect((await t.json('GET', `/api/products/${product.id}`)).status).toBe(200);
  });
});

describe('POST /api/products/unset-by-category and GET /api/products/category-unset-count', () => {
  it('unsets the category and answers { count }; the badge count follows', async () => {
    const before = (await t.json<{ count: number }>('GET', '/api/products/category-unset-count')).body.count;
    await create({ name: 'Wig One', category: 'old-wigs' });
    await create({ name: 'Wig Two', category: 'old-wigs' });
    const res = await t.json('POST', '/api/products/unset-by-category', { token: tokens.admin, body: { category: 'old-wigs' } });
    expect(res).toMatchObject({ status: 200, body: { count: 2 } });
    expect((await t.json<ProductJson>('GET', '/api/products/wig-one')).body.category).toBeNull();
    expect(await t.json('GET', '/api/products/category-unset-count')).toMatchObject({ status: 200, body: { count: before + 2 } });
  });

  it('answers 400 without a category, 401 and 403', async () => {
    expect(await t.json('POST', '/api/products/unset-by-category', { token: tokens.admin, body: {} })).toMatchObject({ status: 400, body: { error: 'category: category is required' } });
    expect(await t.json('POST', '/api/products/unset-by-category', { body: { category: 'x' } })).toMatchObject({ status: 401 });
    expect(await t.json('POST', '/api/products/unset-by-category', { token: tokens.user, body: { category: 'x' } })).toMatchObject({ status: 403 });
  });
});
