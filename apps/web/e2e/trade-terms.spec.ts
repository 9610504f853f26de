// Trade terms end to end: an admin sets a site-wide term (Site configuration,
// Product Detail) and a product's own override (its form); the product page shows
// the override where there is one and the site's value elsewhere. An empty site
// shows no terms and the built-in Q&A.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emptyBaseUrl, adminToken, appStarted, expectNoAccessibilityViolations, signInAsAdmin } from './support';
import { keepSiteConfig } from './storefront-helpers';

test.describe.configure({ timeout: 60_000 });
keepSiteConfig('product_detail');

interface ApiProduct {
  id: string;
  name: string;
}

async function productNamed(request: APIRequestContext, name: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products?q=${encodeURIComponent(name)}`);
  const product = ((await response.json()) as ApiProduct[]).find((p) => p.name === name);
  expect(product, name).toBeDefined();
  return product!;
}

/** The value shown next to a term's label in the trade terms block. */
function term(page: Page, label: string) {
  return page.getByTestId('trade-terms').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

test('the demo terms show under the price, the lace frontals with their own lead time @mobile', async ({ page, request }) => {
  const bundle = await productNamed(request, 'Body Wave Hair Weave Natural Black');
  await page.goto(`/product/${bundle.id}`);
  const block = page.getByTestId('trade-terms');
  await expect(block.getByRole('heading', { level: 2 })).toHaveText('Trade terms');
  await expect(block.locator('dt')).toHaveText(['Lead time', 'Shipping', 'Payment', 'Samples']);
  await expect(term(page, 'Lead time')).toHaveText('7–10 working days for up to 20 kg; larger orders are scheduled with you');
  await expect(term(page, 'Shipping').getByRole('listitem')).toHaveText([
    'DHL Express – USA, Canada, Europe, UK, Australia (3–5 days)',
    'FedEx International Priority – USA, Canada, Mexico (3–5 days)',
    'Air cargo – Nigeria, Ghana, South Africa, Kenya (7–10 days)',
  ]);
  // Under the price, above the card fields; nothing wider than a phone's screen.
  const priceBottom = (await page.getByTestId('detail-price').boundingBox())!;
  const blockBox = (await block.boundingBox())!;
  expect(blockBox.y).toBeGreaterThan(priceBottom.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAccessibilityViolations(page);

  const frontal = await productNamed(request, '13x4 HD Lace Frontal Body Wave');
  await page.goto(`/product/${frontal.id}`);
  await expect(term(page, 'Lead time')).toHaveText('10–14 working days for up to 20 frontals (ventilated by hand)');
  await expect(term(page, 'Samples')).toHaveText('One sample frontal at the wholesale price, shipped within 3 working days');
  // What the frontal does not override is the site's.
  await expect(term(page, 'Payment')).toHaveText('50% deposit by bank transfer (T/T), Western Union or MoneyGram; the balance before shipping');
});

test("an admin changes a site-wide term and one product's override; each product page shows the right one", async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const made = async (name: string) => {
    const response = await request.post('/api/products', { headers, data: { published: true, name: `${name} ${Date.now()}`, price_from: 30, price_to: 60 } });
    expect(response.status()).toBe(201);
    return (await response.json()) as ApiProduct;
  };
  const plain = await made('Terms Plain Bundle');
  const special = await made('Terms Special Bundle');
  try {
    await signInAsAdmin(page, request);
    await page.goto('/admin/site-config?tab=product-detail');
    await page.getByRole('tab', { name: 'Product Detail' }).click();
    const siteCard = page.getByRole('region', { name: 'Trade terms' });
    await siteCard.getByLabel('Payment terms').fill('100% by T/T before production <b>starts</b>');
    await siteCard.getByRole('button', { name: 'Add shipping method' }).click();
    await siteCard.getByLabel('Shipping method 4', { exact: true }).fill('Sea freight');
    await siteCard.getByLabel('Regions served by method 4').fill('West Africa (30–40 days)');
    await siteCard.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Configuration updated successfully')).toBeVisible();

    await page.goto(`/admin/products/${special.id}`);
    const override = page.getByRole('region', { name: 'Override trade terms' });
    const leadTime = override.getByLabel('Lead time');
    await expect(leadTime).toHaveValue('');
    await expect(leadTime).toHaveAttribute('placeholder', '7–10 working days for up to 20 kg; larger orders are scheduled with you');
    await leadTime.fill('3 working days from our Hanoi stock');
    // A method without a name is refused before anything is sent.
    await override.getByRole('button', { name: 'Add shipping method' }).click();
    await override.getByLabel('Regions served by method 1').fill('Japan');
    await expect(override.getByText('Shipping method is required')).toBeVisible();
    await override.getByRole('button', { name: 'Remove shipping method 1' }).click();
    await page.getByRole('button', { name: 'Save Product' }).click();
    // The admin stays on the product after saving.
    await expect(page.getByText('Product saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${special.id}$`));

    await page.goto(`/product/${special.id}`);
    await appStarted(page);
    await expect(term(page, 'Lead time')).toHaveText('3 working days from our Hanoi stock');
    await expect(term(page, 'Payment')).toHaveText('100% by T/T before production starts');
    await expect(term(page, 'Shipping').getByRole('listitem').last()).toHaveText('Sea freight – West Africa (30–40 days)');

    await page.goto(`/product/${plain.id}`);
    await expect(term(page, 'Lead time')).toHaveText('7–10 working days for up to 20 kg; larger orders are scheduled with you');
    await expect(term(page, 'Payment')).toHaveText('100% by T/T before production starts');
  } finally {
    for (const product of [plain, special]) await request.delete(`/api/products/${product.id}`, { headers });
  }
});

test('a site with no terms and no Q&A shows no terms block and the built-in Q&A text', async ({ page, request }) => {
  const token = await adminToken(request, emptyBaseUrl());
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(`${emptyBaseUrl()}/api/products`, { headers, data: { published: true, name: `Bare Bundle ${Date.now()}` } });
  const product = (await created.json()) as ApiProduct;
  try {
    await page.goto(`${emptyBaseUrl()}/product/${product.id}`);
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('trade-terms')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Question & Answer' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText('The question feature is coming soon.');
  } finally {
    await request.delete(`${emptyBaseUrl()}/api/products/${product.id}`, { headers });
  }
});
