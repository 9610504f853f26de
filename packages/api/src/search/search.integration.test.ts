// The search as buyers write it, on a small catalogue whose facts are set as the admin
// enters them: filters read from the trade's words, corrections, the nearest products,
// the suggestions and the week's counts.
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_ADMIN, emptyWeek, failure, leaveRoomForSearches, searchesKept, useTestApi } from '../testing';
import { SEARCHES_PER_WEEK_MAX, countSearch, weekOf } from './store';

const { callers, env } = useTestApi();

const names = (list: { items: { name: string }[] }) => list.items.map((item) => item.name).sort();
const search = (q: string, more: Record<string, unknown> = {}) => callers.anon.products.list({ q, ...more });

beforeAll(async () => {
  const create = (name: string, facts: Record<string, unknown>) => callers.admin.products.create({ name, price_from: 50, published: true, ...facts });
  await create('Body Wave Hair Weave', { textures: ['Body Wave'], quality_grade: 'Single Drawn, Double Drawn', colours: ['Natural Black'], length: '8 to 30 inches' });
  await create('13x4 HD Lace Frontal Body Wave', { textures: ['Body Wave'], quality_grade: 'Double Drawn', colours: ['Natural Black'], length: '12 to 24 inches' });
  await create('Ombre 1B/27 Body Wave Weave', { textures: ['Body Wave'], quality_grade: 'Super Double Drawn', colours: ['Ombre'], length: '12 to 28 inches' });
  await create('Straight Blonde 613 Weave', { textures: ['Straight'], quality_grade: 'Double Drawn', colours: ['Blonde'], length: '12 to 30 inches' });
  await create('4x4 Transparent Lace Closure Deep Wave', { textures: ['Deep Wave'], quality_grade: 'Double Drawn', colours: ['Natural Black'], length: '10 to 20 inches' });
  await create('Secret Water Wave Draft', { published: false, textures: ['Water Wave'] });
});

describe('the list reads the search', () => {
  it('sets the filters a trade search names and keeps the other words for the texts', async () => {
    const list = await search('body wave 22 inch double drawn');
    expect(names(list)).toEqual(['13x4 HD Lace Frontal Body Wave', 'Body Wave Hair Weave']);
    expect(list.search).toMatchObject({
      chips: [
        { facet: 'length', value: '22', label: '22"' },
        { facet: 'texture', value: 'body-wave', label: 'Body Wave' },
        { facet: 'grade', value: 'double-drawn', label: 'Double Drawn' },
      ],
      words: [],
      corrections: [],
      meant: null,
    });
  });

  it.each([
    ['bodywave', 3],
    ['BODY WAVE', 3],
    ['body wave 55 cm', 3],
    ['body wave 28"', 2],
    ['wavy 1b', 3],
    ['1b', 3],
    ['#1B deep wave', 1],
    ['613', 1],
    ['sdd', 1],
    ['DD 13x4', 1],
    ['transparent lace', 1],
    ['hd lace', 1],
    ['ombre 1b/27', 1],
  ])('finds %s', async (q, total) => {
    expect((await search(q)).total).toBe(total);
  });

  it('reads mistyped words and says what it read', async () => {
    const list = await search('boddy wave');
    expect(list.total).toBe(3);
    expect(list.search).toMatchObject({ corrections: [{ typed: 'boddy', meant: 'body' }], meant: 'body wave' });
    expect((await search('dubble drawn stright')).items.map((p) => p.name)).toEqual(['Straight Blonde 613 Weave']);
    expect(names(await search('closer'))).toEqual(['4x4 Transparent Lace Closure Deep Wave']);
  });

  it('names the words that found nothing and offers the nearest products', async () => {
    const list = await search('body wave zzqx');
    expect(list.total).toBe(0);
    expect(list.items).toEqual([]);
    expect(list.search?.unknown).toEqual(['zzqx']);
    expect(list.search?.nearest.map((p) => p.name).sort()).toEqual(['13x4 HD Lace Frontal Body Wave', 'Body Wave Hair Weave', 'Ombre 1B/27 Body Wave Weave']);
    // Filters that nothing has together: the first one alone is the nearest.
    const none = await search('straight 1b');
    expect(none.total).toBe(0);
    expect(none.search?.nearest.map((p) => p.name)).toEqual(['Straight Blonde 613 Weave']);
  });

  it('adds the lace filter of the URL, and refuses one it cannot read', async () => {
    expect(names(await callers.anon.products.list({ lace: '13X4' }))).toEqual(['13x4 HD Lace Frontal Body Wave']);
    expect(await failure(callers.anon.products.list({ lace: 'lots' }))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining("'lots' is not a lace size (13x4)") });
  });

  it('counts the filter column with the filters the search named', async () => {
    const facets = await callers.anon.products.facets({ q: 'body wave' });
    expect(facets.texture).toEqual([{ value: 'body-wave', label: 'Body Wave', count: 3 }]);
  });
});

