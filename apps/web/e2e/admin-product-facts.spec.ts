// The product's facts end to end: a new product shows the site's default card
// texts; the admin sets its own length, grade, material, card note, stock, lace
// size, grams per bundle, textures, colours and tags in the product form; the
// product page then shows those, with the tags as links to the catalogue's search.
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { productFact } from './storefront-helpers';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface StoredProduct {
  id: string;
  slug: string;
  in_stock: boolean;
  length: string | null;
  quality_grade: string | null;
  hair_material: string | null;
  card_note: string | null;
  textures: string[];
  colours: string[];
  tags: string[];
  lace_size: string | null;
  bundle_grams: number | null;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });


async function storedProduct(request: APIRequestContext, id: string): Promise<StoredProduct> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredProduct;
}

/** Types each name into a chips field and presses Enter after it. */
async function addChips(form: Locator, label: string, names: readonly string[]) {
  const input = form.getByRole('combobox', { name: label });
  for (const name of names) {
    await input.fill(name);
    await input.press('Enter');
  }
}

/** The chips a chips field shows, in order (they sit beside its input). */
const chips = (form: Locator, label: string) => form.getByRole('combobox', { name: label }).locator('xpath=..').locator('.MuiChip-label');

// The admin's lazy chunks and a save that clears the caches are slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('an admin sets the facts of a new product; its page shows them instead of the site defaults, with tags searching the catalogue', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const token = await adminToken(request);
  const name = `Facts Frontal ${Date.now()}`;
  const created = await request.post('/api/products', { headers: auth(token), data: { published: true, name, category: null } });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as StoredProduct;
  // A tag another product uses is offered while typing.
  const usedTag = `lot-${Date.now()}`;
  const other = await request.post('/api/products', { headers: auth(token), data: { published: true, name: `${name} Other`, tags: [usedTag] } });
  expect(other.status()).toBe(201);
  try {
    // Before: the site's defaults, and none of the lists.
    await page.goto(`/product/${product.slug}`);
    await expect(productFact(page, 'Length')).toHaveText('8 to 30 inches');
    await expect(productFact(page, 'Quality grade')).toHaveText('Double, Single, Super');
    for (const label of ['Textures', 'Colours', 'Lace size', 'Tags', 'Bundle weight']) await expect(productFact(page, label)).toHaveCount(0);

    await signInAsAdmin(page, request);
    await page.goto(`/admin/products/${product.id}`);
    const form = page.getByRole('region', { name: 'Product facts' });
    await expect(page.getByLabel('Name')).toHaveValue(name);
    // An empty card text shows the site's value it falls back to.
    await expect(form.getByLabel('Length', { exact: true })).toHaveAttribute('placeholder', '8 to 30 inches');

    // Grams out of range: the message under the field, and nothing is sent.
    await form.getByLabel('Bundle weight in grams').fill('0');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(form.getByText('Bundle weight must be a whole number from 1 to 1000')).toBeVisible();
    await expect(form.getByLabel('Bundle weight in grams')).toBeFocused();
    expect((await storedProduct(request, product.id)).bundle_grams).toBeNull();

    await form.getByLabel('Bundle weight in grams').fill('120');
    await form.getByLabel('Length', { exact: true }).fill('16 inches');
    await form.getByLabel('Quality grade', { exact: true }).fill('Super Double Drawn');
    await form.getByLabel('Hair material', { exact: true }).fill('Raw Vietnamese hair');
    await form.getByLabel('Card note', { exact: true }).fill('USD per piece');
    await form.getByLabel('Lace size', { exact: true }).fill('13x4');
    await form.getByLabel('In stock', { exact: true }).uncheck();
    await addChips(form, 'Textures', ['Straight', 'Body Wave']);
    await addChips(form, 'Colours', ['613 Blonde']);
    // A name given again in another letter case stays one chip; typed markup stays text.
    await addChips(form, 'Tags', ['raw', 'best seller', 'RAW', '<b>silk</b>']);
    await form.getByRole('combobox', { name: 'Tags' }).fill('lot-');
    await page.getByRole('option', { name: usedTag }).click();
    await expect(chips(form, 'Tags')).toHaveText(['raw', 'best seller', '<b>silk</b>', usedTag]);
    await expect(chips(form, 'Textures')).toHaveText(['Straight', 'Body Wave']);

    await page.getByRole('button', { name: 'Save Product' }).click();
    // The admin stays on the product after saving.
    await expect(page.getByText('Product saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
    expect(await storedProduct(request, product.id)).toMatchObject({
      in_stock: false,
      length: '16 inches',
      quality_grade: 'Super Double Drawn',
      hair_material: 'Raw Vietnamese hair',
      card_note: 'USD per piece',
      lace_size: '13x4',
      bundle_grams: 120,
      textures: ['Straight', 'Body Wave'],
      colours: ['613 Blonde'],
      tags: ['raw', 'best seller', '<b>silk</b>', usedTag],
    });

    // The form reads them back.
    await page.goto(`/admin/products/${product.id}`);
    await expect(form.getByLabel('Length', { exact: true })).toHaveValue('16 inches');
    await expect(form.getByLabel('In stock', { exact: true })).not.toBeChecked();
    await expect(chips(form, 'Colours')).toHaveText(['613 Blonde']);

    // The product page shows the product's own values.
    await page.goto(`/product/${product.slug}`);
    await expect(productFact(page, 'Length')).toHaveText('16 inches');
    await expect(productFact(page, 'Quality grade')).toHaveText('Super Double Drawn');
    await expect(productFact(page, 'Hair material')).toHaveText('Raw Vietnamese hair');
    await expect(page.getByTestId('product-card-note')).toHaveText('USD per piece');
    await expect(productFact(page, 'Availability')).toHaveText('Out of stock');
    await expect(productFact(page, 'Textures')).toHaveText('Straight, Body Wave');
    await expect(productFact(page, 'Colours')).toHaveText('613 Blonde');
    await expect(productFact(page, 'Lace size')).toHaveText('13x4');
    await expect(productFact(page, 'Bundle weight')).toHaveText('120 g per bundle');
    const tags = page.getByTestId('product-tags').getByRole('link');
    await expect(tags).toHaveText(['raw', 'best seller', '<b>silk</b>', usedTag]);
    await expect(page.getByTestId('product-tags').locator('b')).toHaveCount(0);
    await expect(tags.nth(1)).toHaveAttribute('href', '/products?q=best%20seller');
    await expectNoAccessibilityViolations(page);

    // A tag opens the catalogue searching for it.
    await tags.nth(1).click();
    await expect(page).toHaveURL(/\/products\?q=best(%20|\+)seller$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('best seller');
    expect(problems).toEqual({ cspViolations: [], pageErrors: [] });
  } finally {
    await request.delete(`/api/products/${product.id}`, { headers: auth(token) });
    await request.delete(`/api/products/${((await other.json()) as StoredProduct).id}`, { headers: auth(token) });
  }
});
