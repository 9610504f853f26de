// Changing many prices at once, end to end: the admin exports the price file,
// edits it, imports it (a preview with its counts, then Apply changes) and sees
// the product page's price move; raises a category by 10 % after its preview;
// and finds both changes in the product form's price history.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Product } from '@hair/domain';
import { adminToken, appStarted, E2E_ADMIN, expectNoAccessibilityViolations, signInAsAdmin } from './support';

test.describe.configure({ timeout: 90_000 });


const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

const grid = (prices: [number, number][]) => ({
  unit: 'bundle',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  textures: ['Straight', 'Body Wave'],
  grades: ['Double Drawn'],
  cells: [
    { length: 14, texture: 'Straight', grade: 'Double Drawn', prices: prices[0] },
    { length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: prices[1] },
  ],
});

/** A product with a grid for the test, deleted afterwards. */
async function withGridProducts(
  request: APIRequestContext,
  products: { name: string; category: string; prices: [number, number][] }[],
  check: (created: Product[], headers: Record<string, string>) => Promise<void>,
): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created: Product[] = [];
  try {
    for (const product of products) {
      const res = await request.post('/api/products', { headers, data: { published: true, name: product.name, category: product.category } });
      expect(res.status()).toBe(201);
      const stored = (await res.json()) as Product;
      created.push(stored);
      const saved = await request.put(`/api/products/${stored.id}/prices`, { headers, data: grid(product.prices) });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    await check(created, headers);
  } finally {
    for (const product of created) await request.delete(`/api/products/${product.id}`, { headers });
  }
}

async function openPricesMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Prices' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('the admin exports the price file, imports an edited copy after its preview, and the product page shows the new price', async ({ page, request }, testInfo) => {
  const name = `Import Bundle ${unique()}`;
  await withGridProducts(request, [{ name, category: 'hair-bundle', prices: [[30, 28], [62, 58.5]] }], async ([product]) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/products');

    // Export: the browser downloads the file.
    const downloading = page.waitForEvent('download');
    await openPricesMenu(page, 'Export prices (CSV)');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^prices-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('product_slug,product_name,unit,currency,length,texture,grade,tier_min_quantity,price,pricing\r\n')).toBe(true);
    const row = `${product!.slug},${name},bundle,USD,14,Straight,Double Drawn,10,28.00,price per tier`;
    expect(text).toContain(row);

    // Edit one price as a spreadsheet would, and import the file.
    const edited = testInfo.outputPath('prices-edited.csv');
    await writeFile(edited, `\uFEFF${text.replace(row, row.replace(',28.00,', ',26.75,'))}`);
    await openPricesMenu(page, 'Import prices');
    const dialog = page.getByRole('dialog', { name: 'Import prices' });
    await dialog.getByTestId('price-file-input').setInputFiles(edited);
    const counts = dialog.getByTestId('price-change-counts');
    await expect(counts).toContainText('Changed1');
    await expect(counts).toContainText('Added0');
    await expect(counts).toContainText('Removed0');
    await expect(counts).toContainText('Rejected0');
    await expect(dialog.getByText('1 product', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Changed (1)' })).toHaveAttribute('aria-selected', 'true');
    const change = dialog.getByRole('tabpanel').getByRole('row').nth(1);
    await expect(change).toContainText(name);
    await expect(change).toContainText('14" Straight, Double Drawn');
    await expect(change).toContainText('from 10');
    await expect(change).toContainText('$28$26.75');
    await expectNoAccessibilityViolations(page);
    // Nothing is stored by the preview.
    expect(((await (await request.get(`/api/products/${product!.id}`)).json()) as Product).price_from).toBe(28);

    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText('Prices updated: 1 change')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The storefront shows the grid's new lowest price, and the new tier price.
    await page.goto(`/product/${product!.slug}?length=14&texture=straight&grade=double-drawn&tier=2`);
    await appStarted(page);
    await expect(page.getByTestId('detail-price')).toHaveText('$26.75 – $62');
    await expect(page.getByTestId('grid-unit-price')).toHaveText('$26.75 per bundle');
  });
});

