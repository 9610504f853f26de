// A quote's PDF is drawn once for everything it prints: parallel downloads share
// one drawing, and a change to the quote or to the site's details draws anew.
import { addDays, factoryDate, type Quote } from '@hair/domain';
import { BODY_WAVE_GRID, bodyWaveLine, pdfText, quotePdfs } from '@hair/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer({ responseCache: true });
const tokens = useTokens(t);
const CONTACT = { email: 'sales@factory.example', whatsapp: '+84 900 111 222', address: 'Hà Nội, Việt Nam' };

let productId: string;
beforeAll(async () => {
  productId = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Body Wave Double Drawn' } })).body.id;
  await t.json('PUT', `/api/products/${productId}/prices`, { token: tokens.admin, body: BODY_WAVE_GRID });
  expect((await t.json('PUT', '/api/site-config/contact', { token: tokens.admin, body: { config: CONTACT } })).status).toBe(200);
});

/** A quote of 50 lines, 'Line 1' to 'Line 50', and the path of its PDF. */
async function fiftyLineQuote(): Promise<{ quote: Quote; pdfPath: string }> {
  const request = await t.json<{ id: string }>('POST', '/api/quote-requests', { body: { name: 'Trần Văn Minh', email: 'minh@example.com', lines: [bodyWaveLine(productId, 3)] } });
  const lines = Array.from({ length: 50 }, (_, i) => ({ description: `Line ${i + 1}`, quantity: 3, unit: 'kg', unit_price: 420 }));
  const saved = await t.json<Quote>('POST', `/api/quote-requests/${request.body.id}/quotes`, {
    token: tokens.admin,
    body: { lines, payment_terms: '50% deposit', valid_until: addDays(factoryDate(new Date()), 14) },
  });
  expect(saved).toMatchObject({ status: 201 });
  return { quote: saved.body, pdfPath: saved.body.pdf_path };
}

async function download(path: string): Promise<Buffer> {
  const res = await t.request('GET', path);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('quote PDFs', () => {
  it('answers 16 downloads at once from one drawing, with the same bytes and headers', async () => {
    const { quote, pdfPath } = await fiftyLineQuote();
    const before = quotePdfs.drawings;
    const answers = await Promise.all(Array.from({ length: 16 }, () => t.request('GET', pdfPath)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${quote.reference}.pdf"`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const pdfs = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    for (const pdf of pdfs) expect(pdf.equals(pdfs[0]!)).toBe(true);
    expect(quotePdfs.drawings - before).toBe(1);
    expect(pdfText(pdfs[0]!)).toContain('Line 50');
    expect((await download(pdfPath)).equals(pdfs[0]!)).toBe(true);
    expect(quotePdfs.drawings - before).toBe(1);
  });

  it('draws anew once the quote is accepted, and once the site changes the address it prints', async () => {
    const { pdfPath } = await fiftyLineQuote();
    const sent = await download(pdfPath);
    expect((await t.json('POST', `${pdfPath.slice(0, -'.pdf'.length)}/accept`)).status).toBe(200);
    const accepted = await download(pdfPath);
    expect(accepted.equals(sent)).toBe(false);
    expect(pdfText(accepted)).toMatch(/Accepted on \d{4}-\d{2}-\d{2}/);

    const address = 'Khu công nghiệp Bình Dương, Việt Nam';
    expect((await t.json('PUT', '/api/site-config/contact', { token: tokens.admin, body: { config: { ...CONTACT, address } } })).status).toBe(200);
    const moved = await download(pdfPath);
    expect(moved.equals(accepted)).toBe(false);
    expect(pdfText(moved)).toContain(address);
    expect(pdfText(moved)).not.toContain(CONTACT.address);
  });
});
