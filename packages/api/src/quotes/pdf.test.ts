import type { PublicQuote } from '@hair/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { renderQuotePdf } from './pdf';

const quote: PublicQuote = {
  reference: 'INQ-2025-0042-Q1', request_reference: 'INQ-2025-0042', status: 'sent', currency: 'USD',
  lines: [{ description: 'Raw hair, 18", Body Wave, Double Drawn', quantity: 3, unit: 'kg', unit_price: 450, amount: 1350 }],
  subtotal: 1350, shipping_cost: 0, total: 1350, payment_terms: '30% deposit', valid_until: '2025-03-15', note: null,
  created_at: '2025-03-01T03:00:00.000Z', accepted_at: null,
  buyer: { name: 'Lan', company: null, country_name: null }, factory: { name: 'VietSilk Hair', address: null, email: null, phone: null, bank_details: null }, lead_time: null, pdf_path: '/api/quotes/x.pdf',
};

describe('renderQuotePdf', () => {
  it('draws text the font lacks, words longer than a column and the longest note without failing', async () => {
    const hostile = {
      ...quote,
      buyer: { name: '王小明 😀 مرحبا', company: '<script>alert(1)</script>', country_name: 'Côte d\'Ivoire' },
      lines: Array.from({ length: 50 }, (_, i) => ({ ...quote.lines[0]!, description: i === 0 ? 'W'.repeat(300) : `Line ${i + 1}` })),
      note: 'n '.repeat(1000),
    };
    const pdf = await renderQuotePdf(hostile);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain("Côte d'Ivoire");
    expect(text).toContain('Line 50');
  });

  it('says when a quote was accepted, or that it expired', async () => {
    expect(pdfText(await renderQuotePdf({ ...quote, status: 'accepted', accepted_at: '2025-03-02T20:00:00.000Z' }))).toContain('Accepted on 2025-03-03');
    expect(pdfText(await renderQuotePdf({ ...quote, status: 'expired' }))).toContain('This quote has expired.');
  });

  it("prints the factory's bank details under the payment terms, each line as written", async () => {
    const bank = 'Vietcombank, Ha Noi branch\nAccount 0011 0012 3456\nSWIFT BFTVVNVX';
    const text = pdfText(await renderQuotePdf({ ...quote, factory: { ...quote.factory, bank_details: bank } }));
    expect(text).toContain('Bank details');
    for (const line of bank.split('\n')) expect(text).toContain(line);
    expect(pdfText(await renderQuotePdf(quote))).not.toContain('Bank details');
  });

  it('composes decomposed letters, so the text reads as typed', async () => {
    const text = pdfText(await renderQuotePdf({ ...quote, buyer: { ...quote.buyer, name: 'Nguye\u0302\u0303n Thi\u0323' } }));
    expect(text).toContain('Nguyễn Thị');
  });
});
