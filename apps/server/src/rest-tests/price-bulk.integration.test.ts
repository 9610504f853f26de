// Bulk changes of prices on the real app and a fresh database: a category with
// its children, or a texture and grade, moved by a percentage rounded to cents;
// the preview stores nothing, the apply moves every cell, the products' bounds
// and own prices and writes the history in one transaction; bad input is a 400
// naming the field that changes nothing; parallel applies of one preview apply once.
import { PRICE_CHANGE_MESSAGES, type PriceGrid, type PriceHistoryPage, type Product, type PriceChangeReport } from '@hair/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

type ErrorJson = { error: string; details?: { field: string; message: string }[] };

const grid = (cells: { length: number; texture: string; grade: string; prices: number[] }[], extra: Record<string, unknown> = {}) => ({
  unit: 'bundle',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  textures: ['Straight', 'Body Wave'],
  grades: ['Double Drawn', 'Single Drawn'],
  cells,
  ...extra,
});

let parentGrid: Product;
let childGrid: Product;
let ungridded: Product;
let other: Product;

async function create(name: string, category: string, prices: Record<string, number> = {}): Promise<Product> {
  return t.created<Product>('/api/products', { body: { published: true, name, category, ...prices }, token: tokens.admin });
}

beforeAll(async () => {
  const categories = [
    { value: 'bundles', label: 'Bundles', parent: null },
    { value: 'raw-bundles', label: 'Raw Bundles', parent: 'bundles' },
    { value: 'wigs', label: 'Wigs', parent: null },
  ];
  expect((await t.json('PUT', '/api/site-config/product_categories', { token: tokens.admin, body: { config: { categories } } })).status).toBe(200);
  parentGrid = await create('Straight Bundle', 'bundles');
  childGrid = await create('Raw Wave Bundle', 'raw-bundles');
  ungridded = await create('Bundle Sample', 'bundles', { price_from: 19.99, price_to: 45 });
  other = await create('Body Wave Wig', 'wigs');
  const grids: [Product, object][] = [
    [parentGrid, grid([{ length: 10, texture: 'Straight', grade: 'Double Drawn', prices: [30, 28] }, { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5] }])],
    [childGrid, grid([{ length: 16, texture: 'Body Wave', grade: 'Double Drawn', prices: [45.55] }], { tier_pricing: 'discount', tiers: [{ min_quantity: 1 }, { min_quantity: 10, discount_percent: 5 }] })],
    [other, grid([{ length: 18, texture: 'Body Wave', grade: 'Double Drawn', prices: [100, 90] }, { length: 18, texture: 'Body Wave', grade: 'Single Drawn', prices: [80, 70] }])],
  ];
  for (const [product, body] of grids) expect((await t.json('PUT', `/api/products/${product.id}/prices`, { body, token: tokens.admin })).status).toBe(200);
});

const bulk = <T = PriceChangeReport>(body: unknown, token = tokens.admin) => t.json<T>('POST', '/api/prices/bulk', { body, token });
const cells = async (product: Product) => (await t.json<PriceGrid>('GET', `/api/products/${product.id}/prices`)).body.cells.map((c) => [c.length, c.texture, c.grade, c.prices]);
const bounds = async (product: Product) => {
  const { price_from, price_to } = (await t.json<Product>('GET', `/api/products/${product.id}`)).body;
  return [price_from, price_to];
};
const history = async (product: Product) => (await t.json<PriceHistoryPage>('GET', `/api/products/${product.id}/price-history?limit=100`, { token: tokens.admin })).body.items;

/** Everything a refused change must leave as it was. */
async function snapshot() {
  const products = [parentGrid, childGrid, ungridded, other];
  return Promise.all(products.map(async (p) => ({ bounds: await bounds(p), cells: p === ungridded ? [] : await cells(p), history: (await history(p)).length })));
}

