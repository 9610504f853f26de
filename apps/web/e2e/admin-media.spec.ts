// The media library tab: upload, the grid with file names,
// Copy link, delete with 'Delete this media?' (accepted and dismissed), and the
// refusal of a file that a product still uses (409 with the count).
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

// Pages wait for the session, then the admin data: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface MediaRow {
  id: string;
  url: string;
  fileName: string;
}

function png(width: number, height: number, red: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 164, b: 92 } } }).png().toBuffer();
}

/** Uploads through the page and returns the new grid card. */
async function uploadThroughPage(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Upload media').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: await png(640, 480, Date.now() % 255) });
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: new RegExp(`${name}.*\\.webp$`) }) });
  await expect(card).toHaveCount(1);
  return card;
}

test.beforeEach(async ({ page, request }) => {
  await signInAsAdmin(page, request);
});

test('upload, copy the link and delete (dismissed, then accepted) @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const name = `lookbook-${Date.now()}`;
  await page.goto('/admin/site-config?tab=media');
  await expect(page.getByRole('heading', { level: 2, name: 'Media Library' })).toBeVisible();
  const card = await uploadThroughPage(page, name);
  const fileName = (await card.getByRole('img').getAttribute('alt')) ?? '';
  await expect(card.getByText(fileName, { exact: true })).toBeVisible();
  await expect(card.getByText('640 × 480', { exact: false })).toBeVisible();

  const listed = (await (await request.get('/api/site-media')).json()) as MediaRow[];
  const row = listed.find((m) => m.fileName === fileName);
  expect(row?.url).toMatch(/^\/uploads\/site-media\/.+\.webp$/);
  expect((await request.get(row?.url ?? '')).status()).toBe(200);

  await card.getByRole('button', { name: `Copy link to ${fileName}` }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(row?.url ?? '', page.url()).href);

  // A clipboard that refuses: 'Copy failed'.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('Blocked'));
  });
  await card.getByRole('button', { name: `Copy link to ${fileName}` }).click();
  await expect(page.getByText('Copy failed')).toBeVisible();

  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await card.getByRole('button', { name: `Delete ${fileName}` }).click();
  await expect.poll(() => messages).toEqual(['Delete this media?']);
  await expect(card).toHaveCount(1);
  expect((await request.get(row?.url ?? '')).status()).toBe(200);

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: `Delete ${fileName}` }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(row?.url ?? '')).status()).toBe(404);

  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a file that a product uses is refused with the count, and stays', async ({ page, request }) => {
  const name = `swatch-${Date.now()}`;
  await page.goto('/admin/site-config?tab=media');
  const card = await uploadThroughPage(page, name);
  const fileName = (await card.getByRole('img').getAttribute('alt')) ?? '';
  const url = ((await (await request.get('/api/site-media')).json()) as MediaRow[]).find((m) => m.fileName === fileName)?.url ?? '';

  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { published: true, name: `Swatch Bundle ${Date.now()}`, category: 'hair-weave', image_url: url, price_from: 30, price_to: 60 },
  });
  expect(created.status()).toBe(201);

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: `Delete ${fileName}` }).click();
  await expect(page.getByText('File is still used by 1 product', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(1);
  expect((await request.get(url)).status()).toBe(200);
});

test("a file that is not an image is refused with 'Please select a valid image file'", async ({ page }) => {
  await page.goto('/admin/site-config?tab=media');
  await expect(page.getByRole('heading', { level: 2, name: 'Media Library' })).toBeVisible();
  await page.getByLabel('Upload media').setInputFiles({ name: 'price-list.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();
});
