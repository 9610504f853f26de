// A new product is a draft until it is published: the public reads (list, search,
// filter counts, the product, its grid) do not know it, the admin's do.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { CLOSURE_GRID, NOT_ADMIN, NOT_AUTHENTICATED, failure, useTestApi } from '../testing';

const { env, callers } = useTestApi();

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Product not found' };
const storedPublished = async (id: string) => (await env.deps.db.select({ published: products.published }).from(products).where(eq(products.id, id)))[0]?.published;

/** What a visitor finds of the product: in the list and the search, its texture's count, its page. */
async function publicView(id: string) {
  const [list, search, facets, page] = await Promise.all([
    callers.anon.products.list({ limit: 1000 }),
    callers.anon.products.list({ q: 'quokka' }),
    callers.anon.products.facets({}),
    callers.anon.products.byId({ id }).then(() => 'found', (error: Error) => error.message),
  ]);
  return {
    listed: list.items.some((p) => p.id === id),
    searched: search.items.map((p) => p.name),
    textureCount: facets.texture.find((value) => value.label === 'Quokka Wave')?.count ?? 0,
    page,
  };
}

describe('a draft product', () => {
  let id: string;
  beforeAll(async () => {
    const draft = await callers.admin.products.create({ name: 'Quokka Wave Bundle', textures: ['Quokka Wave'] });
    id = draft.id;
    await callers.admin.prices.replace({
      productId: id,
      ...CLOSURE_GRID,
      textures: ['Quokka Wave'],
      cells: [{ length: 14, texture: 'Quokka Wave', grade: 'Swiss Lace', prices: [25] }],
    });
  });

  it('is created as a draft and stored so', async () => {
    expect((await callers.admin.products.byId({ id })).published).toBe(false);
    expect(await storedPublished(id)).toBe(false);
  });

  it('is unknown to visitors and buyers: not listed, not found by search nor counted in the filters, its page and grid 404', async () => {
    expect(await publicView(id)).toEqual({ listed: false, searched: [], textureCount: 0, page: 'Product not found' });
    expect(await failure(callers.user.products.byId({ id }))).toMatchObject(NOT_FOUND);
    expect(await failure(callers.anon.prices.byProduct({ productId: id }))).toMatchObject(NOT_FOUND);
  });

  it("is in the admin's list with include_drafts and on its preview, with its grid", async () => {
    const listed = await callers.admin.products.list({ q: 'quokka', include_drafts: true });
    expect(listed.items.map((p) => [p.name, p.published])).toEqual([['Quokka Wave Bundle', false]]);
    expect((await callers.admin.products.byId({ id })).name).toBe('Quokka Wave Bundle');
    expect((await callers.admin.prices.byProduct({ productId: id }))?.cells).toHaveLength(1);
    // The storefront's list stays the published one, for admins too.
    expect((await callers.admin.products.list({ q: 'quokka' })).items).toEqual([]);
  });

  it('asking for the drafts needs an admin: 401 anonymous, 403 for a buyer', async () => {
    expect(await failure(callers.anon.products.list({ include_drafts: true }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.products.list({ include_drafts: true }))).toEqual(NOT_ADMIN);
  });

  it('publishing is for admins only: a buyer is refused (403) and it stays a draft', async () => {
    expect(await failure(callers.anon.products.update({ id, published: true }))).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.user.products.update({ id, published: true }))).toEqual(NOT_ADMIN);
    expect(await storedPublished(id)).toBe(false);
  });

  it('once published it is listed, searched, counted and shown; unpublished it is gone again', async () => {
    expect((await callers.admin.products.update({ id, published: true })).published).toBe(true);
    expect(await publicView(id)).toEqual({ listed: true, searched: ['Quokka Wave Bundle'], textureCount: 1, page: 'found' });
    expect((await callers.anon.prices.byProduct({ productId: id }))?.cells).toHaveLength(1);

    expect((await callers.admin.products.update({ id, published: false })).published).toBe(false);
    expect(await publicView(id)).toEqual({ listed: false, searched: [], textureCount: 0, page: 'Product not found' });
  });

  it('a create may publish at once, and a bad value is refused with its field named', async () => {
    const published = await callers.admin.products.create({ name: 'Quokka Straight', published: true });
    expect((await callers.anon.products.byId({ id: published.id })).published).toBe(true);
    expect(await failure(callers.admin.products.update({ id, published: 'soon' }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('published') });
  });
});
