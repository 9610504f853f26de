import { describe, expect, it } from 'vitest';
import { formatAmount, formatPriceRange, formatUsd, parsePrice, parseSignedPrice } from './price';

describe('parsePrice', () => {
  it('keeps finite non-negative numbers', () => {
    expect(parsePrice(45)).toBe(45);
    expect(parsePrice(0)).toBe(0);
    expect(Object.is(parsePrice(-0), 0)).toBe(true);
    expect(parsePrice(45.5)).toBe(45.5);
    expect(parsePrice(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parsePrice(1e300)).toBe(1e300);
  });

  it('rejects negative, NaN and infinite numbers', () => {
    expect(parsePrice(-1)).toBeNull();
    expect(parsePrice(-0.01)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parsePrice(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('reads the first number out of a price text', () => {
    expect(parsePrice('45')).toBe(45);
    expect(parsePrice(' 45.50 ')).toBe(45.5);
    expect(parsePrice('$45')).toBe(45);
    expect(parsePrice('from 45.50 USD')).toBe(45.5);
    expect(parsePrice('USD 120')).toBe(120);
    expect(parsePrice('€ 30')).toBe(30);
    expect(parsePrice('$45 - $120')).toBe(45);
    expect(parsePrice('$45 – $120')).toBe(45);
    expect(parsePrice('45-120')).toBe(45);
    expect(parsePrice('size-12 $45')).toBe(12);
    expect(parsePrice('1e3')).toBe(1000);
    expect(parsePrice('.5')).toBe(0.5);
    expect(parsePrice('$45.')).toBe(45);
  });

  it('reads thousands separators and decimal commas', () => {
    expect(parsePrice('1,200')).toBe(1200);
    expect(parsePrice('$1,200,000')).toBe(1_200_000);
    expect(parsePrice('1,200.50')).toBe(1200.5);
    expect(parsePrice('1.200,50')).toBe(1200.5);
    expect(parsePrice('1.200.000')).toBe(1_200_000);
    // Ambiguous: a comma not followed by a 3-digit group is a decimal comma.
    expect(parsePrice('45,5')).toBe(45.5);
    expect(parsePrice('45,50')).toBe(45.5);
    // A single dot is a decimal point (USD convention).
    expect(parsePrice('1.200')).toBe(1.2);
    expect(parsePrice('1,2,3')).toBeNull();
    expect(parsePrice('1.2.3')).toBeNull();
  });

  it('gives null for negative texts', () => {
    expect(parsePrice('-45')).toBeNull();
    expect(parsePrice('-$45')).toBeNull();
    expect(parsePrice('price: -45')).toBeNull();
    expect(parsePrice('\u221245')).toBeNull();
  });

  it('gives null for empty, non-numeric and wrong types', () => {
    for (const v of ['', '   ', 'Contact for price', 'N/A', '$', 'NaN', 'Infinity', '1e999', '9'.repeat(400)]) {
      expect(parsePrice(v)).toBeNull();
    }
    for (const v of [null, undefined, true, false, {}, [], [45], { value: 45 }, Symbol('x'), () => 45]) {
      expect(parsePrice(v)).toBeNull();
    }
  });

  it('accepts bigints within range', () => {
    expect(parsePrice(45n)).toBe(45);
    expect(parsePrice(-45n)).toBeNull();
  });
});

describe('parseSignedPrice', () => {
  it('keeps the sign so validation can reject it', () => {
    expect(parseSignedPrice('-45')).toBe(-45);
    expect(parseSignedPrice('-$1,200')).toBe(-1200);
    expect(parseSignedPrice(-3)).toBe(-3);
    expect(parseSignedPrice('abc')).toBeNull();
    expect(parseSignedPrice(Number.NaN)).toBeNull();
  });
});

describe('formatPriceRange', () => {
  it('shows the range with an en dash', () => {
    expect(formatPriceRange(45, 120)).toBe('$45 \u2013 $120');
    expect(formatPriceRange(45.5, 120)).toBe('$45.50 \u2013 $120');
    expect(formatPriceRange(1200, 25000)).toBe('$1,200 \u2013 $25,000');
    expect(formatPriceRange('$45', '120 USD')).toBe('$45 \u2013 $120');
  });

  it('shows one amount when only one bound exists or both are equal', () => {
    expect(formatPriceRange(45, null)).toBe('$45');
    expect(formatPriceRange(undefined, 120)).toBe('$120');
    expect(formatPriceRange(60, 60)).toBe('$60');
    expect(formatPriceRange(0, null)).toBe('$0');
  });

  it("shows 'Contact for price' when no price exists", () => {
    expect(formatPriceRange(null, null)).toBe('Contact for price');
    expect(formatPriceRange(undefined, undefined)).toBe('Contact for price');
    expect(formatPriceRange(Number.NaN, Number.POSITIVE_INFINITY)).toBe('Contact for price');
    expect(formatPriceRange(-5, '')).toBe('Contact for price');
    expect(formatPriceRange('ask us', {})).toBe('Contact for price');
  });

  it('writes other currencies after the amount', () => {
    expect(formatPriceRange(45, 120, 'eur')).toBe('45 EUR \u2013 120 EUR');
    expect(formatPriceRange(45, 120, '')).toBe('$45 \u2013 $120');
    expect(formatAmount(10, undefined)).toBe('$10');
  });
});

describe('formatUsd', () => {
  it('shows a dollar sign and two decimals', () => {
    expect(formatUsd(12)).toBe('$12.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(45.5)).toBe('$45.50');
    expect(formatUsd(0.005)).toBe('$0.01');
    expect(formatUsd('1,200')).toBe('$1200.00');
  });

  it('shows a dash when missing or invalid', () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, '', 'abc', {}]) {
      expect(formatUsd(v)).toBe('-');
    }
  });
});
