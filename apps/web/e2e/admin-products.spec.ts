// Product management: the grid paging, sorting and searching
// on the server; create with a primary image through the cropper
// and a gallery, edit and delete, each seen on the storefront; the inline
// validation; the delete confirmations dismissed and accepted; the category
// overlay with the unset count; and the clean-up of uploaded files.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface StoredProduct {
  id: string;
  name: string;
  category: string | null;
  image_url: string | null;
  image_alt: string | null;
  gallery_images: string[];
  gallery_alts: string[];
  price_from: number | null;
  price_to: number | null;
  featured: boolean;
  published: boolean;
  description_blocks: { type: string; html?: string }[];
}

interface Category {
  value: string;
  label: string;
  parent: string | null;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** A real PNG of one colour, drawn by the test. */
function png(width: number, height: number, background = { r: 201, g: 164, b: 92 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** The admin's list: the drafts too. */
async function listProducts(request: APIRequestContext, query: string): Promise<{ items: StoredProduct[]; total: number }> {
  const response = await request.get(`/api/products?include_drafts=true&${query}`, { headers: auth(await adminToken(request)) });
  expect(response.status()).toBe(200);
  return { items: (await response.json()) as StoredProduct[], total: Number(response.headers()['x-total-count']) };
}

async function findProduct(request: APIRequestContext, name: string): Promise<StoredProduct | undefined> {
  const { items } = await listProducts(request, `q=${encodeURIComponent(name)}&limit=10`);
  return items.find((p) => p.name === name);
}

async function createProduct(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<StoredProduct> {
  const response = await request.post('/api/products', { headers: auth(token), data: { published: true, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as StoredProduct;
}

async function storedCategories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/site-config?section=product_categories');
  return ((await response.json()) as { config: { categories: Category[] } }).config.categories;
}

/** Products without a category, counted from the whole list. */
async function unsetCount(request: APIRequestContext): Promise<number> {
  const { items } = await listProducts(request, 'limit=1000');
  return items.filter((p) => p.category === null).length;
}

/** Answers the next native confirm() with `accept`, and returns its message. */
function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = dialog.message();
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    });
  });
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Product catalogue' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string) => page.locator('#notistack-snackbar').filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });
const unsetBadge = (page: Page, n: number) => page.locator('main').getByText(`${n} products category unset`, { exact: true });
/** axe looks at the screen, not at a toast that is still fading (notistack's own colours). */
const toastsGone = (page: Page) => expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
const usd = (n: number | null) => (n === null ? '-' : `$${n.toFixed(2)}`);

async function fileStatus(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url)).status();
}

async function openGridWithSearch(page: Page, text: string) {
  await page.goto('/admin/products');
  await expect(grid(page)).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
}

