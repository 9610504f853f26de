import { toSlug, type QuoteLineFields } from '@hair/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticateApiToken } from '../api-tokens/service';
import { createContextInner } from '../context';
import { appRouter } from '../root';
import { createCallerFactory } from '../trpc';
import { BODY_WAVE_GRID, NOT_AUTHENTICATED, bodyWaveLine, createUserWithToken, failure, tables, useTestApi } from '../testing';

const { env, callers } = useTestApi();
const { quoteListItems } = tables;

let product: { id: string; slug: string };
beforeAll(async () => {
  product = await callers.admin.products.create({ published: true, name: 'Body Wave Double Drawn' });
  await callers.admin.prices.replace({ productId: product.id, ...BODY_WAVE_GRID });
});
beforeEach(async () => {
  await env.deps.db.delete(quoteListItems);
});

const line = (fields: Partial<QuoteLineFields> = {}): QuoteLineFields => ({ ...bodyWaveLine(product.id), ...fields });
const item = (fields: Partial<QuoteLineFields> = {}) => ({ product_id: product.id, length: 18, texture: 'body-wave', grade: 'double-drawn', quantity: 2, sample: false, ...fields });

describe('quoteList', () => {
  it('starts empty, stores the whole list in order by id and slugs, and previews it', async () => {
    expect(await callers.user.quoteList.get()).toEqual({ items: [], lines: [], estimate_total: null, currency: null, problems: [] });
    const list = await callers.user.quoteList.replace({ lines: [line({ product_id: product.slug, texture: 'Body Wave', quantity: 0.5 }), line({ length: 16, sample: true, quantity: 1 })] });
    expect(list.items).toEqual([item({ quantity: 0.5 }), item({ length: 16, sample: true, quantity: 1 })]);
    expect(list.lines.map((l) => l?.estimate?.amount)).toEqual([225, 40]);
    // A list in progress may stay below the minimums; the preview names them.
    expect(list.problems).toEqual([{ field: 'lines.0.quantity', message: 'Minimum order for Body Wave Double Drawn is 1 kg' }]);
    expect(await callers.user.quoteList.get()).toEqual(list);
    expect((await callers.user.quoteList.replace({ lines: [] })).items).toEqual([]);
  });

  it('refuses lines the catalogue does not offer, naming them, and keeps the stored list', async () => {
    await callers.user.quoteList.replace({ lines: [line()] });
    expect(await failure(callers.user.quoteList.replace({ lines: [line(), line({ product_id: 'gone' }), line({ grade: 'single' })] }))).toEqual({
      code: 'BAD_REQUEST',
      message: "lines.1.product_id: Product not found; lines.2.grade: Grade 'single' is not offered for Body Wave Double Drawn",
    });
    expect(await failure(callers.user.quoteList.replace({ lines: Array.from({ length: 51 }, () => line()) }))).toEqual({ code: 'BAD_REQUEST', message: 'lines: At most 50 lines are allowed' });
    expect((await callers.user.quoteList.get()).items).toEqual([item()]);
  });

  it("merges the browser's lines: a line in both keeps the larger quantity, new ones follow, and merging twice changes nothing", async () => {
    await callers.user.quoteList.replace({ lines: [line({ quantity: 3 }), line({ length: 16, quantity: 1 })] });
    const browser = [line({ product_id: product.slug, quantity: 2 }), line({ length: 16, quantity: 5 }), line({ texture: 'straight', quantity: 1 }), line({ product_id: 'deleted-product' }), line({ length: 30 })];
    const merged = await callers.user.quoteList.merge({ lines: browser });
    expect(merged.items).toEqual([item({ quantity: 3 }), item({ length: 16, quantity: 5 }), item({ texture: 'straight', quantity: 1 })]);
    expect(merged.dropped).toEqual([item({ product_id: 'deleted-product' }), item({ length: 30 })]);
    const again = await callers.user.quoteList.merge({ lines: browser });
    expect(again.items).toEqual(merged.items);
  });

  it('keeps at most 50 lines and gives back what does not fit', async () => {
    const wide = await callers.admin.products.create({ published: true, name: 'Wide Grid' });
    const grades = ['Double Drawn', 'Single Drawn'];
    const cells = [8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30].flatMap((length) => grades.flatMap((grade) => ['Body Wave', 'Straight'].map((texture) => ({ length, texture, grade, prices: [40, 36] }))));
    await callers.admin.prices.replace({ productId: wide.id, ...BODY_WAVE_GRID, grades, cells });
    const all = cells.flatMap((c) => [false, true].map((sample) => ({ product_id: wide.id, length: c.length, texture: toSlug(c.texture), grade: toSlug(c.grade), quantity: 1, sample })));
    await callers.user.quoteList.replace({ lines: all.slice(0, 10) });
    const merged = await callers.user.quoteList.merge({ lines: all.slice(5, 55) });
    expect(merged.items).toEqual(all.slice(0, 50));
    expect(merged.dropped).toEqual(all.slice(50, 55));
    expect(await env.deps.db.$count(quoteListItems)).toBe(50);
  });

  it('merges two sign-ins at once without losing either list', async () => {
    await Promise.all([
      callers.user.quoteList.merge({ lines: [line({ quantity: 4 })] }),
      callers.user.quoteList.merge({ lines: [line({ length: 16, quantity: 2 })] }),
    ]);
    expect((await callers.user.quoteList.get()).items).toEqual(expect.arrayContaining([item({ quantity: 4 }), item({ length: 16, quantity: 2 })]));
  });

  it("belongs to its account: another buyer sees their own; visitors and API tokens have none", async () => {
    await callers.user.quoteList.replace({ lines: [line()] });
    const other = await callers.asToken((await createUserWithToken(env.deps, 'user')).token);
    expect((await other.quoteList.get()).items).toEqual([]);
    expect(await failure(callers.anon.quoteList.get())).toEqual(NOT_AUTHENTICATED);
    expect(await failure(callers.anon.quoteList.merge({ lines: [line()] }))).toEqual(NOT_AUTHENTICATED);
    const { token } = await callers.admin.apiTokens.create({ name: 'ERP', scope: 'read-write' });
    const integrator = createCallerFactory(appRouter)(createContextInner(env.deps, { session: await authenticateApiToken(env.deps.db, token) }));
    expect(await failure(integrator.quoteList.get())).toEqual({ code: 'FORBIDDEN', message: 'Sign in with an account: an API token has no quote list or requests of its own' });
    expect(await failure(integrator.quoteRequests.mine())).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('loses a line when its product is deleted', async () => {
    const gone = await callers.admin.products.create({ published: true, name: 'Gone Wave' });
    await callers.admin.prices.replace({ productId: gone.id, ...BODY_WAVE_GRID });
    await callers.user.quoteList.replace({ lines: [line(), line({ product_id: gone.id })] });
    await callers.admin.products.delete({ id: gone.id });
    expect((await callers.user.quoteList.get()).items).toEqual([item()]);
  });
});
