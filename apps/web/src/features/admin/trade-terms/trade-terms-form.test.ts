import { describe, expect, it } from 'vitest';
import { emptyTradeTerms } from '@hair/domain';
import { tradeTermsErrors, withoutShippingRow, withShippingField, withShippingRow } from './trade-terms-form';

describe('the trade-terms fields', () => {
  it('edit the shipping rows by position', () => {
    let terms = withShippingRow(withShippingRow(emptyTradeTerms()));
    terms = withShippingField(terms, 1, 'method', 'DHL Express');
    expect(terms.shipping).toEqual([{ method: '', regions: '' }, { method: 'DHL Express', regions: '' }]);
    expect(withoutShippingRow(terms, 0).shipping).toEqual([{ method: 'DHL Express', regions: '' }]);
  });

  it('show each message at the field it belongs to, blank rows counting in the positions', () => {
    const terms = { ...emptyTradeTerms(), lead_time: 'x'.repeat(301), shipping: [{ method: '', regions: '' }, { method: '', regions: 'Asia' }] };
    expect(tradeTermsErrors(terms)).toEqual({
      lead_time: 'Lead time must be at most 300 characters',
      'shipping.1.method': 'Shipping method is required',
    });
    expect(tradeTermsErrors(emptyTradeTerms())).toEqual({});
  });
});
