// The catalogue's filters on the real app and a fresh PGlite (docs/decisions/020):
// facet values from grids and from facts, OR within a facet and AND across, with
// the search, category, sort and paging; the counts of GET /api/products/facets;
// every write keeping them; and bad filters refused with a 400 naming the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

interface ProductJson {
  id: string;
  name: string;
}
interface FacetCount {
  value: string;
  label: string;
  count: number;
}
type Facets = Record<'length' | 'texture' | 'grade' | 'colour', FacetCount[]> & { in_stock: number };

const GRID = {
  unit: 'bundle',
  textures: ['Body Wave', 'Straight'],
  grades: ['Double Drawn'],
  cells: [
    { length: 18, texture: 'Body Wave', grade: 'Double Drawn', prices: [50] },
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [70] },
    { length: 22, texture: 'Straight', grade: 'Double Drawn', prices: [60] },
  ],
};

const ids: Record<string, string> = {};

async function list(query: string): Promise<{ names: string[]; total: string | null }> {
  const res = await t.json<ProductJson[]>('GET', `/api/products?${query}`);
  expect(res.status, query).toBe(200);
  return { names: res.body.map((p) => p.name), total: res.headers.get('x-total-count') };
}

async function facets(query = ''): Promise<Facets> {
  const res = await t.json<Facets>('GET', `/api/products/facets?${query}`);
  expect(res.status, query).toBe(200);
  return res.body;
}

/** A facet's counts as `{value: count}`. */
const counts = (values: FacetCount[]) => Object.fromEntries(values.map((v) => [v.value, v.count]));

beforeAll(async () => {
  const create = async (body: Record<string, unknown>) => {
    const product = await t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, category: 'hair-weave', ...body } });
    ids[product.name] = product.id;
    return product;
  };
  const gridded = await create({ name: 'Velvet Body Wave', colours: ['Natural Black'], length: '8 to 30 inches', textures: ['Kinky'] });
  expect((await t.json('PUT', `/api/products/${gridded.id}/prices`, { token: tokens.admin, body: GRID })).status).toBe(200);
  await create({ name: 'Velvet Straight Short', length: '12 to 16 inches', textures: ['Straight'], quality_grade: 'Single Drawn', colours: ['Natural Black'], price_from: 20, price_to: 30, in_stock: false });
  await create({ name: 'Velvet Curly Long', category: 'hair-closure', length: '24 inches', textures: ['Curly'], quality_grade: 'Double Drawn', colours: 'Blonde', price_from: 80, price_to: 120 });
  await create({ name: 'Velvet Deep Wave', length: '22 inches', textures: ['Deep Wave'], quality_grade: 'Double Drawn', colours: ['Natural Black', 'Brown'], price_from: 40, price_to: 60 });
});

