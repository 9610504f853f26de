// The price for the quantity typed, at a phone's and a desktop's width: the quantity
// picks the tier and shows the line total, a tier sets its quantity, the minimums are
// named (a sample stays allowed), the quote list shows the same prices and says when
// lines add up to a better tier; the WhatsApp button and the 'added' toast cover
// nothing they must not; product links by slug carry the list's filters; a tap on
// 'Add to quote' before the app runs is kept.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { baseUrl, adminToken, appStarted, ownAddress, holdAppScripts } from './support';
import { expectFocusRing } from './storefront-helpers';

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: ownAddress() });

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
}

/** 100 g bundles priced by the bundle, counted in kg: tiers 1–9, 10–49 and 50 kg and up; 2 kg an order, 1 kg a length. */
const GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }, { min_quantity: 50 }],
  moq: 2,
  line_moq: 1,
  textures: ['Straight', 'Body Wave'],
  grades: ['Double Drawn'],
  cells: [
    { length: 18, texture: 'Straight', grade: 'Double Drawn', prices: [50, 47, 44] },
    { length: 22, texture: 'Straight', grade: 'Double Drawn', prices: [58, 55, 52] },
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62, 58.5, 55] },
  ],
};

/** Letters only: a name the catalogue search reads as words, not as lengths or colours. */
const letters = () => [...String(Date.now())].map((d) => 'abcdefghij'[Number(d)]).join('');

let admin: Record<string, string>;
let product: ApiProduct;

test.beforeAll(async ({ request }: { request: APIRequestContext }) => {
  admin = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/products', { headers: admin, data: { name: `Quantity Wave ${letters()}`, category: 'hair-bundle', price_from: 44, price_to: 62, published: true } });
  expect(created.status()).toBe(201);
  product = (await created.json()) as ApiProduct;
  const saved = await request.put(`/api/products/${product.id}/prices`, { headers: admin, data: GRID });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  if (product) await request.delete(`/api/products/${product.id}`, { headers: admin });
});

const BODY_WAVE_22 = '?length=22&texture=body-wave&grade=double-drawn';
const quantityField = (page: Page) => page.getByTestId('add-to-quote').getByRole('textbox', { name: 'Quantity (kg)' });
const addButton = (page: Page) => page.getByTestId('add-to-quote').getByRole('button', { name: 'Add to quote', exact: true });
const tierChip = (page: Page, name: string) => page.getByTestId('grid-tiers').getByRole('button', { name, exact: true });

