// No screen shows a text placeholder that was never filled in, such as
// '{CROPPER_TEXTS.fileTypes}': every public page, every admin page and tab, and the
// image dialogs in their empty state.
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';

/** A name in braces, as left behind by a text that was never written: '{NAME}', '{TEXTS.title}'. */
const UNFILLED = /\{[A-Za-z_][\w.]*\}/;

async function expectNoPlaceholder(page: Page, where: string): Promise<void> {
  // innerText: what is on screen, plus the labels and placeholders of fields.
  const shown = await page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, textarea')].map((field) => `${field.getAttribute('placeholder') ?? ''} ${field.getAttribute('aria-label') ?? ''}`);
    return `${document.body.innerText}\n${fields.join('\n')}`;
  });
  expect(shown.match(UNFILLED)?.[0], `an unfilled placeholder on ${where}`).toBeUndefined();
}

test.describe.configure({ timeout: 120_000 });

test('the public pages show no unfilled placeholder', async ({ page, request }) => {
  const [first] = (await (await request.get('/api/products?limit=1')).json()) as { id: string }[];
  const [post] = (await (await request.get('/api/posts')).json()) as { slug: string }[];
  for (const path of ['/', '/products', `/product/${first!.id}`, '/about', '/partners', '/blog', `/blog/${post!.slug}`, '/auth', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await expectNoPlaceholder(page, path);
  }
});

test('the admin pages, tabs and image dialogs show no unfilled placeholder', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  for (const path of ['/admin', '/admin/products', '/admin/testimonials', '/admin/blog', '/admin/about', '/admin/inquiries', '/admin/reviews']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoPlaceholder(page, path);
  }

  await page.goto('/admin/site-config');
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expectNoPlaceholder(page, `the ${name} tab`);
  }

  await page.goto('/admin/products/new');
  await page.getByRole('button', { name: 'Upload Image' }).click();
  const cropper = page.getByRole('dialog', { name: 'Primary Image' });
  await expect(cropper.getByRole('button', { name: 'Choose image' })).toBeVisible();
  await expect(cropper).toContainText('JPEG, PNG, WebP, GIF or AVIF');
  await expectNoPlaceholder(page, 'the empty cropper');
});