describe('GET /api/products with filters', () => {
  it('matches any value of a facet, given repeated or comma separated', async () => {
    expect((await list('texture=body-wave')).names).toEqual(['Velvet Body Wave']);
    expect((await list('texture=body-wave,deep-wave')).names).toEqual(['Velvet Deep Wave', 'Velvet Body Wave']);
    expect((await list('texture=Body%20Wave&texture=deep-wave')).names).toEqual(['Velvet Deep Wave', 'Velvet Body Wave']);
    // A grid's textures stand for the product: its facts' 'Kinky' is not offered.
    expect((await list('texture=kinky')).names).toEqual([]);
  });

  it('matches every facet given, stock and price range', async () => {
    expect((await list('colour=natural-black&length=22')).names).toEqual(['Velvet Deep Wave', 'Velvet Body Wave']);
    expect((await list('length=14')).names).toEqual(['Velvet Straight Short']);
    expect((await list('length=14&in_stock=1')).names).toEqual([]);
    expect((await list('grade=double-drawn&colour=blonde')).names).toEqual(['Velvet Curly Long']);
    // Ranges that meet 70 to 90: 50–70 and 80–120.
    expect((await list('price_min=70&price_max=90')).names).toEqual(['Velvet Body Wave', 'Velvet Curly Long']);
    expect((await list('price_max=35')).names).toEqual(['Velvet Straight Short']);
  });

  it('combines with the search, the category, the sort and the pages', async () => {
    expect(await list('q=velvet&category=hair-weave&colour=natural-black&sort=name-asc&limit=2&offset=1')).toEqual({
      names: ['Velvet Deep Wave', 'Velvet Straight Short'],
      total: '3',
    });
    expect(await list('q=wave&colour=natural-black&sort=price-desc')).toEqual({ names: ['Velvet Body Wave', 'Velvet Deep Wave'], total: '2' });
    expect(await list('category=hair-closure&colour=natural-black')).toEqual({ names: [], total: '0' });
  });

  it('answers 400 naming the field for a bad filter, on the list and the counts', async () => {
    const bad: [string, string][] = [
      ['price_min=abc', 'price_min: price_min must be a number from 0 to 1,000,000'],
      ['price_max=-1', 'price_max: price_max must be a number from 0 to 1,000,000'],
      ['price_min=90&price_max=10', 'price_min: price_min must not be more than price_max'],
      ['length=abc', "length: 'abc' is not whole inches from 4 to 60"],
      [`texture=${Array.from({ length: 200 }, (_, i) => `t${i}`).join(',')}`, 'texture: at most 50 values'],
    ];
    for (const path of ['/api/products', '/api/products/facets']) {
      for (const [query, error] of bad) {
        const res = await t.json<{ error: string }>('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.error).toBe(error);
      }
    }
  });
});

describe('GET /api/products/facets', () => {
  it('counts the products of each value, from grids and facts, with the names buyers read', async () => {
    const all = await facets();
    expect(all.texture).toEqual([
      { value: 'body-wave', label: 'Body Wave', count: 1 },
      { value: 'curly', label: 'Curly', count: 1 },
      { value: 'deep-wave', label: 'Deep Wave', count: 1 },
      { value: 'straight', label: 'Straight', count: 2 },
    ]);
    expect(counts(all.length)).toEqual({ 12: 1, 14: 1, 16: 1, 18: 1, 22: 2, 24: 1 });
    expect(all.length[0]).toEqual({ value: '12', label: '12 inch', count: 1 });
    expect(counts(all.grade)).toEqual({ 'double-drawn': 3, 'single-drawn': 1 });
    expect(counts(all.colour)).toEqual({ blonde: 1, brown: 1, 'natural-black': 3 });
    expect(all.in_stock).toBe(3);
  });

  it("applies the other filters to each facet's counts, not its own", async () => {
    const straight = await facets('texture=straight');
    expect(counts(straight.texture)).toEqual({ 'body-wave': 1, curly: 1, 'deep-wave': 1, straight: 2 });
    expect(counts(straight.length)).toEqual({ 12: 1, 14: 1, 16: 1, 18: 1, 22: 1 });
    expect(counts(straight.colour)).toEqual({ 'natural-black': 2 });
    expect(straight.in_stock).toBe(1);

    const combined = await facets('texture=straight,deep-wave&length=22&q=velvet&category=hair-weave');
    expect(counts(combined.texture)).toEqual({ 'body-wave': 1, 'deep-wave': 1, straight: 1 });
    expect(counts(combined.length)).toEqual({ 12: 1, 14: 1, 16: 1, 18: 1, 22: 2 });
    expect(counts(combined.grade)).toEqual({ 'double-drawn': 2 });
    expect(combined.in_stock).toBe(2);
  });

  it('follows every write: a product saved, its grid replaced, the product deleted', async () => {
    const deep = ids['Velvet Deep Wave']!;
    expect((await t.json('PUT', `/api/products/${deep}`, { token: tokens.admin, body: { textures: ['Deep Wave', 'Loose Wave'], colours: [] } })).status).toBe(200);
    expect((await list('texture=loose-wave')).names).toEqual(['Velvet Deep Wave']);
    expect(counts((await facets()).colour)).toEqual({ blonde: 1, 'natural-black': 2 });

    const gridded = ids['Velvet Body Wave']!;
    const grid = { ...GRID, cells: [{ length: 26, texture: 'Straight', grade: 'Double Drawn', prices: [90] }] };
    expect((await t.json('PUT', `/api/products/${gridded}/prices`, { token: tokens.admin, body: grid })).status).toBe(200);
    expect((await list('length=26')).names).toEqual(['Velvet Body Wave']);
    expect((await list('texture=body-wave')).names).toEqual([]);

    expect((await t.json('DELETE', `/api/products/${gridded}`, { token: tokens.admin })).status).toBe(204);
    expect((await facets()).length.map((v) => v.value)).toEqual(['12', '14', '16', '22', '24']);
  });
});
