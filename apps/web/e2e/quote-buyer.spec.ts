// The buyer's side of quote requests at a phone's width: the quote list built on
// product pages (badge, reload), /quote with its estimates and minimum-order
// messages, sending it (reference, WhatsApp text), the list merged at sign-in and
// 'My requests', and a quote's link read, downloaded and accepted without an account.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, appStarted, expectNoAccessibilityViolations, ownAddress } from './support';

test.describe.configure({ timeout: 90_000 });
// Each run sends requests from an address of its own: quote requests are limited per address.
const ADDRESS = ownAddress();
test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: ADDRESS });

interface ApiProduct {
  id: string;
  name: string;
}

/** Sold by weight: 2 kg at least, 1 kg per length. */
const WEIGHT_GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  moq: 2,
  line_moq: 1,
  textures: ['Straight', 'Body Wave'],
  grades: ['Single Drawn', 'Double Drawn'],
  cells: [
    { length: 10, texture: 'Straight', grade: 'Single Drawn', prices: [20, 18] },
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5] },
  ],
};

/** Sold by the bundle: 3 bundles at least. */
const BUNDLE_GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'unit',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }],
  moq: 3,
  line_moq: null,
  textures: ['Straight'],
  grades: ['Double Drawn'],
  cells: [{ length: 16, texture: 'Straight', grade: 'Double Drawn', prices: [40] }],
};

async function createGridProduct(request: APIRequestContext, headers: Record<string, string>, name: string, grid: object): Promise<ApiProduct> {
  const created = await request.post('/api/products', { headers, data: { published: true, name, category: 'hair-bundle' } });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as ApiProduct;
  const saved = await request.put(`/api/products/${product.id}/prices`, { headers, data: grid });
  expect(saved.status(), await saved.text()).toBe(200);
  return product;
}

let admin: Record<string, string>;
let weight: ApiProduct;
let bundles: ApiProduct;

test.beforeAll(async ({ request }) => {
  admin = { authorization: `Bearer ${await adminToken(request)}` };
  const stamp = Date.now();
  weight = await createGridProduct(request, admin, `Weighed Wave ${stamp}`, WEIGHT_GRID);
  bundles = await createGridProduct(request, admin, `Counted Straight ${stamp}`, BUNDLE_GRID);
});

test.afterAll(async ({ request }) => {
  for (const product of [weight, bundles]) if (product) await request.delete(`/api/products/${product.id}`, { headers: admin });
});

async function addToQuote(page: Page, path: string, quantity: string, confirmation: string) {
  await page.goto(path);
  await appStarted(page);
  const form = page.getByTestId('add-to-quote');
  await form.getByRole('textbox').fill(quantity);
  await form.getByRole('button', { name: 'Add to quote' }).click();
  await expect(page.getByText(confirmation)).toBeVisible();
}

async function refusedOnProductPage(page: Page, path: string, quantity: string, message: string) {
  await page.goto(path);
  await appStarted(page);
  const form = page.getByTestId('add-to-quote');
  await form.getByRole('textbox').fill(quantity);
  await form.getByRole('button', { name: 'Add to quote' }).click();
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(page.getByText(/added to your quote/)).toHaveCount(0);
}

const badge = (page: Page) => page.getByTestId('quote-badge');

