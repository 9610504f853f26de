import { describe, expect, it } from 'vitest';
import { hasFilters, leadFilters, parsePipelineSearch } from './pipeline-search';

describe('parsePipelineSearch', () => {
  it('keeps the view, the open lead and every filter the list takes', () => {
    const search = parsePipelineSearch({ view: 'grid', open: 42, stage: 'sample_sent', country: 'ng', assignee: 'u1', follow_up_from: '2026-11-01', follow_up_to: '2026-11-30', q: ' INQ-2026-7 ' });
    expect(search).toEqual({ view: 'grid', open: '42', stage: 'sample_sent', country: 'NG', assignee: 'u1', follow_up_from: '2026-11-01', follow_up_to: '2026-11-30', q: 'INQ-2026-7' });
  });

  it('drops what cannot be a filter instead of sending it', () => {
    expect(parsePipelineSearch({ view: 'list', stage: 'closed', country: 'Nigeria', follow_up_from: 'tomorrow', q: '   ', open: '' })).toEqual({});
  });
});

describe('leadFilters', () => {
  it('passes the filters on without the view and the open lead', () => {
    expect(leadFilters({ view: 'grid', open: '7', stage: 'lost', q: 'ada' })).toEqual({ stage: 'lost', q: 'ada' });
    expect(hasFilters({ view: 'grid', open: '7' })).toBe(false);
    expect(hasFilters({ assignee: 'none' })).toBe(true);
  });
});
