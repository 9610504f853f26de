// The search as a trade buyer uses it, at 390 and 1280 px: the header's box on every
// page with its suggestions (mouse and keyboard), typing and Enter before the scripts
// start, the trade's words read into chips, a correction, a search that finds nothing,
// and the menu's texture page listing every product of that texture.
import { expect, test, type Page } from '@playwright/test';
import { appStarted, expectNoAccessibilityViolations, holdAppScripts } from './support';

test.describe.configure({ timeout: 60_000 });

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const chips = (page: Page) => page.getByRole('list', { name: 'Chosen filters' }).getByRole('link');

test('@mobile the header suggests filters and products as the buyer types, and the keyboard chooses one', async ({ page }) => {
  await page.goto('/about');
  await appStarted(page);
  await searchBox(page).fill('bod');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toHaveText(/Body WaveTexture/);
  await expect(suggestions.getByRole('option', { name: /13x4 HD Lace Frontal Body Wave/ })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await searchBox(page).press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', 'search-option-texture-body-wave');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/products\?texture=body-wave$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Body Wave');
  await expect(page.getByRole('status')).toHaveText('Showing 3 products');
  await expect(suggestions).toBeHidden();
});

test('@mobile a product suggestion opens the product, and Escape closes the suggestions', async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  await searchBox(page).fill('deep wave 4x4');
  const option = page.getByRole('option', { name: /4x4 HD Lace Closure Deep Wave 1B/ });
  await expect(option).toBeVisible();
  await searchBox(page).press('Escape');
  await expect(option).toBeHidden();
  await searchBox(page).press('ArrowDown');
  await option.click();
  await expect(page).toHaveURL(/\/product\/4x4-hd-lace-closure-deep-wave-1b$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('4x4 HD Lace Closure Deep Wave 1B');
});

test('@mobile a search typed and sent before the scripts start lists the trade words as chips', async ({ page }) => {
  // Hold the app's code back so the typing and the Enter surely come before it runs.
  const release = await holdAppScripts(page);
  await page.goto('/partners', { waitUntil: 'domcontentloaded' });
  await searchBox(page).fill('body wave 22 inch double drawn');
  await searchBox(page).press('Enter');
  release();
  await expect(page).toHaveURL(/\/products\?q=body\+wave\+22\+inch\+double\+drawn$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Body Wave · 22" · Double Drawn');
  await expect(chips(page)).toHaveText(['22"', 'Body Wave', 'Double Drawn']);
  await expect(page.getByRole('status')).toHaveText('Showing 3 products');
});

test('@mobile a chip removed widens the list, and the first result is in view on a phone', async ({ page }) => {
  await page.goto('/products?q=bodywave%2022%22');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Body Wave · 22"');
  await expect(page.getByRole('status')).toHaveText('Showing 3 products');
  const { width, height } = page.viewportSize()!;
  if (width < 900) {
    const first = page.getByRole('heading', { level: 2 }).first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y).toBeLessThan(height);
  }
  await chips(page).filter({ hasText: 'Body Wave' }).click();
  await expect(page).toHaveURL(/\/products\?q=22%22$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('22"');
  await expect(chips(page)).toHaveText(['22"']);
});

test('@mobile a mistyped search is read and says so; one that finds nothing names the words, the nearest products and WhatsApp', async ({ page }) => {
  await page.goto('/products?q=boddy%20wave');
  await expect(page.getByRole('link', { name: 'Did you mean “body wave”?' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Showing 3 products');

  await page.goto('/products?q=body%20wave%20zzqx');
  await expect(page.getByText('No products match your search.', { exact: true })).toBeVisible();
  await expect(page.getByText('No product mentions “zzqx”.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The nearest products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Ask us on WhatsApp' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('body wave zzqx');
});

test('@mobile the menu\'s Body Wave lists every body wave product, whatever its category', async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  if ((page.viewportSize()?.width ?? 0) < 900) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Hair Weave', 'Wave Types']) {
      const toggle = nav.getByRole('button', { name: group, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await nav.getByRole('link', { name: 'Body Wave', exact: true }).click();
  } else {
    await page.goto('/products?texture=body-wave');
  }
  await expect(page).toHaveURL(/\/products\?texture=body-wave$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Body Wave');
  await expect(page.getByRole('status')).toHaveText('Showing 3 products');
  await expect(page.getByRole('heading', { level: 2, name: '13x4 HD Lace Frontal Body Wave' })).toBeVisible();
});