test('a visitor builds a quote list on product pages, sees estimates and minimums on /quote and sends it', async ({ page, request }) => {
  await addToQuote(page, `/product/${weight.id}?length=22&texture=body-wave&grade=double-drawn`, '3', '3 kg added to your quote');
  await expect(page.getByRole('link', { name: 'View quote' })).toHaveAttribute('href', '/quote');
  // Below a minimum, the product page refuses the quantity and names the minimum; the list keeps its line.
  await refusedOnProductPage(page, `/product/${weight.id}?length=10&texture=straight&grade=single-drawn`, '0.5', `Minimum per length for ${weight.name} is 1 kg`);
  await addToQuote(page, `/product/${weight.id}?length=10&texture=straight&grade=single-drawn`, '1', '1 kg added to your quote');
  await refusedOnProductPage(page, `/product/${bundles.id}`, '1', `Minimum order for ${bundles.name} is 3 bundles`);
  await addToQuote(page, `/product/${bundles.id}`, '3', '3 bundles added to your quote');
  // The same pick again adds up instead of making a fourth line.
  await addToQuote(page, `/product/${bundles.id}`, '3', '3 bundles added to your quote');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Quote list, 3 lines');
  await expect(page.getByTestId('quote-badge-count')).toHaveText('3');

  await page.reload();
  await appStarted(page);
  await expect(page.getByTestId('quote-badge-count')).toHaveText('3');

  await badge(page).click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your quote request');
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText(weight.name);
  await expect(lines.nth(0)).toContainText('22" · Body Wave · Double Drawn');
  // $62 a 100 g bundle is $620 a kg.
  await expect(lines.nth(0).getByTestId('quote-line-estimate')).toHaveText('$1,860$620 per kg');
  await expect(lines.nth(1).getByTestId('quote-line-estimate')).toHaveText('$200$200 per kg');
  await expect(lines.nth(2).getByTestId('quote-line-estimate')).toHaveText('$240$40 per bundle');
  await expect(page.getByTestId('quote-estimate-total')).toHaveText('$2,300');
  await expect(page.getByTestId('quote-line-problem')).toHaveCount(0);
  // Quantities changed on the list below the minimums: each line says which minimum it misses.
  await lines.nth(1).getByLabel('Quantity (kg)').fill('0.5');
  await lines.nth(2).getByLabel('Quantity (bundles)').fill('2');
  await expect(lines.nth(1).getByTestId('quote-line-estimate')).toHaveText('$100$200 per kg');
  await expect(lines.nth(2).getByTestId('quote-line-estimate')).toHaveText('$80$40 per bundle');
  await expect(page.getByTestId('quote-estimate-total')).toHaveText('$2,040');
  await expect(page.getByTestId('quote-estimate-label')).toHaveText('Estimate – the final price is in the quote');
  await expect(lines.nth(1).getByTestId('quote-line-problem')).toHaveText(`Minimum per length for ${weight.name} is 1 kg`);
  await expect(lines.nth(2).getByTestId('quote-line-problem')).toHaveText(`Minimum order for ${bundles.name} is 3 bundles`);
  await expectNoAccessibilityViolations(page);

  // The server refuses what the preview warned about, and says so at the line.
  await page.getByLabel('Name').fill('Amara Okafor');
  await page.getByLabel('Company').fill('Lagos Luxe Hair <b>Ltd</b>');
  await page.getByLabel('E-mail').fill('amara@');
  await page.getByLabel('Phone / WhatsApp').fill('+234 803 555 0101');
  await page.getByLabel('Country').selectOption({ label: 'Nigeria' });
  await page.getByLabel('Preferred shipping').selectOption({ label: 'DHL' });
  await page.getByLabel('Note').fill('Natural colour, 10 bundles per pack.');
  // A field the server refuses is named under it; nothing is sent.
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByText('Some lines or fields need a change: see the messages below.')).toBeVisible();
  await expect(page.locator('#quote-email-helper')).toHaveText('Invalid email address');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail').fill('amara@example.com');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.locator('#quote-email-helper')).toHaveCount(0);
  await expect(page.getByText('Some lines or fields need a change: see the messages below.')).toBeVisible();

  // 1 kg meets the minimum per length; the counted product becomes a sample (one bundle, below the minimum).
  await lines.nth(1).getByLabel('Quantity (kg)').fill('1');
  await lines.nth(2).getByLabel('Sample').check();
  await expect(lines.nth(2)).toContainText('1 bundle');
  await expect(page.getByTestId('quote-line-problem')).toHaveCount(0);
  await expect(page.getByTestId('quote-estimate-total')).toHaveText('$2,100');

  await page.getByRole('button', { name: 'Send quote request' }).click();
  const sent = page.getByTestId('quote-sent');
  await expect(sent.getByRole('heading')).toHaveText(/^Your quote request INQ-\d{4}-\d{4,} has been sent$/);
  const reference = /INQ-\d{4}-\d+/.exec((await sent.getByRole('heading').textContent()) ?? '')![0];
  const whatsapp = sent.getByRole('link', { name: 'Continue on WhatsApp' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/84912345678\?text=/);
  expect(new URL(href).searchParams.get('text')).toBe(
    `Hi, my quote request ${reference}: ${weight.name}, 22", Body Wave, Double Drawn × 3 kg; ` +
      `${weight.name}, 10", Straight, Single Drawn × 1 kg; ${bundles.name}, 16", Straight, Double Drawn (sample) × 1 bundle`,
  );
  await expect(badge(page)).toHaveAttribute('aria-label', 'Quote list, empty');

  // What the factory received.
  const stored = await request.get(`/api/quote-requests?q=${reference}`, { headers: admin });
  const lead = ((await stored.json()) as { items: { id: string; country: string; shipping: string; company: string; line_count: number }[] }).items[0]!;
  expect(lead).toMatchObject({ country: 'NG', shipping: 'dhl', company: 'Lagos Luxe Hair <b>Ltd</b>', line_count: 3 });

  await page.reload();
  await appStarted(page);
  await expect(page.getByTestId('quote-empty')).toContainText('Your quote list is empty');
  await expect(page.getByTestId('quote-empty').getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
});

test("a buyer's browser list joins their account at sign-in; the request shows in My requests", async ({ page, request }) => {
  const email = `quote-buyer-${Date.now()}@e2e.test`;
  const password = 'buyer-pass-123';
  expect((await request.post('/api/auth/register', { data: { email, password } })).status()).toBe(201);

  await addToQuote(page, `/product/${weight.id}?length=22&texture=body-wave&grade=double-drawn`, '2', '2 kg added to your quote');
  await page.goto('/account/requests');
  // A visitor is sent to sign in first, and comes back after.
  await expect(page).toHaveURL('/auth?redirect=%2Faccount%2Frequests');
  await appStarted(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/requests$/);
  await expect(page.getByText('You have not sent a quote request yet.')).toBeVisible();

  // The line is the account's now: on the server, and not in this browser.
  await expect(badge(page)).toHaveAttribute('aria-label', 'Quote list, 1 line');
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  const accountList = async () => {
    const stored = await request.get('/api/me/quote-list', { headers: { authorization: `Bearer ${token}` } });
    expect(stored.status()).toBe(200);
    return ((await stored.json()) as { items: unknown[] }).items;
  };
  await expect.poll(accountList).toEqual([{ product_id: weight.id, length: 22, texture: 'body-wave', grade: 'double-drawn', quantity: 2, sample: false }]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('quote_list'))).toBeNull();

  await badge(page).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Name').fill('Linh Tran');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  const heading = page.getByTestId('quote-sent').getByRole('heading');
  await expect(heading).toHaveText(/has been sent$/);
  const reference = /INQ-\d{4}-\d+/.exec((await heading.textContent()) ?? '')![0];

  await page.getByRole('region', { name: 'Contact and account' }).getByRole('link', { name: 'My requests' }).click();
  await expect(page).toHaveURL(/\/account\/requests$/);
  const item = page.getByTestId('my-request');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading')).toHaveText(reference);
  await expect(item).toContainText('Received');
  await expect(item).toContainText(`${weight.name}, 22", Body Wave, Double Drawn × 2 kg`);
});

