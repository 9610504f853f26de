import { describe, expect, it } from 'vitest';
import { formatQuoteReference, formatRequestReference, parseRequestReference } from './quote-reference';

describe('quote references', () => {
  it('writes the year and at least four digits of the number', () => {
    expect(formatRequestReference(2025, 42)).toBe('INQ-2025-0042');
    expect(formatRequestReference(2025, 12345)).toBe('INQ-2025-12345');
    expect(formatQuoteReference('INQ-2025-0042', 2)).toBe('INQ-2025-0042-Q2');
  });

  it('reads a reference as typed, and nothing else', () => {
    expect(parseRequestReference('INQ-2025-0042')).toEqual({ year: 2025, number: 42 });
    expect(parseRequestReference(' inq-2025-42 ')).toEqual({ year: 2025, number: 42 });
    expect(parseRequestReference('INQ-2025-0000')).toBeNull();
    expect(parseRequestReference('INQ-25-1')).toBeNull();
    expect(parseRequestReference('Lan Nguyen')).toBeNull();
  });
});
