import { describe, expect, it } from 'vitest';
import { tradeTermsSchema } from './trade-terms';

describe('trade terms schema', () => {
  it('stores plain text: markup removed, blanks empty, blank shipping rows dropped', () => {
    expect(
      tradeTermsSchema.parse({
        lead_time: '<b>7–10</b> working days ',
        shipping: [{ method: 'DHL Express', regions: 'USA, Europe' }, { method: ' ', regions: '' }],
        payment_terms: null,
      }),
    ).toEqual({ lead_time: '7–10 working days', shipping: [{ method: 'DHL Express', regions: 'USA, Europe' }], payment_terms: '', sample_policy: '' });
  });

  it('names the field of what it refuses', () => {
    const messages = (value: unknown) => {
      const result = tradeTermsSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(messages({ shipping: [{ method: '', regions: 'Europe' }] })).toEqual(['shipping.0.method: Shipping method is required']);
    // The row as sent, blank rows before it included.
    expect(messages({ shipping: [{ method: '', regions: '' }, { regions: 'Asia' }] })).toEqual(['shipping.1.method: Shipping method is required']);
    expect(messages({ shipping: 'DHL' })).toEqual(['shipping: Shipping must be a list of { method, regions }']);
    expect(messages({ lead_time: 'x'.repeat(301) })).toEqual(['lead_time: Lead time must be at most 300 characters']);
    expect(messages({ sample_policy: 5 })).toEqual(['sample_policy: Sample policy must be text']);
    expect(messages({ shipping: Array.from({ length: 9 }, (_, i) => ({ method: `M${i}` })) })).toEqual(['shipping: At most 8 shipping methods']);
    expect(messages('fast')).toEqual([': Trade terms must be an object']);
  });
});
