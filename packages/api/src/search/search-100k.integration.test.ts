// The search on a catalogue of 100,000 products (loaded by SQL, as a factory's import
// or another server would): the trade's words read against its values, a correction
// read against its 100,000 names, the nearest products and the suggestions. Run on
// PGlite and on PostgreSQL; how fast is for bench:scale to say.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing';

const { env, callers } = useTestApi();

const PRODUCTS = 100_000;
const TEXTURES = ['Body Wave', 'Deep Wave', 'Straight', 'Kinky Curly'];
const GRADES = ['Single Drawn', 'Double Drawn'];

beforeAll(async () => {
  const db = env.deps.db;
  // Product n: texture n % 4, grade n % 2, 22 inches when n % 5 = 0 (else 18), natural black when n % 3 = 0.
  await db.execute(sql.raw(`
    insert into products (id, slug, name, price_from, published, attributes)
    select 'p' || n, 'p' || n,
      (array['${TEXTURES.join("','")}'])[n % 4 + 1] || ' Bundle ' || n || case when n % 3 = 0 then ' Natural Black' else ' Brown' end,
      20 + n % 80, true, '{}'::jsonb
    from generate_series(1, ${PRODUCTS}) as n`));
  await db.execute(sql.raw(`delete from product_facets_pending`));
  await db.execute(sql.raw(`
    insert into product_facets (product_id, facet, value, label)
    select 'p' || n, 'texture', lower(replace(t, ' ', '-')), t from generate_series(1, ${PRODUCTS}) as n, lateral (select (array['${TEXTURES.join("','")}'])[n % 4 + 1] as t) as x
    union all
    select 'p' || n, 'grade', lower(replace(g, ' ', '-')), g from generate_series(1, ${PRODUCTS}) as n, lateral (select (array['${GRADES.join("','")}'])[n % 2 + 1] as g) as y
    union all
    select 'p' || n, 'colour', case when n % 3 = 0 then 'natural-black' else 'brown' end, case when n % 3 = 0 then 'Natural Black' else 'Brown' end from generate_series(1, ${PRODUCTS}) as n
    union all
    select 'p' || n, 'length', l::text, l || ' inch' from generate_series(1, ${PRODUCTS}) as n, lateral (select case when n % 5 = 0 then 22 else 18 end as l) as z`));
}, 300_000);

/** How many of 1..PRODUCTS satisfy the condition. */
const countOf = (test: (n: number) => boolean) => Array.from({ length: PRODUCTS }, (_, i) => i + 1).filter(test).length;

describe('the search at 100,000 products', () => {
  it('reads "body wave 22 inch DD" into its filters and counts the matches', async () => {
    const list = await callers.anon.products.list({ q: 'body wave 22 inch DD', limit: 6 });
    // Body Wave: n % 4 = 0; Double Drawn: n % 2 = 1; 22": n % 5 = 0 — never with n % 4 = 0 and odd n.
    expect(list.total).toBe(0);
    expect(list.search?.chips.map((chip) => chip.label)).toEqual(['22"', 'Body Wave', 'Double Drawn']);
    // The nearest products let go of the filters after the first one (22").
    expect(list.search?.nearest).toHaveLength(8);
    expect(list.search?.nearest.every((p) => Number(p.id.slice(1)) % 5 === 0)).toBe(true);

    const found = await callers.anon.products.list({ q: 'deep wave 22" DD 1b', limit: 6 });
    expect(found.total).toBe(Math.min(1001, countOf((n) => n % 4 === 1 && n % 2 === 1 && n % 5 === 0 && n % 3 === 0)));
    expect(found.items.every((p) => p.name.startsWith('Deep Wave Bundle') && p.name.endsWith('Natural Black'))).toBe(true);
  });

  it('reads mistyped words against the catalogue and lists what they meant', async () => {
    const list = await callers.anon.products.list({ q: 'stright bundel 13', limit: 6 });
    expect(list.search?.corrections).toEqual([{ typed: 'stright', meant: 'straight' }, { typed: 'bundel', meant: 'bundle' }]);
    expect(list.search?.meant).toBe('straight bundle 13');
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((p) => p.name.startsWith('Straight Bundle') && p.name.includes('13'))).toBe(true);
  });

  it('suggests filters and products from the second letter', async () => {
    const answer = await callers.anon.search.suggest({ q: 'kinky cu' });
    expect(answer.filters).toEqual([{ facet: 'texture', value: 'kinky-curly', label: 'Kinky Curly' }]);
    expect(answer.products).toHaveLength(6);
    expect(answer.products.every((p) => p.name.startsWith('Kinky Curly Bundle'))).toBe(true);
  });
});
