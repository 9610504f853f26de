import { describe, expect, it } from 'vitest';
import { toListInput } from './products-grid-query';

const NO_FILTER = { items: [] };

describe('toListInput', () => {
  it('asks for the drafts too, and turns the page into offset and limit', () => {
    expect(toListInput({ page: 0, pageSize: 10 }, [], NO_FILTER)).toEqual({ include_drafts: true, offset: 0, limit: 10, sort: 'newest' });
    expect(toListInput({ page: 3, pageSize: 25 }, [], NO_FILTER)).toEqual({ include_drafts: true, offset: 75, limit: 25, sort: 'newest' });
  });

  it('sorts by name or price on the server; unsorted or by another column, newest first', () => {
    expect(toListInput({ page: 0, pageSize: 10 }, [{ field: 'name', sort: 'desc' }], NO_FILTER).sort).toBe('name-desc');
    expect(toListInput({ page: 0, pageSize: 10 }, [{ field: 'price_from', sort: 'asc' }], NO_FILTER).sort).toBe('price-asc');
    expect(toListInput({ page: 0, pageSize: 10 }, [{ field: 'featured', sort: 'asc' }], NO_FILTER).sort).toBe('newest');
    expect(toListInput({ page: 0, pageSize: 10 }, [{ field: 'name', sort: null }], NO_FILTER).sort).toBe('newest');
  });

  it('searches names with the quick filter and filters by category', () => {
    const filter = { items: [{ id: 1, field: 'category', operator: 'is', value: 'deep-wave' }], quickFilterValues: ['deep', 'wave '] };
    expect(toListInput({ page: 0, pageSize: 10 }, [], filter)).toEqual({ include_drafts: true, offset: 0, limit: 10, sort: 'newest', q: 'deep wave', category: 'deep-wave' });
    expect(toListInput({ page: 0, pageSize: 10 }, [], { items: [{ field: 'category', operator: 'is', value: '' }], quickFilterValues: ['  '] })).toEqual({ include_drafts: true, offset: 0, limit: 10, sort: 'newest' });
  });
});