test('lines the catalogue no longer offers are dropped at sign-in, and the buyer is told', async ({ page, request }) => {
  const email = `quote-dropped-${Date.now()}@e2e.test`;
  const password = 'buyer-pass-123';
  expect((await request.post('/api/auth/register', { data: { email, password } })).status()).toBe(201);
  const gone = await createGridProduct(request, admin, `Soon Gone ${Date.now()}`, BUNDLE_GRID);
  await addToQuote(page, `/product/${gone.id}`, '4', '4 bundles added to your quote');
  expect((await request.delete(`/api/products/${gone.id}`, { headers: admin })).status()).toBeLessThan(300);

  await page.goto('/auth');
  await appStarted(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('1 line of your quote list could not be kept: no longer offered, or past 50 lines.')).toBeVisible();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Quote list, empty');
});

/** A lead sent through the API and a quote for it, made by the admin; answers the quote's path and references. */
async function quoteFor(request: APIRequestContext): Promise<{ path: string; pdf_path: string; reference: string }> {
  const sent = await request.post('/api/quote-requests', {
    headers: ownAddress(),
    data: { name: 'Chidi <script>alert(1)</script>', email: 'chidi@example.com', country: 'GH', lines: [{ product_id: weight.id, length: 22, texture: 'Body Wave', grade: 'Double Drawn', quantity: 4 }] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const lead = (await sent.json()) as { id: string };
  const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const quote = await request.post(`/api/quote-requests/${lead.id}/quotes`, {
    headers: admin,
    data: {
      lines: [
        { description: 'Body Wave 22" Double Drawn', quantity: 4, unit: 'kg', unit_price: 600 },
        { description: 'Sample closure', quantity: 1, unit: 'piece', unit_price: 35.5 },
      ],
      shipping_cost: 120,
      payment_terms: '30% deposit, balance before shipping.',
      valid_until: validUntil,
      note: 'Packed <i>10</i> bundles per bag.',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  return (await quote.json()) as { path: string; pdf_path: string; reference: string };
}

test('anyone with a quote link reads it, downloads its PDF and accepts it once', async ({ page, request }) => {
  const quote = await quoteFor(request);
  const response = await page.goto(quote.path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveTitle(`Quote ${quote.reference} – VietSilk Hair`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Quote ${quote.reference} – VietSilk Hair`);
  await appStarted(page);

  const doc = page.getByTestId('quote-document');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText(`Quote ${quote.reference}`);
  // What the buyer typed is text, never markup.
  await expect(doc).toContainText('Chidi <script>alert(1)</script>');
  await expect(doc).toContainText('Ghana');
  await expect(doc.getByTestId('quote-line')).toHaveCount(2);
  await expect(doc.getByTestId('quote-line').nth(0)).toContainText('Body Wave 22" Double Drawn');
  await expect(doc.getByTestId('quote-line').nth(0)).toContainText('$2,400');
  await expect(doc.getByTestId('quote-total')).toHaveText('$2,555.50');
  await expect(doc).toContainText('30% deposit, balance before shipping.');
  await expect(doc).toContainText('Packed <i>10</i> bundles per bag.');
  await expectNoAccessibilityViolations(page);

  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toHaveAttribute('href', quote.pdf_path);
  const pdf = await request.get(quote.pdf_path);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await page.getByRole('button', { name: 'Accept quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this quote?' });
  await dialog.getByRole('button', { name: 'Accept quote' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('quote-status')).toHaveText(/^Accepted on .+\. Sales will contact you\.$/);
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('quote-status')).toContainText('Accepted on');
  const token = quote.path.split('/').pop()!;
  const again = await request.post(`/api/quotes/${token}/accept`);
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toMatch(/^This quote was accepted on /);
});

test("an unknown quote link is the site's 404 page, out of search results", async ({ page }) => {
  const response = await page.goto('/q/not-a-real-token-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
});
