// A phone whose scripts are slow to start: the buttons of the product page tapped
// before the app runs still do what they say once it has started, and the quote
// list then holds the lines they added.
import { expect, test, type Page } from '@playwright/test';
import { adminToken, appStarted, holdAppScripts, ownAddress } from './support';

test.use({ extraHTTPHeaders: ownAddress() });

/** 100 g bundles counted in kg, one tier; 2 kg an order. */
const GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }],
  moq: 2,
  line_moq: 1,
  textures: ['Straight'],
  grades: ['Double Drawn'],
  cells: [{ length: 18, texture: 'Straight', grade: 'Double Drawn', prices: [50] }],
};

let admin: Record<string, string>;
let product: { id: string; slug: string; name: string };

test.beforeAll(async ({ request }) => {
  admin = { authorization: `Bearer ${await adminToken(request)}` };
  const name = `Early Tap ${[...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const created = await request.post('/api/products', { headers: admin, data: { name, category: 'hair-bundle', price_from: 50, price_to: 50, published: true } });
  expect(created.status()).toBe(201);
  product = await created.json();
  const saved = await request.put(`/api/products/${product.id}/prices`, { headers: admin, data: GRID });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  if (product) await request.delete(`/api/products/${product.id}`, { headers: admin });
});

const form = (page: Page) => page.getByTestId('add-to-quote');

/** Opens the product page with the app's scripts held, taps `button` (clicks it without a touch screen) and lets the scripts run. */
async function tapBeforeScripts(page: Page, button: string, hasTouch: boolean): Promise<void> {
  const release = await holdAppScripts(page);
  await page.goto(`/product/${product.slug}?length=18&texture=straight&grade=double-drawn`, { waitUntil: 'domcontentloaded' });
  expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
  const target = form(page).getByRole('button', { name: button, exact: true });
  await (hasTouch ? target.tap() : target.click());
  release();
}

async function expectQuoteLine(page: Page, quantity: string): Promise<void> {
  await page.goto('/quote');
  await appStarted(page);
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('heading', { level: 3 })).toHaveText(product.name);
  await expect(lines.first()).toContainText('18" · Straight · Double Drawn');
  await expect(lines.first()).toContainText(quantity);
}

test("@mobile 'Add to quote' tapped before the scripts start adds the line to the quote list", async ({ page, hasTouch }) => {
  await tapBeforeScripts(page, 'Add to quote', hasTouch);
  await expect(page.getByText('2 kg added to your quote')).toBeVisible();
  await expect(page.getByTestId('quote-badge')).toHaveAttribute('aria-label', 'Quote list, 1 line');
  await expectQuoteLine(page, '$1,000');
});

test("@mobile 'Add a sample' tapped before the scripts start adds the sample to the quote list", async ({ page, hasTouch }) => {
  await tapBeforeScripts(page, 'Add a sample (1 bundle)', hasTouch);
  await expect(page.getByText('1 bundle added to your quote')).toBeVisible();
  await expectQuoteLine(page, '1 bundle');
});
