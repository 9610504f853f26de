import { describe, expect, it } from 'vitest';
import { clampPage, formatProductTotal, isCappedTotal, lastListPage, pageCount, pageOffset, parsePageParam, PRODUCT_COUNT_CAP, PRODUCT_TOTAL_MAX } from './pagination';

describe('pageCount', () => {
  it('uses 6 per page and is at least 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(7)).toBe(2);
    expect(pageCount(13)).toBe(3);
    expect(pageCount(10, 5)).toBe(2);
  });

  it('survives bad totals and page sizes', () => {
    expect(pageCount(-5)).toBe(1);
    expect(pageCount(Number.NaN)).toBe(1);
    expect(pageCount(Number.POSITIVE_INFINITY)).toBe(1);
    expect(pageCount(12, 0)).toBe(2);
    expect(pageCount(12, -3)).toBe(2);
    expect(pageCount(12, Number.NaN)).toBe(2);
    expect(pageCount(7.9)).toBe(2);
    expect(pageCount(1e12)).toBe(Math.ceil(1e12 / 6));
  });
});

describe('clampPage', () => {
  it('sends NaN, 0 and negatives to page 1', () => {
    expect(clampPage(Number.NaN, 50)).toBe(1);
    expect(clampPage(0, 50)).toBe(1);
    expect(clampPage(-3, 50)).toBe(1);
    expect(clampPage(Number.NEGATIVE_INFINITY, 50)).toBe(1);
    expect(clampPage('2' as unknown as number, 50)).toBe(1);
  });

  it('clamps past the end to the last page', () => {
    expect(clampPage(99, 13)).toBe(3);
    expect(clampPage(Number.POSITIVE_INFINITY, 13)).toBe(3);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(3, 13)).toBe(3);
    expect(clampPage(2.7, 13)).toBe(2);
    expect(clampPage(4, 20, 5)).toBe(4);
  });
});

describe('pageOffset', () => {
  it('computes the first index of a page', () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(12);
    expect(pageOffset(2, 10)).toBe(10);
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(Number.NaN)).toBe(0);
    expect(pageOffset(-2)).toBe(0);
    expect(pageOffset(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('parsePageParam', () => {
  it('reads a page from a search parameter', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(' 3 ')).toBe(3);
    expect(parsePageParam(4)).toBe(4);
    for (const v of ['', 'abc', '0', '-1', 'Infinity', null, undefined, {}, Number.NaN]) {
      expect(parsePageParam(v)).toBe(1);
    }
  });
});

describe('capped totals', () => {
  it('shows a total past the cap as 1,000+ and ends the pages with it', () => {
    expect(PRODUCT_TOTAL_MAX).toBe(PRODUCT_COUNT_CAP + 1);
    expect(formatProductTotal(1000)).toBe('1000');
    expect(formatProductTotal(PRODUCT_TOTAL_MAX)).toBe('1,000+');
    expect(isCappedTotal(1000)).toBe(false);
    expect(isCappedTotal(1001)).toBe(true);
    expect(lastListPage()).toBe(167);
    expect(pageCount(PRODUCT_TOTAL_MAX)).toBe(lastListPage());
    expect(clampPage(2000, PRODUCT_TOTAL_MAX)).toBe(167);
  });
});
