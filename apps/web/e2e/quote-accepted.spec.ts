// A quote from request to acceptance, at a phone's and a desktop's width: the
// draft's payment terms are the site's trade terms, the buyer's quote page shows
// the emblem and bank details, 'Accept quote' answers with the next steps where
// the buyer is, and 'Accepted' reads on My requests (with product links, 'Send
// again' and WhatsApp) and on the admin's board card (with the estimate and the
// request's date); the lead panel links the buyer's e-mail and WhatsApp number,
// and a new quote offers 'Send on WhatsApp' with its link.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken, buyerToken, expectNoAccessibilityViolations, ownAddress } from './support';

test.describe.configure({ timeout: 120_000 });

const BANK_DETAILS = 'Vietcombank, Hà Nội branch\nAccount name: VietSilk Hair Co., Ltd\nAccount 0011 0012 3456 · SWIFT BFTVVNVX';
const GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }],
  moq: 1,
  line_moq: null,
  textures: ['Body Wave'],
  grades: ['Double Drawn'],
  cells: [{ length: 16, texture: 'Body Wave', grade: 'Double Drawn', prices: [40] }],
};

interface TradeTerms {
  lead_time: string;
  payment_terms: string;
}

let admin: Record<string, string> = {};
let product: { id: string; slug: string; name: string };
let storedContact: Record<string, unknown> = {};
let siteWhatsApp = '';
let terms: TradeTerms;

test.beforeAll(async ({ request }) => {
  admin = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/products', { headers: admin, data: { name: `Accepted Body Wave ${Date.now()}`, category: 'hair-bundle', published: true } });
  expect(created.status()).toBe(201);
  product = (await created.json()) as typeof product;
  const saved = await request.put(`/api/products/${product.id}/prices`, { headers: admin, data: GRID });
  expect(saved.status(), await saved.text()).toBe(200);

  storedContact = ((await (await request.get('/api/site-config?section=contact')).json()) as { config: Record<string, unknown> }).config;
  siteWhatsApp = String(storedContact.whatsapp ?? '').replace(/\D/g, '');
  expect(siteWhatsApp).not.toBe('');
  const put = await request.put('/api/site-config/contact', { headers: admin, data: { config: { ...storedContact, bank_details: BANK_DETAILS } } });
  expect(put.status(), await put.text()).toBe(200);
  const detail = (await (await request.get('/api/site-config?section=product_detail')).json()) as { config: { trade_terms: TradeTerms } };
  terms = detail.config.trade_terms;
  expect(terms.payment_terms).not.toBe('');
  expect(terms.lead_time).not.toBe('');
});

test.afterAll(async ({ request }) => {
  await request.put('/api/site-config/contact', { headers: admin, data: { config: storedContact } });
  if (product) await request.delete(`/api/products/${product.id}`, { headers: admin });
});

