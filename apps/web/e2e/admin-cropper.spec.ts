// The image cropper dialog, opened from the site
// configuration: a file that is not an image, the size limit of a use, and a
// crop scaled to the recommended size, all under the page's CSP.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';
import { keepSiteConfig } from './storefront-helpers';

/** A real PNG of one colour. */
function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 201, g: 164, b: 92 } } }).png().toBuffer();
}

/** A PNG of noise: it cannot be compressed, so it is large. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 90 } } }).png().toBuffer();
}

async function openPartnerCropper(page: Page) {
  await page.goto('/admin/site-config?tab=partners');
  await page.getByRole('button', { name: 'Add partner' }).click();
  const partner = page.getByRole('group', { name: /^Partner \d+$/ }).last();
  await partner.getByRole('button', { name: 'Upload & crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partner logo' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Decoding and drawing real images is slow on a busy machine.
// Pages wait for the session, then the admin data: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
// Every partner row added here is saved at once (autosave): the seeded partners come back after.
keepSiteConfig('partners');

test.beforeEach(async ({ page, request }) => {
  await signInAsAdmin(page, request);
});

test("a file that is not an image is refused with 'Please select a valid image file' @mobile", async ({ page }) => {
  const problems = watchPageProblems(page);
  const dialog = await openPartnerCropper(page);
  await expect(dialog.getByText('Recommended 400 × 225 px · up to 2 MB')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Choose image' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Image' })).toBeDisabled();

  await dialog.getByLabel('Choose image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText('Please select a valid image file');
  // A file that claims to be an image but is not one is refused the same way.
  await dialog.getByLabel('Choose image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(dialog.getByRole('alert')).toHaveText('Please select a valid image file');
  await expect(dialog.getByRole('button', { name: 'Save Image' })).toBeDisabled();

  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('an image over the limit of its use is stopped before the upload, with its size and the limit', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('uploads.upload')) uploads.push(r.url());
  });
  const dialog = await openPartnerCropper(page);
  const big = await noisyPng(1200, 1000);
  expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
  await dialog.getByLabel('Choose image').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.locator('.reactEasyCrop_Container')).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Keep original (no crop)' }).check();
  await dialog.getByRole('button', { name: 'Save Image' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^The image is \d+(\.\d+)? MB; the limit for partner images is 2 MB$/);
  await expect(dialog).toBeVisible();
  expect(uploads).toEqual([]);
});

test('Crop Image scales the frame to the recommended size as WebP, with a preview @mobile', async ({ page }) => {
  const problems = watchPageProblems(page);
  const dialog = await openPartnerCropper(page);
  await dialog.getByLabel('Choose image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await plainPng(1600, 1000) });

  // The frame starts at 90% of the image: 1440 of 1600 pixels wide.
  const frame = dialog.getByTestId('cropper');
  await expect(frame).toBeVisible();
  await expect(dialog.getByText('Output 400 × 225 px WebP')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Crop preview' })).toBeVisible();
  const media = dialog.locator('.reactEasyCrop_Image');
  const [frameBox, mediaBox] = [await frame.boundingBox(), await media.boundingBox()];
  expect(frameBox && mediaBox).toBeTruthy();
  expect((frameBox?.width ?? 0) / (mediaBox?.width ?? 1)).toBeCloseTo(0.9, 1);
  expect((frameBox?.width ?? 0) / (frameBox?.height ?? 1)).toBeCloseTo(400 / 225, 1);

  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  await expect(page.getByText('Image cropped successfully!')).toBeVisible();
  const cropped = dialog.getByRole('img', { name: 'Cropped image' });
  await expect(cropped).toHaveAttribute('src', /^data:image\/webp;base64,/);
  expect(await cropped.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([400, 225]);
  await expect(dialog.getByText(/^Cropped · 400 × 225 px WebP · /)).toBeVisible();
  // axe looks at the dialog, not at the toast that is still fading.
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAccessibilityViolations(page);

  // Change Image starts again with another file.
  await expect(dialog.getByRole('button', { name: 'Change Image' })).toBeVisible();
  await dialog.getByLabel('Choose image').setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: await plainPng(900, 900) });
  await expect(dialog.getByRole('img', { name: 'Crop preview' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Cropped image' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Save Image' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partner image updated successfully!')).toBeVisible();
  const logo = page.getByRole('group', { name: /^Partner \d+$/ }).last().getByRole('textbox', { name: 'Logo URL' });
  await expect(logo).toHaveValue(/^\/uploads\/partners\/.+\.webp$/);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