// Image decoding, uploads and the admin's lazy chunks are slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('the grid pages, sorts and searches on the server and shows prices in dollars and categories by label @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  const byName = await listProducts(request, 'sort=name-asc&limit=1000');
  expect(byName.total).toBeGreaterThan(10);
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('products.list')) listCalls.push(decodeURIComponent(r.url()));
  });

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const rows = grid(page).getByRole('row');
  await expect(page.getByText(`1–10 of ${byName.total}`)).toBeVisible();
  await expect(rows).toHaveCount(11);
  for (const header of ['Image', 'Name', 'Category', 'Price From', 'Price To', 'Featured', 'State', 'Actions']) {
    await expect(grid(page).getByRole('columnheader', { name: header })).toHaveCount(1);
  }
  expect(listCalls.at(-1)).toContain('"offset":0,"limit":10');

  // The server gives page 2.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(`11–${Math.min(20, byName.total)} of ${byName.total}`)).toBeVisible();
  expect(listCalls.at(-1)).toContain('"offset":10,"limit":10');

  // Sorting by name asks the server for name order, from the first page.
  await grid(page).getByRole('columnheader', { name: 'Name' }).click();
  await expect(page.getByText(`1–10 of ${byName.total}`)).toBeVisible();
  expect(listCalls.at(-1)).toContain('"sort":"name-asc"');
  const first = byName.items[0]!;
  const categories = await storedCategories(request);
  const firstRow = rows.nth(1);
  await expect(firstRow.getByRole('gridcell').nth(1)).toHaveText(first.name);
  await expect(firstRow.getByRole('gridcell').nth(2)).toHaveText(categories.find((c) => c.value === first.category)?.label ?? first.category ?? '-');
  await expect(firstRow.getByRole('gridcell').nth(3)).toHaveText(usd(first.price_from));
  await expect(firstRow.getByRole('gridcell').nth(4)).toHaveText(usd(first.price_to));
  await expect(firstRow.getByRole('gridcell').nth(5)).toHaveText(first.featured ? 'Featured' : 'Regular');
  await expect(firstRow.getByRole('gridcell').nth(6)).toHaveText(first.published ? 'Published' : 'Draft');
  await expect(firstRow.getByRole('link', { name: `Edit ${first.name}` })).toHaveAttribute('href', `/admin/products/${first.id}`);

  // The category filter runs on the server: the category with its sub-categories.
  const deepWave = await listProducts(request, 'category=deep-wave&sort=name-asc&limit=100');
  expect(deepWave.total).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.locator('.MuiDataGrid-panel');
  await expect(filters.getByRole('combobox', { name: 'Column' })).toHaveText('Category');
  await filters.getByRole('combobox', { name: 'Value' }).click();
  await page.getByRole('option', { name: 'Hair Weave › Deep Wave' }).click();
  await expect(page.getByText(`1–${Math.min(10, deepWave.total)} of ${deepWave.total}`)).toBeVisible();
  expect(listCalls.at(-1)).toContain('"category":"deep-wave"');
  await expect(rows.nth(1).getByRole('gridcell').nth(1)).toHaveText(deepWave.items[0]!.name);
  await filters.getByRole('button', { name: 'Delete' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText(`1–10 of ${byName.total}`)).toBeVisible();

  // The search runs on the server too.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Bone Straight');
  const matching = await listProducts(request, 'q=Bone%20Straight&sort=name-asc&limit=100');
  expect(matching.total).toBeGreaterThan(0);
  await expect(page.getByText(`1–${Math.min(10, matching.total)} of ${matching.total}`)).toBeVisible();
  expect(listCalls.at(-1)).toContain('"q":"Bone Straight"');
  await expect(rows).toHaveCount(Math.min(10, matching.total) + 1);
  await expect(rows.nth(1).getByRole('gridcell').nth(1)).toHaveText(matching.items[0]!.name);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the form shows its validation inline and sends nothing until it is valid', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('products.create')) writes.push(r.url());
  });
  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
  // New products start in Hair Weave.
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Hair Weave');

  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill('Validation check');
  await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
  await page.getByLabel('Price From').fill('-1');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Price From must be a number from 0 to 1,000,000', { exact: true })).toBeVisible();

  await page.getByLabel('Price From').fill('50');
  await page.getByLabel('Price To').fill('20');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Price To must be greater than or equal to Price From', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  expect(writes).toEqual([]);
});