async function openProduct(page: Page, search = BODY_WAVE_22): Promise<void> {
  await page.goto(`/product/${product.slug}${search}`);
  await appStarted(page);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('@mobile the quantity typed picks the tier, shows its unit price and the line total; a tier chip sets its quantity', async ({ page }) => {
  await openProduct(page);
  // The minimum order is the starting quantity.
  await expect(quantityField(page)).toHaveValue('2');
  await expect(page.getByTestId('grid-line-total')).toHaveText('Line total $1,240 (2 kg × $620 per kg)');

  await quantityField(page).fill('60');
  await expect(tierChip(page, '50 kg and up')).toHaveAttribute('aria-pressed', 'true');
  await expect(tierChip(page, '1–9 kg')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('grid-unit-price')).toHaveText('$55 per bundle');
  await expect(page.getByTestId('grid-line-total')).toHaveText('Line total $33,000 (60 kg × $550 per kg)');
  // The link follows, so a shared link shows the same price.
  await expect(page).toHaveURL(/tier=3/);

  await quantityField(page).fill('12.5');
  await expect(tierChip(page, '10–49 kg')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('grid-line-total')).toHaveText('Line total $7,312.50 (12.5 kg × $585 per kg)');

  await tierChip(page, '50 kg and up').click();
  await expect(quantityField(page)).toHaveValue('50');
  await expect(page.getByTestId('grid-unit-price')).toHaveText('$55 per bundle');
  await tierChip(page, '1–9 kg').click();
  // The first tier starts at 1 kg, but the order's minimum is 2 kg.
  await expect(quantityField(page)).toHaveValue('2');
  await expect(page.getByTestId('grid-unit-price')).toHaveText('$62 per bundle');
});

test('@mobile a quantity below the minimums is refused naming them, a sample is allowed, and the toast covers neither field nor button', async ({ page }) => {
  await openProduct(page);
  await quantityField(page).fill('1.5');
  await addButton(page).click();
  await expect(page.getByTestId('add-to-quote').getByRole('alert')).toHaveText(`Minimum order for ${product.name} is 2 kg`);
  await expect(page.getByTestId('quote-badge')).toHaveAttribute('aria-label', 'Quote list, empty');

  const viewport = page.viewportSize()!;
  // The form near the window's bottom, then near its top: the toast shows where it covers neither.
  for (const block of ['end', 'center'] as const) {
    await page.getByTestId('add-to-quote').evaluate((form, where) => form.scrollIntoView({ block: where }), block);
    await page.getByTestId('add-to-quote').getByRole('button', { name: 'Add a sample (1 bundle)' }).click();
    await expect(page.getByText('1 bundle added to your quote').last()).toBeVisible();
    await expect(page.getByTestId('add-to-quote').getByRole('alert')).toHaveCount(0);
    // Once the toasts have slid in, none covers the field or the button.
    await page.waitForTimeout(500);
    for (const toast of await page.locator('.notistack-MuiContent').all()) {
      const shown = await box(toast);
      expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
      for (const control of [quantityField(page), addButton(page)]) expect(intersects(shown, await box(control)), `form at ${block}: a toast over a control`).toBe(false);
    }
  }
  // A sample is one bundle: asked for twice, it stays one line of one bundle.
  await expect(page.getByTestId('quote-badge')).toHaveAttribute('aria-label', 'Quote list, 1 line');

  await page.goto('/quote');
  await appStarted(page);
  const line = page.getByTestId('quote-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('22" · Body Wave · Double Drawn');
  await expect(line.getByLabel('Sample')).toBeChecked();
  await expect(line.getByTestId('quote-line-estimate')).toHaveText('$62$62 per bundle');
});

test('@mobile the quote list shows the product page prices and says when lines together reach a better tier', async ({ page }) => {
  await openProduct(page);
  await quantityField(page).fill('60');
  await expect(page.getByTestId('grid-line-total')).toHaveText('Line total $33,000 (60 kg × $550 per kg)');
  await addButton(page).click();
  await expect(page.getByText('60 kg added to your quote')).toBeVisible();

  await page.goto('/quote');
  await appStarted(page);
  const lines = page.getByTestId('quote-line');
  await expect(lines).toHaveCount(1);
  // The same line, the same unit price and total as on the product page.
  await expect(lines.first().getByTestId('quote-line-estimate')).toHaveText('$33,000$550 per kg');
  await expect(page.getByTestId('quote-tier-note')).toHaveCount(0);

  // 4 kg of one length and 6 kg of another: each alone is 1–9 kg, together 10 kg.
  await lines.first().getByRole('button', { name: `Remove ${product.name}` }).click();
  await openProduct(page);
  await quantityField(page).fill('4');
  await expect(page.getByTestId('grid-line-total')).toHaveText('Line total $2,480 (4 kg × $620 per kg)');
  await addButton(page).click();
  await expect(page.getByText('4 kg added to your quote')).toBeVisible();
  await openProduct(page, '?length=18&texture=straight&grade=double-drawn');
  await quantityField(page).fill('6');
  await addButton(page).click();
  await expect(page.getByText('6 kg added to your quote')).toBeVisible();

  await page.goto('/quote');
  await appStarted(page);
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('quote-tier-note')).toHaveText(['10 kg of this product in your list: the 10–49 kg price applies']);
  await expect(lines.first().getByTestId('quote-tier-note')).toBeVisible();
  await expect(lines.nth(0).getByTestId('quote-line-estimate')).toHaveText('$2,340$585 per kg');
  await expect(lines.nth(1).getByTestId('quote-line-estimate')).toHaveText('$2,820$470 per kg');
  // Down to 5 kg in all: back to the first tier, and no note.
  await lines.nth(1).getByLabel('Quantity (kg)').fill('1');
  await expect(page.getByTestId('quote-tier-note')).toHaveCount(0);
  await expect(lines.nth(0).getByTestId('quote-line-estimate')).toHaveText('$2,480$620 per kg');
});

test('@mobile the WhatsApp button never covers a price, wherever the page is scrolled', async ({ page }) => {
  await openProduct(page);
  const fab = page.getByTestId('whatsapp-fab');
  await expect(fab).toBeVisible();
  const fabBox = await box(fab);
  const prices = page.locator('[data-price]:visible');
  const count = await prices.count();
  expect(count).toBeGreaterThan(5);
  let covered = 0;
  for (let i = 0; i < count; i += 1) {
    const price = prices.nth(i);
    // Bring the price under the button (the window's bottom-right corner), a sideways table scrolled to its end.
    await price.evaluate((el, fabTop) => {
      const scroller = el.closest('[role="region"]');
      if (scroller) scroller.scrollLeft = scroller.scrollWidth;
      window.scrollBy(0, el.getBoundingClientRect().top - fabTop);
    }, fabBox.y + 8);
    await page.waitForTimeout(150);
    const priceBox = await price.boundingBox();
    if (!priceBox || !intersects(priceBox, fabBox)) continue;
    covered += 1;
    await expect(fab, `price ${i} (${await price.textContent()}) under the button`).toBeHidden();
  }
  // Some prices did reach the button's place, so the check above ran.
  expect(covered).toBeGreaterThan(0);
  // With no price under it, the button is back.
  await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  const priceUnder = await prices.evaluateAll((els, b) => els.some((el) => {
    const r = el.getBoundingClientRect();
    return r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom;
  }), fabBox);
  if (!priceUnder) await expect(fab).toBeVisible();
});

test('@mobile product links use the slug, carry the list filters into the grid, and the id still answers', async ({ page, request }) => {
  await page.goto(`/products?q=${encodeURIComponent(product.name)}&texture=body-wave&length=22`);
  await appStarted(page);
  const card = page.getByRole('link', { name: `BUY NOW: ${product.name}` });
  await expect(card).toHaveAttribute('href', `/product/${product.slug}?length=22&texture=body-wave`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}\\?length=22&texture=body-wave$`));
  await expect(page.getByTestId('grid-lengths').getByRole('button', { name: '22"', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('grid-textures').getByRole('button', { name: 'Body Wave', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('grid-unit-price')).toHaveText('$62 per bundle');

  // A value the product does not offer is not picked: the texture is, with a length that has it.
  await page.goto(`/product/${product.slug}?length=30&texture=body-wave`);
  await appStarted(page);
  await expect(page.getByTestId('grid-lengths').getByRole('button', { name: '22"', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('grid-textures').getByRole('button', { name: 'Body Wave', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The id answers too, naming the slug's URL as canonical, in the HTML the server sends and in the app.
  const html = await (await request.get(`/product/${product.id}`)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/product/${product.slug}"`);
  await page.goto(`/product/${product.id}`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseUrl()}/product/${product.slug}`);
});

test("@mobile 'Add to quote' shows a focus ring on keyboard focus", async ({ page }) => {
  await openProduct(page);
  await expectFocusRing(page, addButton(page));
});

test("@mobile a tap on 'Add to quote' before the app runs is kept, with the quantity typed", async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto(`/product/${product.slug}${BODY_WAVE_22}`, { waitUntil: 'domcontentloaded' });
  // The server sent the form: it is there before the app runs.
  expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
  expect(await page.getByTestId('add-to-quote').count()).toBe(1);
  await quantityField(page).fill('12');
  await addButton(page).click();
  release();
  await expect(page.getByText('12 kg added to your quote')).toBeVisible();
  await expect(tierChip(page, '10–49 kg')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('quote-badge')).toHaveAttribute('aria-label', 'Quote list, 1 line');
});
