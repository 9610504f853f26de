// Testimonial management: the table, the add and edit
// dialog with its validation, a photo cropped to 300x300, the toasts, the
// delete confirmation both dismissed and accepted, and the home page showing
// what was saved.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface StoredTestimonial {
  id: string;
  quote: string;
  author: string;
  role: string | null;
  image_url: string | null;
  rating: number;
  featured: boolean;
}

async function storedTestimonials(request: APIRequestContext): Promise<StoredTestimonial[]> {
  const response = await request.get('/api/testimonials');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredTestimonial[];
}

async function findStored(request: APIRequestContext, author: string): Promise<StoredTestimonial | undefined> {
  return (await storedTestimonials(request)).find((t) => t.author === author);
}

async function openScreen(page: Page, request: APIRequestContext) {
  const [first] = await storedTestimonials(request);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  // The table has loaded once a stored testimonial shows.
  await expect(page.getByRole('grid', { name: 'Testimonials' }).getByText(first!.author, { exact: true })).toBeVisible();
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

// Image decoding and the sidebar's lazy chunks are slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('add, edit and delete a testimonial, with its labels, messages and toasts, and see it on the home page', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await openScreen(page, request);

  // Empty dialog: both required messages.
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('show prominently on the homepage')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
  await expect(dialog.getByText('Quote is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Author name is required', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const id = unique();
  const author = `Linh Nguyen ${id}`;
  const quote = `The double drawn bundles were full to the ends and our clients loved them. ${id}`;
  await dialog.getByLabel('Quote').fill(quote);
  await dialog.getByLabel('Author Name').fill(author);
  await dialog.getByRole('combobox', { name: 'Rating' }).click();
  await expect(page.getByRole('option')).toHaveText(['1 Star', '2 Stars', '3 Stars', '4 Stars', '5 Stars']);
  await page.getByRole('option', { name: '4 Stars' }).click();
  await dialog.getByRole('switch', { name: 'Featured' }).check();
  await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
  await expect(page.getByText('Testimonial created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('grid', { name: 'Testimonials' });
  const row = grid.getByRole('row').filter({ hasText: author });
  await expect(row).toContainText('Featured');
  await expect(row.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  // Empty optional values are sent as null.
  expect(await findStored(request, author)).toMatchObject({ quote, role: null, image_url: null, rating: 4, featured: true });

  // The newest featured testimonial is on the home page.
  await page.goto('/');
  await expect(page.getByText(quote)).toBeVisible();

  // Edit: the dialog starts with the stored values.
  await openScreen(page, request);
  await page.getByRole('button', { name: `Edit testimonial by ${author}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await expect(edit.getByLabel('Quote')).toHaveValue(quote);
  await expect(edit.getByLabel('Author Name')).toHaveValue(author);
  await expect(edit.getByRole('switch', { name: 'Featured' })).toBeChecked();
  await edit.getByLabel('Role/Title (Optional)').fill('Salon owner, Hanoi');
  await edit.getByRole('combobox', { name: 'Rating' }).click();
  await page.getByRole('option', { name: '5 Stars' }).click();
  await edit.getByRole('switch', { name: 'Featured' }).uncheck();
  await edit.getByRole('button', { name: 'Update Testimonial' }).click();
  await expect(page.getByText('Testimonial updated successfully', { exact: true })).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: author })).toContainText('Salon owner, Hanoi');
  await expect(grid.getByRole('row').filter({ hasText: author })).toContainText('Regular');
  expect(await findStored(request, author)).toMatchObject({ role: 'Salon owner, Hanoi', rating: 5, featured: false });

  // Delete, dismissed: nothing changes.
  const deleteButton = page.getByRole('button', { name: `Delete testimonial by ${author}` });
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await deleteButton.click();
  await expect.poll(() => asked).toBe('Are you sure you want to delete this testimonial?');
  await expect(deleteButton).toBeVisible();
  expect(await findStored(request, author)).toBeDefined();

  // Delete, accepted.
  page.once('dialog', (d) => void d.accept());
  await deleteButton.click();
  await expect(page.getByText('Testimonial deleted successfully', { exact: true })).toBeVisible();
  await expect(grid.getByText(author)).toHaveCount(0);
  expect(await findStored(request, author)).toBeUndefined();

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('an uploaded photo is cropped square, stored at 300x300 and shown in the table @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await openScreen(page, request);
  await expectNoAccessibilityViolations(page);

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });
  const author = `Photo Buyer ${unique()}`;
  await dialog.getByLabel('Quote').fill('Lovely texture and no shedding.');
  await dialog.getByLabel('Author Name').fill(author);
  await dialog.getByRole('button', { name: 'Upload Photo' }).click();

  const cropper = page.getByRole('dialog', { name: 'Testimonial photo' });
  await expect(cropper.getByText('Recommended 300 × 300 px · up to 0.5 MB')).toBeVisible();
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 138, g: 106, b: 47 } } }).png().toBuffer();
  await cropper.getByLabel('Choose image').setInputFiles({ name: 'buyer.png', mimeType: 'image/png', buffer: png });
  await cropper.getByRole('button', { name: 'Save Image' }).click();
  await expect(cropper).toBeHidden();
  // Not stored yet: the photo is uploaded with the testimonial.
  await expect(dialog.getByLabel('Image URL (Optional)')).toHaveValue('Cropped photo, stored when you save');
  await expect(dialog.locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);

  await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
  await expect(page.getByText('Testimonial created successfully', { exact: true })).toBeVisible();

  const stored = await findStored(request, author);
  expect(stored?.image_url).toMatch(/^\/uploads\/testimonials\/testimonial-\d+.*\.webp$/);
  const file = await request.get(stored!.image_url!);
  expect(file.status()).toBe(200);
  expect(await sharp(await file.body()).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
  const avatar = page.getByRole('grid', { name: 'Testimonials' }).getByRole('row').filter({ hasText: author }).locator('img');
  await expect(avatar).toHaveAttribute('src', new RegExp(`${stored!.image_url!.replace(/[.]/g, '\\.')}$`));

  // Clean up for the other tests' home-page checks.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: `Delete testimonial by ${author}` }).click();
  await expect(page.getByText('Testimonial deleted successfully', { exact: true })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the dialog asks before Escape drops typed edits; Cancel drops them at once', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await openScreen(page, request);
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Testimonial' });

  // Nothing typed yet: Escape closes without a question.
  const questions: string[] = [];
  page.on('dialog', (d) => {
    questions.push(d.message());
    void d.dismiss();
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(questions).toEqual([]);

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await dialog.getByLabel('Author Name').fill('Half-written');
  await page.keyboard.press('Escape');
  await expect.poll(() => questions).toEqual(['You have unsaved changes. Leave anyway?']);
  await expect(dialog.getByLabel('Author Name')).toHaveValue('Half-written');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(questions).toHaveLength(1);
  expect(problems.pageErrors).toEqual([]);
});