test('a file with a rejected row shows it with its row and reason, and cannot be applied', async ({ page, request }, testInfo) => {
  const name = `Rejected Bundle ${unique()}`;
  await withGridProducts(request, [{ name, category: 'hair-bundle', prices: [[30, 28], [62, 58.5]] }], async ([product]) => {
    await signInAsAdmin(page, request);
    await page.goto('/admin/products');
    const file = testInfo.outputPath('prices-bad.csv');
    const header = 'product_slug,product_name,unit,currency,length,texture,grade,tier_min_quantity,price,pricing';
    await writeFile(file, `${header}\r\n${product!.slug},,,,14,Straight,Double Drawn,1,abc,\r\n${product!.slug},,,,14,Straight,Double Drawn,10,27,\r\n`);
    await openPricesMenu(page, 'Import prices');
    const dialog = page.getByRole('dialog', { name: 'Import prices' });
    await dialog.getByTestId('price-file-input').setInputFiles(file);
    await expect(dialog.getByText('1 row was rejected. Correct the file and import it again: nothing is changed until every row is right.')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Rejected (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel').getByRole('row').nth(1)).toHaveText('2pricePrice must be a number from 0 to 1,000,000');
    await expect(dialog.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const stored = (await (await request.get(`/api/products/${product!.id}/prices`)).json()) as { cells: { prices: number[] }[] };
    expect(stored.cells.map((c) => c.prices)).toEqual([[30, 28], [62, 58.5]]);
  });
});

test('the admin raises a category (with its subcategory) by 10 % after its preview, and the price history shows the change', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const categoriesBefore = ((await (await request.get('/api/site-config?section=product_categories')).json()) as { config: { categories: Category[] } }).config.categories;
  const parent = `e2e-bulk-${unique()}`;
  const categories = [...categoriesBefore, { value: parent, label: 'E2E Bulk', parent: null }, { value: `${parent}-raw`, label: 'E2E Raw', parent }];
  expect((await request.put('/api/site-config/product_categories', { headers, data: { config: { categories } } })).status()).toBe(200);
  try {
    await withGridProducts(
      request,
      [
        { name: `Bulk Parent ${unique()}`, category: parent, prices: [[30, 28], [62, 58.5]] },
        { name: `Bulk Child ${unique()}`, category: `${parent}-raw`, prices: [[40, 36], [70, 66]] },
      ],
      async ([first, second]) => {
        await signInAsAdmin(page, request);
        await page.goto('/admin/products');
        await openPricesMenu(page, 'Change prices by percentage');
        const dialog = page.getByRole('dialog', { name: 'Change prices by percentage' });
        // Without a percentage the form says what is missing.
        await dialog.getByRole('button', { name: 'Preview' }).click();
        await expect(dialog.getByText('percent must be a number from -90 to 500, other than 0')).toBeVisible();
        await dialog.getByRole('combobox', { name: 'Category' }).click();
        await page.getByRole('option', { name: 'E2E Bulk', exact: true }).click();
        await dialog.getByLabel('Change (%)').fill('10');
        await dialog.getByRole('button', { name: 'Preview' }).click();
        await expect(dialog.getByTestId('bulk-scope')).toHaveText('+10% on E2E Bulk');
        await expect(dialog.getByTestId('price-change-counts')).toContainText('Changed8');
        await expect(dialog.getByText('2 products', { exact: true })).toBeVisible();
        const rows = dialog.getByRole('tabpanel').getByRole('row');
        await expect(rows).toHaveCount(9);
        await expect(rows.filter({ hasText: first!.name }).filter({ hasText: '22" Body Wave, Double Drawn' }).filter({ hasText: 'from 10' })).toContainText('$58.50$64.35');
        await expect(rows.filter({ hasText: second!.name }).filter({ hasText: '14" Straight, Double Drawn' }).filter({ hasText: 'from 10' })).toContainText('$36$39.60');
        await expectNoAccessibilityViolations(page);
        await dialog.getByRole('button', { name: 'Apply changes' }).click();
        await expect(page.getByText('Prices updated: 8 changes')).toBeVisible();

        const stored = (await (await request.get(`/api/products/${second!.id}`)).json()) as Product;
        expect([stored.price_from, stored.price_to]).toEqual([39.6, 77]);

        // The product form lists the change, newest first, with its source and author.
        await page.goto(`/admin/products/${first!.id}`);
        const history = page.getByTestId('price-history');
        await expect(history.getByRole('listitem')).toHaveCount(8);
        const latest = history.getByRole('listitem').first();
        await expect(latest).toContainText('14" Straight, Double Drawn · from 1');
        await expect(latest).toContainText('$30 → $33');
        await expect(latest).toContainText('Bulk change');
        await expect(latest).toContainText(E2E_ADMIN.email);
        // The grid's first save is the older entries: each price added.
        await expect(history.getByRole('listitem').last()).toContainText('– → $58.50');
        await expect(history.getByRole('listitem').last()).toContainText('Editor');
      },
    );
  } finally {
    expect((await request.put('/api/site-config/product_categories', { headers, data: { config: { categories: categoriesBefore } } })).status()).toBe(200);
  }
});

test('@mobile the price history shows 20 changes and more on request', async ({ page, request }) => {
  await withGridProducts(request, [{ name: `History Bundle ${unique()}`, category: 'hair-bundle', prices: [[30, 28], [62, 58.5]] }], async ([product], headers) => {
    // Six saves of the grid: 4 added prices, then 4 changes each time (24 entries).
    for (let i = 1; i <= 5; i += 1) {
      const saved = await request.put(`/api/products/${product!.id}/prices`, { headers, data: grid([[30 + i, 28 + i], [62 + i, 58 + i]]) });
      expect(saved.status()).toBe(200);
    }
    await signInAsAdmin(page, request);
    await page.goto(`/admin/products/${product!.id}`);
    const section = page.getByRole('region', { name: 'Price history' });
    const items = section.getByTestId('price-history').getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(items.first()).toContainText('$34 → $35');
    await section.getByRole('button', { name: 'Show more' }).click();
    await expect(items).toHaveCount(24);
    await expect(section.getByRole('button', { name: 'Show more' })).toBeHidden();
    await expect(items.last()).toContainText('– → $58.50');
  });
});
