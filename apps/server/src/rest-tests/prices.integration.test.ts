// REST routes of price grids on the real app and a fresh PGlite: the public read,
// the admin's replace that moves price_from / price_to with it, and bad input that
// gets a 400 naming the field and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

interface ProductJson {
  id: string;
  slug: string;
  price_from: number | null;
  price_to: number | null;
}

interface GridJson {
  product_id: string;
  unit: string;
  bundle_grams: number | null;
  tiers: { min_quantity: number; discount_percent: number | null }[];
  textures: { slug: string; name: string }[];
  grades: { slug: string; name: string }[];
  lengths: number[];
  cells: { length: number; texture: string; grade: string; prices: number[] }[];
  price_from: number | null;
  price_to: number | null;
}

const GRID = {
  unit: 'bundle',
  quantity_unit: 'kg',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }, { min_quantity: 50 }],
  moq: 5,
  textures: ['Straight', 'Body Wave'],
  grades: ['Double Drawn', 'Single Drawn'],
  cells: [
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5, 55] },
    { length: 10, texture: 'straight', grade: 'single-drawn', prices: ['$30', 28, 25] },
  ],
};

let product: ProductJson;

beforeAll(async () => {
  product = await t.created<ProductJson>('/api/products', { body: { published: true, name: 'Grid Bundle', price_from: 1, price_to: 2 }, token: tokens.admin });
});

const put = (body: unknown, token = tokens.admin, id = product.id) => t.json<{ error: string; details?: { field: string; message: string }[] } & GridJson>('PUT', `/api/products/${id}/prices`, { body, token });
const read = () => t.json<GridJson & { error?: string }>('GET', `/api/products/${product.id}/prices`);
const stored = async () => (await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body;

describe('GET /api/products/{id}/prices', () => {
  it('answers 404 for a product without a grid and for an unknown product', async () => {
    const none = await read();
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('This product has no price grid');
    const unknown = await t.json<{ error: string }>('GET', '/api/products/no-such-product/prices');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Product not found');
  });
});

describe('PUT /api/products/{id}/prices', () => {
  it('stores the grid, answers it, and sets price_from / price_to to its bounds', async () => {
    const res = await put(GRID);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      product_id: product.id,
      unit: 'bundle',
      bundle_grams: 100,
      textures: [{ slug: 'straight', name: 'Straight' }, { slug: 'body-wave', name: 'Body Wave' }],
      lengths: [10, 22],
      cells: [
        { length: 10, texture: 'straight', grade: 'single-drawn', prices: [30, 28, 25] },
        { length: 22, texture: 'body-wave', grade: 'double-drawn', prices: [62, 58.5, 55] },
      ],
      price_from: 25,
      price_to: 62,
    });
    expect(await stored()).toMatchObject({ price_from: 25, price_to: 62 });
    const again = await read();
    expect(again.status).toBe(200);
    expect(again.body.cells).toEqual(res.body.cells);
    // By slug too.
    expect((await t.json<GridJson>('GET', `/api/products/${product.slug}/prices`)).body.product_id).toBe(product.id);
  });

  it('prices the discount mode from the base price, rounded to cents', async () => {
    const res = await put({
      ...GRID,
      tier_pricing: 'discount',
      tiers: [{ min_quantity: 1 }, { min_quantity: 10, discount_percent: 5 }],
      cells: [{ length: 16, texture: 'Straight', grade: 'Double Drawn', prices: [45.55] }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price_from: 43.27, price_to: 45.55 });
    expect(await stored()).toMatchObject({ price_from: 43.27, price_to: 45.55 });
    expect((await put(GRID)).status).toBe(200);
  });

  const badInputs: [string, unknown, string, string][] = [
    ['a price of abc', { ...GRID, cells: [{ ...GRID.cells[0], prices: ['abc', 1, 1] }] }, 'cells.0.prices.0', 'Price must be a number from 0 to 1,000,000'],
    ['a negative price', { ...GRID, cells: [{ ...GRID.cells[0], prices: [-5, 1, 1] }] }, 'cells.0.prices.0', 'Price must be a number from 0 to 1,000,000'],
    ['a duplicate cell', { ...GRID, cells: [GRID.cells[0], { ...GRID.cells[0], texture: 'body-wave' }] }, 'cells.1', 'This length, texture and grade is given twice'],
    ['an unknown unit', { ...GRID, unit: 'box' }, 'unit', 'unit must be one of bundle, kg, piece'],
    ['five tiers', { ...GRID, tiers: [1, 5, 10, 20, 50].map((min_quantity) => ({ min_quantity })) }, 'tiers', 'tiers must hold 1 to 4 quantity breaks'],
    ['a texture it does not list', { ...GRID, cells: [{ ...GRID.cells[0], texture: 'Kinky Curly' }] }, 'cells.0.texture', 'texture is not in the textures list'],
    ['too few tier prices', { ...GRID, cells: [{ ...GRID.cells[0], prices: [1] }] }, 'cells.0.prices', 'prices must hold 3 prices, one per tier'],
  ];

  it.each(badInputs)('refuses %s with a 400 naming the field, and changes nothing', async (_name, body, field, message) => {
    const before = await read();
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(`${field}: ${message}`);
    expect(res.body.details).toContainEqual({ field, message });
    expect((await read()).body).toEqual(before.body);
    expect(await stored()).toMatchObject({ price_from: 25, price_to: 62 });
  });

  it("keeps the grid's bounds when the product is saved with other prices", async () => {
    const res = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, { body: { price_from: 1, price_to: 2, name: 'Grid Bundle' }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price_from: 25, price_to: 62 });
  });

  it('refuses a body that is not an object', async () => {
    const res = await put([1, 2]);
    expect(res.status).toBe(400);
  });

  it('needs an admin: 401 without a token, 403 for a buyer, 404 for an unknown product', async () => {
    expect((await t.json('PUT', `/api/products/${product.id}/prices`, { body: GRID })).status).toBe(401);
    expect((await put(GRID, tokens.user)).status).toBe(403);
    const unknown = await put(GRID, tokens.admin, 'no-such-product');
    expect(unknown.status).toBe(404);
  });

  it('a grid without cells removes the grid and leaves the last prices', async () => {
    const res = await t.json('PUT', `/api/products/${product.id}/prices`, { body: { ...GRID, cells: [] }, token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await read()).status).toBe(404);
    expect(await stored()).toMatchObject({ price_from: 25, price_to: 62 });
    // Without a grid, the product's own prices apply again.
    const saved = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, { body: { price_from: 10, price_to: 20 }, token: tokens.admin });
    expect(saved.body).toMatchObject({ price_from: 10, price_to: 20 });
  });

  it('goes with its product when the product is deleted', async () => {
    const other = await t.created<ProductJson>('/api/products', { body: { published: true, name: 'Short-lived Grid' }, token: tokens.admin });
    expect((await put(GRID, tokens.admin, other.id)).status).toBe(200);
    expect((await t.json('DELETE', `/api/products/${other.id}`, { token: tokens.admin })).status).toBeLessThan(300);
    expect((await t.json('GET', `/api/products/${other.id}/prices`)).status).toBe(404);
  });
});
