import { describe, expect, it } from 'vitest';
import { readProductDetail } from './product-detail-reader';
import { effectiveTradeTerms, emptyTradeTerms, hasTradeTerms, readTradeTerms, type TradeTerms } from './trade-terms';

const SITE: TradeTerms = {
  lead_time: '7–10 working days for up to 20 kg',
  shipping: [{ method: 'DHL Express', regions: 'Worldwide' }],
  payment_terms: '50% deposit, balance before shipping',
  sample_policy: 'One sample bundle per buyer at wholesale price',
};

describe('trade terms', () => {
  it("falls back to the site's value for each field the product leaves empty", () => {
    const product = { ...emptyTradeTerms(), lead_time: '3–5 working days' };
    expect(effectiveTradeTerms(product, SITE)).toEqual({ ...SITE, lead_time: '3–5 working days' });
  });

  it("replaces the site's whole shipping list with the product's own list", () => {
    const own = [{ method: 'Sea freight', regions: 'Nigeria, Ghana' }];
    expect(effectiveTradeTerms({ ...emptyTradeTerms(), shipping: own }, SITE).shipping).toEqual(own);
  });

  it('shows nothing when neither the product nor the site sets a term', () => {
    const terms = effectiveTradeTerms(emptyTradeTerms(), null);
    expect(terms).toEqual(emptyTradeTerms());
    expect(hasTradeTerms(terms)).toBe(false);
    expect(hasTradeTerms({ ...terms, sample_policy: 'Free samples' })).toBe(true);
  });

  it('reads stored terms tolerantly: trims texts, drops blank and broken shipping rows, ignores other types', () => {
    expect(
      readTradeTerms({
        lead_time: '  2 weeks ',
        shipping: [{ method: ' FedEx ', regions: 'USA' }, { method: '', regions: ' ' }, 'DHL', null, { method: 5, regions: 'EU' }],
        payment_terms: 42,
      }),
    ).toEqual({ lead_time: '2 weeks', shipping: [{ method: 'FedEx', regions: 'USA' }, { method: '', regions: 'EU' }], payment_terms: '', sample_policy: '' });
    expect(readTradeTerms('7 days')).toEqual(emptyTradeTerms());
    expect(readTradeTerms(null)).toEqual(emptyTradeTerms());
  });

  it("are read from a product for its page, either spelling", () => {
    expect(readProductDetail({ id: '1', tradeTerms: { lead_time: '2 weeks' } }, { apiOrigin: '' }).tradeTerms).toEqual({ ...emptyTradeTerms(), lead_time: '2 weeks' });
    expect(readProductDetail({ id: '1' }, { apiOrigin: '' }).tradeTerms).toEqual(emptyTradeTerms());
  });
});
