import { inquiryAdminPath } from '@hair/domain';
import { describe, expect, it } from 'vitest';
import { parseInquirySearch } from './inbox-search';

describe('the inbox address', () => {
  it('opens the inquiry the sales e-mail links to', () => {
    const url = new URL(inquiryAdminPath('a1b2-c3'), 'https://shop.example');
    expect(url.pathname).toBe('/admin/inquiries');
    expect(parseInquirySearch(Object.fromEntries(url.searchParams))).toEqual({ open: 'a1b2-c3' });
  });

  it('opens nothing for a missing, empty, overlong or non-text id', () => {
    expect(parseInquirySearch({})).toEqual({});
    expect(parseInquirySearch({ open: '' })).toEqual({});
    expect(parseInquirySearch({ open: 'x'.repeat(201) })).toEqual({});
    expect(parseInquirySearch({ open: true })).toEqual({});
    expect(parseInquirySearch({ open: { id: 'x' } })).toEqual({});
  });

  it('reads a digits-only id, which the router parses as a number, as text', () => {
    expect(parseInquirySearch({ open: 42 })).toEqual({ open: '42' });
  });
});