/** A signed-in buyer's request and a quote for it made from its draft; answers what the test needs of them. */
async function quotedRequest(request: APIRequestContext, buyer: { email: string; token: string }) {
  const sent = await request.post('/api/quote-requests', {
    headers: { ...ownAddress(), authorization: `Bearer ${buyer.token}` },
    data: { name: 'Ada Obi', email: buyer.email, phone: '+234 803 123 4567', country: 'NG', lines: [{ product_id: product.id, length: 16, texture: 'Body Wave', grade: 'Double Drawn', quantity: 2 }] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const lead = (await sent.json()) as { id: string; reference: string };
  const draft = (await (await request.get(`/api/quote-requests/${lead.id}/quote-draft`, { headers: admin })).json()) as Record<string, unknown>;
  // One payment-terms text: the draft's are the site's trade terms.
  expect(draft.payment_terms).toBe(terms.payment_terms);
  const { request_id: _, ...body } = draft;
  const quote = await request.post(`/api/quote-requests/${lead.id}/quotes`, { headers: admin, data: { ...body, note: 'Packed in 100 g bundles.' } });
  expect(quote.status(), await quote.text()).toBe(201);
  return { lead, quote: (await quote.json()) as { path: string; reference: string } };
}

async function signedInPage(browser: Browser, viewport: { width: number; height: number }, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: ownAddress() });
  await context.addInitScript((stored) => window.localStorage.setItem('admin_token', stored), token);
  return context.newPage();
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px an accepted quote reads 'Accepted' to the buyer and on the board, with the next steps where the buyer pressed Accept`, async ({ browser, request }) => {
    const buyer = await buyerToken(request);
    const { lead, quote } = await quotedRequest(request, buyer);
    const page = await signedInPage(browser, viewport, buyer.token);

    // The quote's page: the emblem with the factory's name, the site's payment terms and bank details.
    await page.goto(quote.path);
    const doc = page.getByTestId('quote-document');
    await expect(doc.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quote.reference}`);
    await expect(doc.locator('svg path[stroke="#c9a45c"]')).toHaveCount(1);
    await expect(doc).toContainText(terms.payment_terms);
    await expect(doc.getByTestId('quote-bank-details')).toHaveText(BANK_DETAILS);
    await page.getByRole('button', { name: 'Accept quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this quote?' });
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(dialog).toBeHidden();

    const accepted = page.getByTestId('quote-accepted');
    await expect(accepted).toBeInViewport();
    await expect(accepted.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(accepted).toContainText(`Thank you: you accepted quote ${quote.reference}. Sales will contact you to confirm the order.`);
    await expect(accepted.getByRole('listitem')).toHaveText([
      `Deposit: ${terms.payment_terms}`,
      'Pay the deposit to the bank account on this quote (and its PDF).',
      `Production time: ${terms.lead_time}`,
    ]);
    await expect(page.getByTestId('quote-status')).toHaveText(/^Accepted on .+\. Sales will contact you\.$/);
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    await shot(page, 'quote-accepted');
    await expectNoAccessibilityViolations(page);
    await page.reload();
    await expect(page.getByTestId('quote-accepted')).toContainText(`Deposit: ${terms.payment_terms}`);

    // My requests: 'Accepted', the line links to its product, WhatsApp carries the reference, Send again refills the list.
    await page.goto('/account/requests');
    const item = page.getByTestId('my-request').filter({ hasText: lead.reference });
    await expect(item.getByTestId('request-stage')).toHaveText('Accepted');
    await expect(item.getByTestId('my-quote')).toHaveText(`Quote ${quote.reference} · $800Accepted`);
    await expect(item.getByRole('link', { name: `${product.name}, 16", Body Wave, Double Drawn × 2 kg` })).toHaveAttribute('href', `/product/${product.slug}`);
    const chat = await item.getByRole('link', { name: 'Ask on WhatsApp' }).getAttribute('href');
    expect(chat).toMatch(new RegExp(`^https://wa\\.me/${siteWhatsApp}\\?text=`));
    expect(decodeURIComponent(chat!.split('?text=')[1]!)).toBe(`Hi, my quote request ${lead.reference}: ${product.name}, 16", Body Wave, Double Drawn × 2 kg`);
    await shot(page, 'my-requests');
    await expectNoAccessibilityViolations(page);
    await item.getByRole('button', { name: 'Send again' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByTestId('quote-badge')).toHaveAttribute('aria-label', 'Quote list, 1 line');
    await expect
      .poll(async () => ((await (await request.get('/api/me/quote-list', { headers: { authorization: `Bearer ${buyer.token}` } })).json()) as { items: unknown[] }).items)
      .toEqual([{ product_id: product.id, length: 16, texture: 'body-wave', grade: 'double-drawn', quantity: 2, sample: false }]);
    await page.context().close();

    // The admin's board card: 'Accepted', the estimate and the request's date; the panel's links and 'Send on WhatsApp'.
    const desk = await signedInPage(browser, viewport, admin.authorization!.slice('Bearer '.length));
    await desk.goto('/admin/quote-requests');
    const card = desk.locator(`[data-testid="lead-card"][data-reference="${lead.reference}"]`);
    await expect(card.getByTestId('lead-accepted')).toHaveText('Accepted');
    await expect(card.getByTestId('lead-estimate')).toHaveText('$800');
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    await expect(card).toContainText(`Requested ${today}`);
    await card.scrollIntoViewIfNeeded();
    await shot(desk, 'board-card');
    await card.getByRole('button').first().click();
    const panel = desk.getByRole('dialog', { name: lead.reference });
    await expect(panel.getByRole('link', { name: buyer.email })).toHaveAttribute('href', `mailto:${buyer.email}`);
    await expect(panel.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute('href', 'https://wa.me/2348031234567');
    await shot(desk, 'lead-panel');
    await expectNoAccessibilityViolations(desk);
    await panel.getByRole('button', { name: 'Create quote' }).click();
    const quoting = desk.getByRole('dialog', { name: `New quote for ${lead.reference}` });
    await expect(quoting.getByRole('textbox', { name: 'Payment terms' })).toHaveValue(terms.payment_terms);
    await quoting.getByRole('checkbox', { name: 'E-mail the link to the buyer' }).uncheck();
    await quoting.getByRole('button', { name: 'Save quote' }).click();
    const link = await quoting.getByRole('textbox', { name: 'Link for the buyer' }).inputValue();
    const send = await quoting.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href');
    expect(send).toMatch(/^https:\/\/wa\.me\/2348031234567\?text=/);
    expect(decodeURIComponent(send!.split('?text=')[1]!)).toBe(`Hello Ada Obi, here is your quote ${lead.reference}-Q2 from VietSilk Hair: ${link}`);
    await shot(desk, 'send-on-whatsapp');
    await desk.context().close();
  });
}