test('create with a cropped primary image and a gallery, edit, and delete a product, seen on the storefront', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  const name = `E2E Raw Wavy Bundle ${unique()}`;

  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Hair Weave › Deep Wave' }).click();
  await page.getByRole('switch', { name: 'Featured' }).check();
  await page.getByLabel('Price From').fill('45');
  await page.getByLabel('Price To').fill('120');
  await page.getByRole('textbox', { name: 'Description' }).fill('Raw Vietnamese hair, steamed wave pattern.');

  // The primary image goes through the cropper: square WebP at 800 x 800.
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const cropper = page.getByRole('dialog', { name: 'Primary Image' });
  await cropper.getByLabel('Choose image').setInputFiles({ name: 'bundle.png', mimeType: 'image/png', buffer: await png(1200, 900) });
  await cropper.getByRole('button', { name: 'Crop Image' }).click();
  await cropper.getByRole('button', { name: 'Save Image' }).click();
  await expect(cropper).toBeHidden();
  await expect(toast(page, 'Image uploaded')).toBeVisible();
  const preview = page.getByRole('img', { name: 'Primary image preview' });
  await expect(preview).toHaveAttribute('src', /\/uploads\/products\/product-deep-wave-\d+\.webp$/);

  // The gallery takes several files at once; a file that is not an image is refused.
  const gallery = page.getByLabel('Add Images');
  await gallery.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(toast(page, 'notes.txt: Please select a valid image file')).toBeVisible();
  await gallery.setInputFiles([
    { name: 'side.png', mimeType: 'image/png', buffer: await png(400, 400, { r: 90, g: 60, b: 40 }) },
    { name: 'back.png', mimeType: 'image/png', buffer: await png(400, 400, { r: 30, g: 20, b: 10 }) },
  ]);
  await expect(toast(page, 'Gallery uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);
  // A picture uploaded in this visit and removed again is deleted from storage at once.
  const dropped = new URL((await page.getByRole('img', { name: 'Gallery image 1' }).getAttribute('src'))!).pathname;
  await page.getByRole('button', { name: 'Remove gallery image 1' }).click();
  await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(1);
  await expect.poll(() => fileStatus(request, dropped)).toBe(404);
  await toastsGone(page);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  // The admin stays on the product, now its edit page: a draft until 'Publish'.
  const saved = await findProduct(request, name);
  expect(saved).toMatchObject({ category: 'deep-wave', featured: true, price_from: 45, price_to: 120, published: false });
  await expect(page).toHaveURL(new RegExp(`/admin/products/${saved!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect((await request.get(`/api/products/${saved!.id}`)).status()).toBe(404);
  expect((await request.get(`/product/${saved!.id}`)).status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/product/${saved!.id}`);
  // The admin's preview: the page reads the draft with the admin's token.
  await page.goto(`/product/${saved!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The list starts with the newest product: the one just created is on its first page, marked Draft.
  await page.goto('/admin/products');
  const createdRow = grid(page).getByRole('row').filter({ has: page.getByRole('link', { name: `Edit ${name}` }) });
  await expect(createdRow.getByRole('gridcell').nth(6)).toHaveText('Draft');
  await createdRow.getByRole('link', { name: `Edit ${name}` }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Product published')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on site' })).toBeVisible();
  expect((await request.get(`/api/products/${saved!.id}`)).status()).toBe(200);
  expect(saved!.image_url).toMatch(/^\/uploads\/products\/product-deep-wave-\d+\.webp$/);
  expect(saved!.gallery_images).toHaveLength(1);
  expect(saved!.description_blocks[0]?.html).toContain('Raw Vietnamese hair, steamed wave pattern.');
  const stored = await request.get(saved!.image_url!);
  expect(stored.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await stored.body()).metadata()).toMatchObject({ width: 800, height: 800 });

  await page.goto(`/product/${saved!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('detail-price')).toHaveText('$45 – $120');

  // Edit: from the grid's Edit link.
  await openGridWithSearch(page, name);
  await grid(page).getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  const renamed = `${name} Premium`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByLabel('Price To').fill('150');
  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${saved!.id}$`));
  expect(await findProduct(request, renamed)).toMatchObject({ id: saved!.id, price_to: 150, image_url: saved!.image_url, published: true });
  await page.goto(`/product/${saved!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await expect(page.getByTestId('detail-price')).toHaveText('$45 – $150');

  // Delete: dismissed keeps it, accepted removes it.
  await openGridWithSearch(page, renamed);
  const remove = grid(page).getByRole('button', { name: `Delete ${renamed}` });
  const dismissed = answerConfirm(page, false);
  await remove.click();
  expect(await dismissed).toBe('Are you sure you want to delete this product?');
  expect((await request.get(`/api/products/${saved!.id}`)).status()).toBe(200);
  const accepted = answerConfirm(page, true);
  await remove.click();
  expect(await accepted).toBe('Are you sure you want to delete this product?');
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(grid(page).getByText(renamed)).toHaveCount(0);
  expect((await request.get(`/api/products/${saved!.id}`)).status()).toBe(404);
  await page.goto(`/product/${saved!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the gallery is reordered by dragging and by keyboard, gets alt texts and a picture cropped again; the product page shows that order and those alts', async ({ page, request }) => {
  // Two crops, four uploads and two pages: the longest walk of this file.
  test.setTimeout(240_000);
  const problems = watchPageProblems(page);
  const token = await signInAsAdmin(page, request);
  const name = `E2E Gallery Order ${unique()}`;
  const pathOf = (url: string) => new URL(url, 'http://x').pathname;
  const galleryPaths = async () => Promise.all((await page.getByRole('img', { name: /^Gallery image \d$/ }).all()).map(async (img) => pathOf((await img.getAttribute('src'))!)));
  const moved = page.getByRole('status').filter({ hasText: /^Gallery image moved/ });

  await page.goto('/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const primaryCropper = page.getByRole('dialog', { name: 'Primary Image' });
  await primaryCropper.getByLabel('Choose image').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await png(900, 900) });
  await primaryCropper.getByRole('button', { name: 'Crop Image' }).click();
  await primaryCropper.getByRole('button', { name: 'Save Image' }).click();
  await expect(toast(page, 'Image uploaded')).toBeVisible();
  await page.getByRole('textbox', { name: 'Alt text of the primary image' }).fill('Bundle seen from the front');

  await page.getByLabel('Add Images').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: await png(400, 300, { r: 200, g: 30, b: 30 }) },
    { name: 'green.png', mimeType: 'image/png', buffer: await png(300, 300, { r: 30, g: 160, b: 60 }) },
    { name: 'blue.png', mimeType: 'image/png', buffer: await png(300, 400, { r: 30, g: 60, b: 200 }) },
  ]);
  await expect(toast(page, 'Gallery uploaded')).toBeVisible();
  await expect(page.getByTestId('gallery-item')).toHaveCount(3);
  const [red, green, blue] = await galleryPaths();

  // Dragging the third picture onto the first puts it first.
  await page.getByTestId('gallery-drag-handle').nth(2).dragTo(page.getByTestId('gallery-item').nth(0));
  expect(await galleryPaths()).toEqual([blue, red, green]);
  await expect(moved).toHaveText('Gallery image moved to position 1 of 3');

  // By keyboard: the Move buttons, the focus following the moved picture.
  await page.getByRole('button', { name: 'Move gallery image 2 down' }).focus();
  await page.keyboard.press('Enter');
  expect(await galleryPaths()).toEqual([blue, green, red]);
  await expect(moved).toHaveText('Gallery image moved to position 3 of 3');
  // At the end of the list Move down is off, so the focus is on Move up.
  await expect(page.getByRole('button', { name: 'Move gallery image 3 down' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move gallery image 3 up' })).toBeFocused();
  await page.keyboard.press('Space');
  expect(await galleryPaths()).toEqual([blue, red, green]);
  await expect(moved).toHaveText('Gallery image moved to position 2 of 3');
  await expect(page.getByRole('button', { name: 'Move gallery image 2 up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move gallery image 2 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await galleryPaths()).toEqual([blue, green, red]);

  await page.getByRole('textbox', { name: 'Alt text of gallery image 1' }).fill('Blue bundle, tall');
  await page.getByRole('textbox', { name: 'Alt text of gallery image 2' }).fill('Green bundle, square');
  await page.getByRole('textbox', { name: 'Alt text of gallery image 3' }).fill('Red bundle, wide');

  // Cropping a picture again stores the new crop in its place, with its alt text; the replaced upload of this visit is deleted.
  await page.getByRole('button', { name: 'Crop gallery image 3' }).click();
  const cropper = page.getByRole('dialog', { name: 'Crop gallery image 3' });
  await expect(cropper.getByRole('img', { name: 'Image to crop' })).toBeVisible();
  await cropper.getByRole('button', { name: 'Crop Image' }).click();
  await cropper.getByRole('button', { name: 'Save Image' }).click();
  await expect(cropper).toBeHidden();
  const [, , recropped] = await galleryPaths();
  expect(recropped).not.toBe(red);
  expect(recropped).toMatch(/^\/uploads\/products\/product-hair-weave-\d+\.webp$/);
  expect((await galleryPaths()).slice(0, 2)).toEqual([blue, green]);
  await expect(page.getByRole('textbox', { name: 'Alt text of gallery image 3' })).toHaveValue('Red bundle, wide');
  await expect.poll(() => fileStatus(request, red!)).toBe(404);
  // A toast under the pointer stays; the pointer moves away so that it can go.
  await page.mouse.move(0, 0);
  await toastsGone(page);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  const saved = await findProduct(request, name);
  expect(saved).toBeDefined();
  try {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, 'Product published')).toBeVisible();
    const stored = (await (await request.get(`/api/products/${saved!.id}`)).json()) as StoredProduct;
    expect(stored.gallery_images).toEqual([blue, green, recropped]);
    expect(stored.gallery_alts).toEqual(['Blue bundle, tall', 'Green bundle, square', 'Red bundle, wide']);
    expect(stored.image_alt).toBe('Bundle seen from the front');
    const crop = await sharp(await (await request.get(recropped!)).body()).metadata();
    expect(crop).toMatchObject({ format: 'webp', width: 800, height: 800 });

    // The product page: the primary image, then the gallery in that order, each with its alt text.
    await page.goto(`/product/${saved!.id}`);
    const main = page.getByTestId('product-main-image');
    const thumbs = page.getByRole('button', { name: /^Show image \d+ of 4$/ });
    await expect(thumbs).toHaveCount(4);
    const expected = [
      [stored.image_url!, 'Bundle seen from the front'],
      [blue, 'Blue bundle, tall'],
      [green, 'Green bundle, square'],
      [recropped, 'Red bundle, wide'],
    ] as const;
    for (const [index, [src, alt]] of expected.entries()) {
      await thumbs.nth(index).click();
      await expect(main).toHaveAttribute('alt', alt);
      expect(pathOf((await main.getAttribute('src'))!)).toBe(src);
    }
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  } finally {
    await request.delete(`/api/products/${saved!.id}`, { headers: auth(token) });
  }
});

test('images uploaded in a visit that is cancelled are deleted again; a stored file still used elsewhere asks to force the delete', async ({ page, request }) => {
  const token = await signInAsAdmin(page, request);
  const name = `E2E Image Clean-up ${unique()}`;

  // Cancel: the gallery uploads of the visit are deleted.
  await page.goto('/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Add Images').setInputFiles({ name: 'left.png', mimeType: 'image/png', buffer: await png(300, 300) });
  await expect(toast(page, 'Gallery uploaded')).toBeVisible();
  const uploaded = new URL((await page.getByRole('img', { name: 'Gallery image 1' }).getAttribute('src'))!).pathname;
  expect(await fileStatus(request, uploaded)).toBe(200);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect.poll(() => fileStatus(request, uploaded)).toBe(404);
  expect(await findProduct(request, name)).toBeUndefined();

  // Two products share one stored picture; removing it from one asks whether to delete the file.
  const upload = await request.post('/api/uploads', {
    headers: auth(token),
    data: { fileName: `products/product-hair-weave-${unique()}.webp`, dataUrl: `data:image/png;base64,${(await png(200, 200)).toString('base64')}` },
  });
  expect(upload.status()).toBe(201);
  const { url: shared } = (await upload.json()) as { url: string };
  const product = await createProduct(request, token, { name, category: 'hair-weave', image_url: shared });
  const other = await createProduct(request, token, { name: `${name} twin`, category: 'hair-weave', image_url: shared });

  try {
    // Declining the storage delete keeps the file.
    await page.goto(`/admin/products/${product.id}`);
    await expect(page.getByRole('img', { name: 'Primary image preview' })).toBeVisible();
    const keep = answerConfirm(page, false);
    await page.getByRole('button', { name: 'Remove' }).click();
    expect(await keep).toBe('Delete this file from storage?');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(toast(page, 'Product saved')).toBeVisible();
    expect((await findProduct(request, name))?.image_url).toBeNull();
    expect(await fileStatus(request, shared)).toBe(200);

    // Agreeing: after the save the server refuses (the twin still uses it) and 'Force delete' is offered with the count.
    await request.put(`/api/products/${product.id}`, { headers: auth(token), data: { image_url: shared } });
    await page.goto(`/admin/products/${product.id}`);
    await expect(page.getByRole('img', { name: 'Primary image preview' })).toBeVisible();
    const agree = answerConfirm(page, true);
    await page.getByRole('button', { name: 'Remove' }).click();
    expect(await agree).toBe('Delete this file from storage?');
    const declineForce = answerConfirm(page, false);
    await page.getByRole('button', { name: 'Save Product' }).click();
    expect(await declineForce).toBe('This file is still used by 1 products. Force delete?');
    await expect(toast(page, 'Product saved')).toBeVisible();
    expect(await fileStatus(request, shared)).toBe(200);

    await request.put(`/api/products/${product.id}`, { headers: auth(token), data: { image_url: shared } });
    await page.goto(`/admin/products/${product.id}`);
    await expect(page.getByRole('img', { name: 'Primary image preview' })).toBeVisible();
    const agreeAgain = answerConfirm(page, true);
    await page.getByRole('button', { name: 'Remove' }).click();
    await agreeAgain;
    const force = answerConfirm(page, true);
    await page.getByRole('button', { name: 'Save Product' }).click();
    expect(await force).toBe('This file is still used by 1 products. Force delete?');
    await expect(toast(page, 'Product saved')).toBeVisible();
    await expect.poll(() => fileStatus(request, shared)).toBe(404);
  } finally {
    for (const id of [product.id, other.id]) await request.delete(`/api/products/${id}`, { headers: auth(token) });
  }
});

test("Manage Categories adds, edits and deletes a category; the delete unsets its products and says how many", async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const token = await signInAsAdmin(page, request);
  const id = unique();
  const label = `E2E Lace Wig ${id}`;
  const value = `e2e-lace-wig-${id}`;

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Manage Categories' }).click();
  const overlay = page.getByRole('dialog', { name: 'Manage Categories' });
  await expect(overlay.getByRole('cell', { name: 'hair-weave', exact: true })).toBeVisible();

  await overlay.getByRole('button', { name: 'Save' }).click();
  await expect(overlay.getByRole('alert')).toHaveText('Label required');

  // New: the value comes from the label by the slug rule; the parent from the selector.
  await overlay.getByLabel('Label').fill(label);
  await expect(overlay.getByText(`Value: ${value}`)).toBeVisible();
  await overlay.getByRole('combobox', { name: 'Parent' }).click();
  await expect(page.getByRole('option', { name: 'No parent' })).toBeVisible();
  await page.getByRole('option', { name: 'Hair Weave', exact: true }).click();
  await overlay.getByRole('button', { name: 'Save' }).click();
  const row = overlay.getByRole('row').filter({ has: page.getByRole('cell', { name: value, exact: true }) });
  await expect(row.getByRole('cell')).toHaveText([value, label, 'Hair Weave', /Edit/]);
  expect((await storedCategories(request)).find((c) => c.value === value)).toEqual({ value, label, parent: 'hair-weave' });
  await expectNoAccessibilityViolations(page);

  // Edit keeps the value and moves the category to the top level.
  await row.getByRole('button', { name: `Edit ${label}` }).click();
  await overlay.getByLabel('Label').fill(`${label} HD`);
  await overlay.getByRole('combobox', { name: 'Parent' }).click();
  await page.getByRole('option', { name: 'No parent' }).click();
  await overlay.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('cell')).toHaveText([value, `${label} HD`, '—', /Edit/]);
  expect((await storedCategories(request)).find((c) => c.value === value)).toEqual({ value, label: `${label} HD`, parent: null });

  // Two products use it; deleting warns with that number.
  const products = [
    await createProduct(request, token, { name: `E2E Wig A ${id}`, category: value }),
    await createProduct(request, token, { name: `E2E Wig B ${id}`, category: value }),
  ];
  try {
    const before = await unsetCount(request);
    await expect(unsetBadge(page, before)).toBeVisible();

    const dismissed = answerConfirm(page, false);
    await row.getByRole('button', { name: `Delete ${label} HD` }).click();
    expect(await dismissed).toBe('Delete this category? 2 products will have their category unset.');
    await expect(row).toBeVisible();
    expect((await storedCategories(request)).some((c) => c.value === value)).toBe(true);

    const accepted = answerConfirm(page, true);
    await row.getByRole('button', { name: `Delete ${label} HD` }).click();
    await accepted;
    await expect(toast(page, '2 products category unset')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await storedCategories(request)).some((c) => c.value === value)).toBe(false);
    for (const product of products) {
      expect(((await (await request.get(`/api/products/${product.id}`)).json()) as StoredProduct).category).toBeNull();
    }
    await overlay.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(unsetBadge(page, before + 2)).toBeVisible();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  } finally {
    for (const product of products) await request.delete(`/api/products/${product.id}`, { headers: auth(token) });
  }
});

test('a filled product form asks before it is left through the sidebar; Cancel drops the edits without asking', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/products/new');
  await page.getByLabel('Name').fill(`E2E Unsaved ${unique()}`);

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave anyway?']);
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue(/^E2E Unsaved /);

  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect(asked).toHaveLength(1);
  page.removeAllListeners('dialog');
});