describe('suggestions', () => {
  it('answers filters and products from the second letter', async () => {
    expect(await callers.anon.search.suggest({ q: 'b' })).toEqual({ filters: [], products: [], meant: null });
    const bo = await callers.anon.search.suggest({ q: 'bo' });
    expect(bo.filters.map((f) => f.label)).toEqual(['Body Wave']);
    expect(bo.products.map((p) => p.name)).toEqual(['13x4 HD Lace Frontal Body Wave', 'Body Wave Hair Weave', 'Ombre 1B/27 Body Wave Weave']);
    expect(bo.products[0]).toEqual({ id: expect.any(String), slug: '13x4-hd-lace-frontal-body-wave', name: '13x4 HD Lace Frontal Body Wave', imageUrl: null });
  });

  it('never suggests a draft, nor its filter values', async () => {
    expect(await callers.anon.search.suggest({ q: 'secret water' })).toEqual({ filters: [], products: [], meant: null });
    expect((await search('water wave')).total).toBe(0);
  });

  it('reads the trade words and the mistakes as the list does', async () => {
    const answer = await callers.anon.search.suggest({ q: 'stright 613' });
    expect(answer.filters.slice(0, 2)).toEqual([{ facet: 'texture', value: 'straight', label: 'Straight' }, { facet: 'colour', value: 'blonde', label: 'Blonde' }]);
    expect(answer.products.map((p) => p.name)).toEqual(['Straight Blonde 613 Weave']);
    expect(answer.meant).toBe('straight 613');
  });
});

describe("the week's searches", () => {
  it('counts each search of a first page with its results, in parallel too, and lists the top and the ones that found nothing', async () => {
    await Promise.all([...Array.from({ length: 5 }, () => search('Deep  Wave')), ...Array.from({ length: 3 }, () => search('zzqx wig')), search('deep wave', { offset: 20 })]);
    const stats = await callers.admin.search.stats();
    expect(stats.week).toBe(weekOf());
    expect(stats.top.find((row) => row.query === 'deep wave')).toEqual({ query: 'deep wave', searches: 5, foundNothing: 0, lastResults: 1 });
    expect(stats.foundNothing[0]).toEqual({ query: 'zzqx wig', searches: 3, foundNothing: 3, lastResults: 0 });
    expect(stats.top.length).toBeLessThanOrEqual(20);
    expect((await callers.admin.search.stats({ week: '2020-01-01' })).top).toEqual([]);
  });

  it('is for the admin only, and refuses a week that is no date', async () => {
    expect(await failure(callers.anon.search.stats())).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await failure(callers.user.search.stats())).toMatchObject(NOT_ADMIN);
    expect(await failure(callers.admin.search.stats({ week: '2026-13-45' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'week: must be a date (YYYY-MM-DD)' });
    expect(await failure(callers.admin.search.stats({ week: '0000-01-03' }))).toMatchObject({ code: 'BAD_REQUEST', message: 'week: must be a date (YYYY-MM-DD)' });
  });

  it('keeps no more than its cap of new searches however many arrive together, and still counts those it keeps', async () => {
    const deepWave = async () => (await callers.admin.search.stats()).top.find((row) => row.query === 'deep wave')?.searches ?? 0;
    await search('deep wave');
    const before = await deepWave();
    await leaveRoomForSearches(env.deps.db, 3);
    try {
      // Counted straight, as the list counts them, so that they meet in the database together.
      const count = (q: string) => countSearch(env.deps.db, q, 1);
      await Promise.all([...Array.from({ length: 12 }, (_, i) => count(`new search ${i}`)), ...Array.from({ length: 4 }, () => count('deep wave')), search('one more')]);
      expect(await searchesKept(env.deps.db)).toBe(SEARCHES_PER_WEEK_MAX);
      expect(await deepWave()).toBe(before + 4);
    } finally {
      await emptyWeek(env.deps.db);
    }
  });

  it('starts weeks on Monday', () => {
    expect(weekOf('2026-12-03')).toBe('2026-11-30');
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
    expect(weekOf('2026-12-06')).toBe('2026-11-30');
  });
});