describe('POST /api/prices/bulk', () => {
  it('previews +10 % on a category with its children: every grid cell, and the own prices of a product without a grid; nothing stored', async () => {
    const before = await snapshot();
    const res = await bulk({ category: 'bundles', percent: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: false, products: 3, counts: { added: 0, changed: 7, removed: 0, unchanged: 0, rejected: 0 } });
    expect(res.body.changed.map((c) => [c.product.name, c.field, c.length, c.texture, c.tier_min_quantity, c.old_price, c.new_price])).toEqual(
      expect.arrayContaining([
        ['Straight Bundle', 'cell', 10, 'Straight', 1, 30, 33],
        ['Straight Bundle', 'cell', 22, 'Body Wave', 10, 58.5, 64.35],
        // The discount mode moves the base price; its tiers follow.
        ['Raw Wave Bundle', 'cell', 16, 'Body Wave', 1, 45.55, 50.11],
        ['Bundle Sample', 'price_from', null, null, null, 19.99, 21.99],
        ['Bundle Sample', 'price_to', null, null, null, 45, 49.5],
      ]),
    );
    expect(res.body.changed.some((c) => c.product.id === other.id)).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('applies it in one transaction: cells, bounds, own prices and history (source bulk, author)', async () => {
    const preview = await bulk({ category: 'Bundles', percent: '10' });
    const res = await bulk({ category: 'bundles', percent: 10, apply: true, preview_id: preview.body.preview_id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ applied: true, preview_id: preview.body.preview_id, counts: preview.body.counts });
    expect(await cells(parentGrid)).toEqual([[10, 'straight', 'double-drawn', [33, 30.8]], [22, 'body-wave', 'double-drawn', [68.2, 64.35]]]);
    expect(await bounds(parentGrid)).toEqual([30.8, 68.2]);
    expect(await cells(childGrid)).toEqual([[16, 'body-wave', 'double-drawn', [50.11]]]);
    expect(await bounds(childGrid)).toEqual([47.6, 50.11]);
    expect(await bounds(ungridded)).toEqual([21.99, 49.5]);
    expect(await cells(other)).toEqual([[18, 'body-wave', 'double-drawn', [100, 90]], [18, 'body-wave', 'single-drawn', [80, 70]]]);
    // The history keeps the buyer's unit prices: both tiers of the discount cell.
    const child = (await history(childGrid)).filter((h) => h.source === 'bulk');
    expect(child.map((h) => [h.tier_min_quantity, h.old_price, h.new_price])).toEqual([[1, 45.55, 50.11], [10, 43.27, 47.6]]);
    expect(child[0]!.author_email).toMatch(/^admin\d+-\d+@example\.com$/);
    const own = (await history(ungridded)).filter((h) => h.source === 'bulk');
    expect(own.map((h) => [h.field, h.old_price, h.new_price])).toEqual([['price_from', 19.99, 21.99], ['price_to', 45, 49.5]]);
  });

  it('lowers one texture and grade across categories by 3 %, and leaves the rest', async () => {
    const res = await bulk({ texture: 'Body Wave', grade: 'double-drawn', percent: -3, apply: true });
    expect(res.status).toBe(200);
    expect(res.body.counts.changed).toBe(5);
    expect(await cells(other)).toEqual([[18, 'body-wave', 'double-drawn', [97, 87.3]], [18, 'body-wave', 'single-drawn', [80, 70]]]);
    expect(await cells(parentGrid)).toEqual([[10, 'straight', 'double-drawn', [33, 30.8]], [22, 'body-wave', 'double-drawn', [66.15, 62.42]]]);
    // A texture names no product's own prices.
    expect(await bounds(ungridded)).toEqual([21.99, 49.5]);
  });

  const bad: [string, unknown, string, string][] = [
    ['a percentage of 0', { category: 'bundles', percent: 0 }, 'percent', PRICE_CHANGE_MESSAGES.percent],
    ['a percentage below -90', { category: 'bundles', percent: -91 }, 'percent', PRICE_CHANGE_MESSAGES.percent],
    ['a percentage above 500', { category: 'bundles', percent: 500.5 }, 'percent', PRICE_CHANGE_MESSAGES.percent],
    ['a percentage of abc', { category: 'bundles', percent: 'abc' }, 'percent', PRICE_CHANGE_MESSAGES.percent],
    ['no percentage', { category: 'bundles' }, 'percent', PRICE_CHANGE_MESSAGES.percent],
    ['no category, texture or grade', { percent: 5 }, 'category', PRICE_CHANGE_MESSAGES.scope],
    ['an unknown category', { category: 'no-such', percent: 5 }, 'category', PRICE_CHANGE_MESSAGES.unknownCategory('no-such')],
  ];

  it.each(bad)('refuses %s with a 400 naming the field, and changes nothing', async (_name, body, field, message) => {
    const before = await snapshot();
    for (const apply of [false, true]) {
      const res = await bulk<ErrorJson>({ ...(body as object), apply });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(`${field}: ${message}`);
      expect(res.body.details).toEqual([{ field, message }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a change that would put a price above 1,000,000, and changes nothing', async () => {
    const huge = await create('Huge Bundle', 'wigs');
    await t.json('PUT', `/api/products/${huge.id}/prices`, { body: grid([{ length: 10, texture: 'Straight', grade: 'Double Drawn', prices: [400000, 300000] }]), token: tokens.admin });
    const before = await snapshot();
    const res = await bulk<ErrorJson>({ category: 'wigs', percent: 200, apply: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`percent: ${PRICE_CHANGE_MESSAGES.tooHigh('Huge Bundle')}`);
    expect(await snapshot()).toEqual(before);
    await t.json('DELETE', `/api/products/${huge.id}`, { token: tokens.admin });
  });

  it('needs an admin: 401 anonymous, 403 for a buyer and for a read-only API token', async () => {
    const before = await snapshot();
    expect((await t.json<ErrorJson>('POST', '/api/prices/bulk', { body: { category: 'bundles', percent: 5, apply: true } })).status).toBe(401);
    expect((await bulk<ErrorJson>({ category: 'bundles', percent: 5, apply: true }, tokens.user)).body).toEqual({ error: 'Admin access required' });
    const created = await t.json<{ result: { data: { json: { token: string } } } }>('POST', '/api/trpc/apiTokens.create', { body: { json: { name: 'Reader', scope: 'read' } }, token: tokens.admin });
    const readOnly = await bulk<ErrorJson>({ category: 'bundles', percent: 5, apply: true }, created.body.result.data.json.token);
    expect(readOnly.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('applies parallel calls of one preview once, over REST and in a tRPC batch; the others answer 409', async () => {
    const preview = await bulk({ category: 'wigs', percent: 10 });
    const body = { category: 'wigs', percent: 10, apply: true, preview_id: preview.body.preview_id };
    const answers = await Promise.all([1, 2, 3, 4].map(() => bulk<ErrorJson>(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe(PRICE_CHANGE_MESSAGES.changedSincePreview);
    expect(await cells(other)).toEqual([[18, 'body-wave', 'double-drawn', [106.7, 96.03]], [18, 'body-wave', 'single-drawn', [88, 77]]]);

    const next = await bulk({ category: 'wigs', percent: -10 });
    const input = { json: { category: 'wigs', percent: -10, preview_id: next.body.preview_id } };
    const batch = await t.json<{ result?: unknown; error?: { json: { data: { httpStatus: number } } } }[]>('POST', '/api/trpc/prices.applyBulk,prices.applyBulk,prices.applyBulk?batch=1', {
      body: { 0: input, 1: input, 2: input },
      token: tokens.admin,
    });
    expect(batch.body.map((call) => (call.result ? 200 : call.error!.json.data.httpStatus)).sort()).toEqual([200, 409, 409]);
    expect(await cells(other)).toEqual([[18, 'body-wave', 'double-drawn', [96.03, 86.43]], [18, 'body-wave', 'single-drawn', [79.2, 69.3]]]);
  });
});

describe('tRPC prices.bulkOptions', () => {
  it('lists the textures and grades the grids use, each once', async () => {
    const res = await t.json<{ result: { data: { json: { textures: { slug: string; name: string }[]; grades: { slug: string; name: string }[] } } } }>('GET', '/api/trpc/prices.bulkOptions', { token: tokens.admin });
    expect(res.body.result.data.json).toEqual({
      textures: [{ slug: 'body-wave', name: 'Body Wave' }, { slug: 'straight', name: 'Straight' }],
      grades: [{ slug: 'double-drawn', name: 'Double Drawn' }, { slug: 'single-drawn', name: 'Single Drawn' }],
    });
    expect((await t.json('GET', '/api/trpc/prices.bulkOptions', { token: tokens.user })).status).toBe(403);
  });
});
