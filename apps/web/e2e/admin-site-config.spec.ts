// The site configuration screen: every tab saved, still there
// after a reload, and shown by the storefront; the hero image uploaded through
// the cropper; the product-detail editors (bold, alignment, image size, clean-up
// of removed images); the tab kept in the URL; CSP and axe clean.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';
import { keepSiteConfig, readSectionConfig } from './storefront-helpers';

// Real images are decoded, cropped and re-encoded: slow on a busy machine.
// Pages wait for the session, then the admin data: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const TABS = ['Hero Section', 'Partners', 'Statistics', 'Product Showcase', 'Media Library', 'Product Detail'];

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 26, g: 20, b: 16 } } }).png().toBuffer();
}

// The storefront's specs run later on this server and read the seeded sections.
keepSiteConfig('hero', 'partners', 'stats', 'product_showcase', 'product_detail');

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** Toasts fade out after a few seconds; axe should judge the page, not a fading toast. */
async function expectNoToasts(page: Page) {
  await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 15_000 });
}

test.beforeEach(async ({ page, request }) => {
  await signInAsAdmin(page, request);
});

test('six tabs, the open one kept in the URL, each clean under the CSP and axe @mobile', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/admin/site-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Configuration' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(TABS);
  await expect(page.getByRole('tab', { name: 'Hero Section' })).toHaveAttribute('aria-selected', 'true');
  await expect(region(page, 'Hero Section')).toBeVisible();

  const headings: Record<string, string> = {
    Partners: 'Partners',
    Statistics: 'Statistics',
    'Product Showcase': 'Product Showcase',
    'Media Library': 'Media Library',
    'Product Detail': 'Product card defaults',
  };
  for (const tab of TABS.slice(1)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: headings[tab] })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  }
  await expect(page).toHaveURL(/\/admin\/site-config\?tab=product-detail$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Product Detail' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'How to buy', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Hero Section' }).click();
  await expect(page).toHaveURL(/\/admin\/site-config$/);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('hero: texts and a cropped image upload are saved, kept after a reload and shown on the home page', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const title = unique('Hair from our own factory');
  await page.goto('/admin/site-config');
  const hero = region(page, 'Hero Section');
  await hero.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await hero.getByRole('textbox', { name: 'Subtitle' }).fill('Raw Vietnamese hair, cut and packed to order.');
  await hero.getByRole('textbox', { name: 'CTA Text' }).fill('See the catalogue');
  await hero.getByRole('textbox', { name: 'CTA Link' }).fill('/products');

  // Cancel goes back to the saved texts.
  const saved = (await readSectionConfig(request, 'hero')).title ?? '';
  await hero.getByRole('button', { name: 'Cancel' }).click();
  await expect(hero.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(String(saved));
  await hero.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await hero.getByRole('textbox', { name: 'Subtitle' }).fill('Raw Vietnamese hair, cut and packed to order.');
  await hero.getByRole('textbox', { name: 'CTA Text' }).fill('See the catalogue');
  await hero.getByRole('textbox', { name: 'CTA Link' }).fill('/products');

  await hero.getByRole('button', { name: 'Add image' }).click();
  const slide = hero.getByRole('group', { name: /^Hero image \d+$/ }).last();
  await slide.getByRole('button', { name: 'Upload & crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hero image' });
  await expect(dialog.getByText('Recommended 2560 × 823 px · up to 5 MB')).toBeVisible();
  await dialog.getByLabel('Choose image').setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: await png(2000, 1000) });
  await expect(dialog.getByText('Output 2560 × 823 px WebP')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Image' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cropped image ready — click Save to persist')).toBeVisible();
  await expect(slide.getByText('Cropped image — uploaded when you click Save')).toBeVisible();
  await slide.getByRole('textbox', { name: 'Alt text' }).fill('Our workshop in Hanoi');

  await hero.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Hero configuration saved')).toBeVisible();
  const url = slide.getByRole('textbox', { name: 'Image URL' });
  await expect(url).toHaveValue(/^\/uploads\/site-config\/\d+-\d+\.webp$/);
  const stored = await url.inputValue();

  const config = await readSectionConfig(request, 'hero');
  expect(config).toMatchObject({ title, subtitle: 'Raw Vietnamese hair, cut and packed to order.', cta_text: 'See the catalogue', cta_link: '/products' });
  expect(config.images).toContainEqual({ url: stored, alt: 'Our workshop in Hanoi' });
  const file = await request.get(stored);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await file.body()).metadata()).width).toBe(2560);

  await page.reload();
  await expect(hero.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(hero.getByRole('textbox', { name: 'Image URL' }).last()).toHaveValue(stored);
  await expect(hero.getByRole('img', { name: 'Our workshop in Hanoi' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the catalogue' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('img', { name: 'Our workshop in Hanoi' })).toHaveAttribute('src', new RegExp(`${stored.replace(/[.]/g, '\\.')}$`));
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('hero: a replaced image starts with an empty alt text, which asks for a new description', async ({ page }) => {
  await page.goto('/admin/site-config');
  const hero = region(page, 'Hero Section');
  await hero.getByRole('button', { name: 'Add image' }).click();
  const slide = hero.getByRole('group', { name: /^Hero image \d+$/ }).last();
  const alt = slide.getByRole('textbox', { name: 'Alt text' });
  await slide.getByRole('textbox', { name: 'Image URL' }).fill('/hero/hero-1.webp');
  await alt.fill('Bundles drying in the sun');
  await expect(slide.getByText('Describe this picture for visitors who cannot see it')).toHaveCount(0);

  await slide.getByRole('button', { name: 'Upload & crop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hero image' });
  await dialog.getByLabel('Choose image').setInputFiles({ name: 'packing.png', mimeType: 'image/png', buffer: await png(2000, 1000) });
  await dialog.getByRole('button', { name: 'Save Image' }).click();
  await expect(dialog).toBeHidden();
  await expect(alt).toHaveValue('');
  await expect(slide.getByText('Describe this picture for visitors who cannot see it')).toBeVisible();
  // Nothing was saved: leave the section as it was.
  await hero.getByRole('button', { name: 'Cancel' }).click();
});

test('unsaved edits: switching tabs or leaving through the sidebar asks first, and staying keeps them', async ({ page }) => {
  await page.goto('/admin/site-config');
  const hero = region(page, 'Hero Section');
  const title = hero.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeEditable();
  await title.fill('A title not saved yet');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave anyway?']);
  await expect(page.getByRole('tab', { name: 'Hero Section' })).toHaveAttribute('aria-selected', 'true');
  await expect(title).toHaveValue('A title not saved yet');

  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Products', exact: true }).click();
  await expect.poll(() => asked).toHaveLength(2);
  await expect(page).toHaveURL(/\/admin\/site-config$/);
  await expect(title).toHaveValue('A title not saved yet');

  // Leave anyway: the edit is dropped, nothing was saved.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Hero Section' }).click();
  await expect(title).not.toHaveValue('A title not saved yet');

  // Nothing edited: no question.
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  expect(asked).toHaveLength(2);
  page.removeAllListeners('dialog');
});

test('partners: each edit is saved at once, kept after a reload, shown on the home page and removable', async ({ page, request }) => {
  const name = unique('Saigon Salon Supply');
  await page.goto('/admin/site-config?tab=partners');
  const partners = region(page, 'Partners');
  await partners.getByRole('button', { name: 'Add partner' }).click();
  const partner = partners.getByRole('group', { name: /^Partner \d+$/ }).last();
  await partner.getByRole('textbox', { name: 'Name' }).fill(name);
  await partner.getByRole('textbox', { name: 'Website URL' }).fill('https://saigon-salon.example');
  await expect(partners.getByRole('status')).toHaveText('All changes saved');
  await expect
    .poll(async () => (await readSectionConfig(request, 'partners')).partners)
    .toContainEqual(expect.objectContaining({ name, url: 'https://saigon-salon.example' }));

  await page.reload();
  await expect(partners.getByRole('textbox', { name: 'Name' }).last()).toHaveValue(name);

  await page.goto('/');
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await page.goto('/admin/site-config?tab=partners');
  await partners.getByRole('button', { name: `Remove partner ${name}` }).click();
  await expect(partners.getByRole('textbox', { name: 'Name' }).and(page.locator(`[value="${name}"]`))).toHaveCount(0);
  await expect
    .poll(async () => ((await readSectionConfig(request, 'partners')).partners as { name: string }[]).map((p) => p.name))
    .not.toContain(name);
});

test('statistics and product showcase are saved, kept after a reload and shown on the home page', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const value = `${Date.now() % 1000}+`;
  const heading = unique('RAW VIETNAMESE HAIR').toUpperCase();
  await page.goto('/admin/site-config?tab=statistics');
  const stats = region(page, 'Statistics');
  const first = stats.getByRole('group', { name: 'Statistic 1' });
  await first.getByRole('textbox', { name: 'Value' }).fill(value);
  await first.getByRole('textbox', { name: 'Label' }).fill('Salons supplied');
  await stats.getByRole('button', { name: 'Add statistic' }).click();
  await expect(stats.getByRole('group', { name: /^Statistic \d+$/ })).toHaveCount(5);
  await stats.getByRole('button', { name: 'Remove statistic 5' }).click();
  await stats.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuration updated successfully')).toBeVisible();
  expect((await readSectionConfig(request, 'stats')).stats).toContainEqual({ value, label: 'Salons supplied' });

  await page.getByRole('tab', { name: 'Product Showcase' }).click();
  const showcase = region(page, 'Product Showcase');
  await showcase.getByRole('textbox', { name: 'Section Title' }).fill(heading);
  await showcase.getByRole('textbox', { name: 'View All Button Text' }).fill('All hair');
  await showcase.getByRole('textbox', { name: 'View All Link' }).fill('/products/hair-weave');
  await showcase.getByRole('textbox', { name: 'Buy Now Button Text' }).fill('ORDER NOW');
  await showcase.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuration updated successfully').last()).toBeVisible();
  // The toast seen may still be the statistics one: wait for the stored showcase.
  await expect.poll(() => readSectionConfig(request, 'product_showcase')).toMatchObject({
    title: heading,
    view_all_text: 'All hair',
    view_all_link: '/products/hair-weave',
    buy_now_text: 'ORDER NOW',
  });

  await page.reload();
  await expect(showcase.getByRole('textbox', { name: 'Section Title' })).toHaveValue(heading);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(first.getByRole('textbox', { name: 'Value' })).toHaveValue(value);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByText('Salons supplied', { exact: true })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('product detail: card defaults reach the product page; the editors format, size images, save and clean up', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const length = unique('10 to 32 inches');
  await page.goto('/admin/site-config?tab=product-detail');
  const defaults = region(page, 'Product card defaults');
  await defaults.getByRole('textbox', { name: 'Length text' }).fill(length);
  await defaults.getByRole('textbox', { name: 'Quality Grade' }).fill('Double drawn, Single drawn');
  await defaults.getByRole('textbox', { name: 'Hair Material' }).fill('100% raw Vietnamese hair');
  await defaults.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuration updated successfully')).toBeVisible();

  // The How to buy editor: bold, centred, an uploaded image sized with a preset.
  const howto = region(page, 'How to buy');
  const editor = howto.getByRole('textbox', { name: 'How to buy', exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await howto.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('Message our sales team');
  await expect(howto.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await howto.getByRole('button', { name: 'Align center' }).click();
  await expect(howto.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor.locator('strong')).toHaveText('Message our sales team');

  const chooser = page.waitForEvent('filechooser');
  await howto.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'packing.png', mimeType: 'image/png', buffer: await png(600, 400) });
  // The new image asks for its alt text at once.
  const altDialog = page.getByRole('dialog', { name: 'Image alt text' });
  await altDialog.getByLabel('Alt text').fill('Bundles packed for shipping');
  await altDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(altDialog).toHaveCount(0);
  const image = editor.locator('img');
  await expect(image).toHaveAttribute('alt', 'Bundles packed for shipping');
  await expect(image).toHaveAttribute('src', /^\/uploads\/editor\/.+\.webp$/);
  const imageUrl = (await image.getAttribute('src')) ?? '';

  const sizes = howto.getByRole('group', { name: 'How to buy image size' });
  await editor.locator('strong').click();
  await expect(sizes.getByText('Click an image in the text to change its width and height.')).toBeVisible();
  await expect(sizes.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await image.click();
  await expect(sizes.getByRole('button', { name: 'Apply' })).toBeEnabled();
  await sizes.getByRole('textbox', { name: 'Width' }).fill('wide');
  await sizes.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Failed to apply size')).toBeVisible();
  await sizes.getByRole('button', { name: '50%' }).click();
  await expect(sizes.getByRole('textbox', { name: 'Width' })).toHaveValue('50%');
  await sizes.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Image size applied')).toBeVisible();
  await expect(image).toHaveAttribute('width', '50%');
  await sizes.getByRole('button', { name: '200px' }).click();
  await sizes.getByRole('textbox', { name: 'Height' }).fill('120');
  await sizes.getByRole('button', { name: 'Apply' }).click();
  await expect(image).toHaveAttribute('width', '200');
  await expect(image).toHaveAttribute('height', '120');
  await expect.poll(async () => (await image.boundingBox())?.width).toBe(200);
  await sizes.getByRole('button', { name: 'Clear Selection' }).click();
  await expect(sizes.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  await howto.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuration updated successfully').last()).toBeVisible();
  const stored = await readSectionConfig(request, 'product_detail');
  const html = (stored.howto_blocks as { html: string }[])[0]?.html ?? '';
  expect(html).toContain('<strong>Message our sales team</strong>');
  expect(html).toMatch(/text-align: ?center/);
  expect(html).toContain(`src="${imageUrl}"`);
  expect(html).toMatch(/width="200"/);
  expect(stored).toMatchObject({ length, qualityGrade: 'Double drawn, Single drawn', hairMaterial: '100% raw Vietnamese hair' });

  await page.reload();
  await expect(region(page, 'How to buy').getByRole('textbox', { name: 'How to buy', exact: true }).locator('strong')).toHaveText('Message our sales team');
  await expect(region(page, 'Product card defaults').getByRole('textbox', { name: 'Length text' })).toHaveValue(length);

  // The storefront: a product without its own values shows the defaults and the text.
  const token = await adminToken(request);
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: { published: true, name: unique('Defaults Bundle'), category: 'hair-weave', price_from: 40, price_to: 90 },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: string };
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText(length, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'How to buy' }).click();
  await expect(page.getByRole('tabpanel').locator('strong', { hasText: 'Message our sales team' })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator(`img[src$="${imageUrl}"]`)).toHaveAttribute('width', '200');

  // Removing the image and saving deletes the stored file.
  await page.goto('/admin/site-config?tab=product-detail');
  const again = region(page, 'How to buy');
  await again.getByRole('textbox', { name: 'How to buy', exact: true }).locator('img').click();
  await page.keyboard.press('Delete');
  await expect(again.getByRole('textbox', { name: 'How to buy', exact: true }).locator('img')).toHaveCount(0);
  await expect(again.getByText('Unsaved changes')).toBeVisible();
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Configuration updated successfully')).toBeVisible();
  await expect.poll(async () => (await request.get(imageUrl)).status()).toBe(404);
  await expectNoToasts(page);
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
