import type { PublicQuote } from '@hair/domain';
import { describe, expect, it } from 'vitest';
import { createQuotePdfCache, type QuotePdfDrawer } from './pdf-cache';

const quote = (reference: string): PublicQuote => ({
  reference, request_reference: 'INQ-2025-0042', status: 'sent', currency: 'USD',
  lines: [{ description: 'Raw hair, 18", Body Wave, Double Drawn', quantity: 3, unit: 'kg', unit_price: 450, amount: 1350 }],
  subtotal: 1350, shipping_cost: 0, total: 1350, payment_terms: '30% deposit', valid_until: '2025-03-15', note: null,
  created_at: '2025-03-01T03:00:00.000Z', accepted_at: null,
  buyer: { name: 'Lan', company: null, country_name: null }, factory: { name: 'VietSilk Hair', address: null, email: null, phone: null, bank_details: null }, lead_time: null, pdf_path: '/api/quotes/x.pdf',
});

/** A drawer whose PDF is `size` bytes of the quote's reference, and which counts what it drew. */
function sizedDrawer(size: number): { draw: QuotePdfDrawer; drawn: string[] } {
  const drawn: string[] = [];
  return {
    drawn,
    draw: async (q) => {
      drawn.push(q.reference);
      return Buffer.alloc(size, q.reference);
    },
  };
}

describe('quote PDF cache', () => {
  it('draws a quote once, also for requests at once, and again once anything printed changes', async () => {
    const { draw, drawn } = sizedDrawer(100);
    const cache = createQuotePdfCache({ draw });
    const pdfs = await Promise.all(Array.from({ length: 5 }, () => cache.pdfOf(quote('Q1'))));
    expect(new Set(pdfs).size).toBe(1);
    expect(await cache.pdfOf(quote('Q1'))).toBe(pdfs[0]);
    expect(drawn).toEqual(['Q1']);
    await cache.pdfOf({ ...quote('Q1'), factory: { ...quote('Q1').factory, address: 'Hà Nội' } });
    expect(cache.drawings).toBe(2);
  });

  it('keeps at most its byte budget, forgetting the least recently used PDF first', async () => {
    const { draw, drawn } = sizedDrawer(400);
    const cache = createQuotePdfCache({ draw, maxBytes: 1000 });
    await cache.pdfOf(quote('A'));
    await cache.pdfOf(quote('B'));
    await cache.pdfOf(quote('A'));
    await cache.pdfOf(quote('C'));
    expect(cache.bytes).toBe(800);
    await cache.pdfOf(quote('A'));
    await cache.pdfOf(quote('C'));
    expect(drawn).toEqual(['A', 'B', 'C']);
    await cache.pdfOf(quote('B'));
    expect(drawn).toEqual(['A', 'B', 'C', 'B']);
    expect(cache.bytes).toBe(800);
  });

  it('serves a PDF larger than the budget without keeping it', async () => {
    const { draw } = sizedDrawer(2000);
    const cache = createQuotePdfCache({ draw, maxBytes: 1000 });
    expect((await cache.pdfOf(quote('A'))).length).toBe(2000);
    expect(cache.bytes).toBe(0);
    await cache.pdfOf(quote('A'));
    expect(cache.drawings).toBe(2);
  });

  it('draws again after a failed drawing, and keeps nothing of it', async () => {
    let fail = true;
    const cache = createQuotePdfCache({
      draw: async () => {
        if (fail) throw new Error('font missing');
        return Buffer.from('%PDF-');
      },
    });
    await expect(cache.pdfOf(quote('A'))).rejects.toThrow('font missing');
    fail = false;
    expect((await cache.pdfOf(quote('A'))).toString()).toBe('%PDF-');
    expect(cache.drawings).toBe(2);
  });
});
