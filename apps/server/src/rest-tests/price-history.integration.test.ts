// The price history on the real app and a fresh database: what a grid editor
// save and a product form save record (unit prices per tier, price_from /
// price_to), who made it (kept after the account is deleted, an API token by
// its name), pages newest first, and who may read it.
import { PRICE_HISTORY_MESSAGES, type PriceHistoryEntry as Entry, type PriceHistoryPage as Page } from '@hair/domain';
import { createUserWithToken, tables } from '@hair/api/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

type ErrorJson = { error: string };

const GRID = {
  unit: 'bundle',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  textures: ['Body Wave'],
  grades: ['Double Drawn'],
  cells: [{ length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5] }],
};

let product: { id: string; slug: string };

beforeAll(async () => {
  product = await t.created('/api/products', { body: { published: true, name: 'History Bundle', price_from: 10 }, token: tokens.admin });
});

const page = (query = '', token = tokens.admin) => t.json<Page & ErrorJson>('GET', `/api/products/${product.id}/price-history${query}`, { token });
const row = (e: Entry) => [e.field, e.length, e.texture, e.grade, e.tier_min_quantity, e.old_price, e.new_price, e.source];

describe('GET /api/products/{id}/price-history', () => {
  it('records the product form\'s price changes of a product without a grid, with their author', async () => {
    expect((await page()).body).toEqual({ items: [], next_before: null });
    const saved = await t.json('PUT', `/api/products/${product.id}`, { body: { price_from: 12.5, price_to: 30 }, token: tokens.admin });
    expect(saved.status).toBe(200);
    // A save that leaves the prices as they are records nothing.
    expect((await t.json('PUT', `/api/products/${product.id}`, { body: { name: 'History Bundle', price_from: 12.5 }, token: tokens.admin })).status).toBe(200);
    const { items } = (await page()).body;
    expect(items.map(row)).toEqual([
      ['price_from', null, null, null, null, 10, 12.5, 'editor'],
      ['price_to', null, null, null, null, null, 30, 'editor'],
    ]);
    expect(items[0]!.author_email).toMatch(/^admin\d+-\d+@example\.com$/);
    expect(Date.parse(items[0]!.changed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a grid editor save as unit prices per cell and tier, newest save first', async () => {
    expect((await t.json('PUT', `/api/products/${product.id}/prices`, { body: GRID, token: tokens.admin })).status).toBe(200);
    const discount = { ...GRID, tier_pricing: 'discount', tiers: [{ min_quantity: 1 }, { min_quantity: 10, discount_percent: 10 }], cells: [{ ...GRID.cells[0], prices: [62] }] };
    expect((await t.json('PUT', `/api/products/${product.id}/prices`, { body: discount, token: tokens.admin })).status).toBe(200);
    const { items } = (await page()).body;
    expect(items.slice(0, 3).map(row)).toEqual([
      // The second save: tier 10 is now 10 % off 62.
      ['cell', 22, 'Body Wave', 'Double Drawn', 10, 58.5, 55.8, 'editor'],
      // The first: both tiers added.
      ['cell', 22, 'Body Wave', 'Double Drawn', 1, null, 62, 'editor'],
      ['cell', 22, 'Body Wave', 'Double Drawn', 10, null, 58.5, 'editor'],
    ]);
    // Moving the bounds with the grid is not a change of the product form's prices.
    expect(items.filter((e) => e.field !== 'cell')).toHaveLength(2);
  });

  it('pages with limit and before, and refuses a bad page with a 400 naming the field', async () => {
    const all = (await page('?limit=100')).body.items;
    expect(all).toHaveLength(5);
    const first = await page('?limit=2');
    expect(first.body.items).toEqual(all.slice(0, 2));
    expect(first.body.next_before).toBe(all[1]!.id);
    const second = await page(`?limit=2&before=${first.body.next_before}`);
    expect(second.body.items).toEqual(all.slice(2, 4));
    const last = await page(`?limit=2&before=${second.body.next_before}`);
    expect(last.body).toEqual({ items: all.slice(4), next_before: null });

    for (const [query, message] of [
      ['?limit=0', 'limit: limit must be a whole number from 1 to 100'],
      ['?limit=abc', 'limit: limit must be a whole number from 1 to 100'],
      ['?before=abc', `before: ${PRICE_HISTORY_MESSAGES.before}`],
      ['?before=99999999', `before: ${PRICE_HISTORY_MESSAGES.before}`],
    ]) {
      const res = await page(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('keeps the author\'s e-mail after the account is deleted, and names an API token', async () => {
    const own = await t.created<{ id: string }>('/api/products', { body: { published: true, name: 'Sample Pack', price_from: 5, price_to: 30 }, token: tokens.admin });
    const ownPage = async () => (await t.json<Page>('GET', `/api/products/${own.id}/price-history`, { token: tokens.admin })).body.items;
    const editor = await createUserWithToken(t.deps, 'admin', 'leaving-editor@example.com');
    expect((await t.json('PUT', `/api/products/${own.id}`, { body: { price_to: 31 }, token: editor.token })).status).toBe(200);
    await t.deps.db.delete(tables.users).where(eq(tables.users.id, editor.id));
    expect((await ownPage())[0]).toMatchObject({ field: 'price_to', old_price: 30, new_price: 31, author_email: 'leaving-editor@example.com' });

    const created = await t.json<{ result: { data: { json: { token: string } } } }>('POST', '/api/trpc/apiTokens.create', { body: { json: { name: 'ERP sync', scope: 'read-write' } }, token: tokens.admin });
    const apiToken = created.body.result.data.json.token;
    expect((await t.json('PUT', `/api/products/${own.id}`, { body: { price_to: 32 }, token: apiToken })).status).toBe(200);
    expect((await ownPage())[0]).toMatchObject({ new_price: 32, author_email: 'API token: ERP sync' });
  });

  it('needs an admin: 401 anonymous, 403 for a buyer; 404 for an unknown product; by slug too', async () => {
    expect((await t.json<ErrorJson>('GET', `/api/products/${product.id}/price-history`)).status).toBe(401);
    expect((await page('', tokens.user)).body).toEqual({ error: 'Admin access required' });
    const unknown = await t.json<ErrorJson>('GET', '/api/products/no-such/price-history', { token: tokens.admin });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Product not found' } });
    const bySlug = await t.json<Page>('GET', `/api/products/${product.slug}/price-history?limit=1`, { token: tokens.admin });
    expect(bySlug.body.items[0]!.new_price).toBe(55.8);
  });

  it('is the tRPC procedure priceHistory.forProduct', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { productId: product.id, limit: 1 } }));
    const res = await t.json<{ result: { data: { json: Page } } }>('GET', `/api/trpc/priceHistory.forProduct?input=${input}`, { token: tokens.admin });
    expect(res.body.result.data.json.items.map((e) => e.new_price)).toEqual([55.8]);
  });
});
