// The catalogue's filters end to end at a phone's width: the bottom sheet with the
// count of each value, a texture and a length applied, the URL that keeps them over a
// reload, and a colour of the main menu leading to the list filtered by it.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appStarted, watchPageProblems, showingProducts } from './support';
import { usePhoneWidth } from './storefront-helpers';

test.describe.configure({ timeout: 60_000 });

interface FacetCount {
  value: string;
  label: string;
  count: number;
}
type Facets = Record<'length' | 'texture' | 'grade' | 'colour', FacetCount[]>;

async function apiJson<T>(request: APIRequestContext, path: string): Promise<{ body: T; total: number }> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { body: (await response.json()) as T, total: Number(response.headers()['x-total-count']) };
}

const countOf = (values: FacetCount[], value: string) => values.find((v) => v.value === value)?.count;

/** The names on the list's cards, in order. */
const cardNames = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) }).getByRole('heading', { level: 2 }).allTextContents();

test('the filter sheet: counts per value, texture and length applied, kept in the URL over a reload @mobile', async ({ page, request }) => {
  await usePhoneWidth(page);
  const problems = watchPageProblems(page);
  // The texture that the fewest products have, and a length some of them have: a real narrowing.
  const all = (await apiJson<Facets>(request, '/api/products/facets')).body;
  const texture = [...all.texture].sort((a, b) => a.count - b.count)[0]!;
  const ofTexture = (await apiJson<Facets>(request, `/api/products/facets?texture=${texture.value}`)).body;
  const length = ofTexture.length[0]!;
  const filtered = await apiJson<{ name: string }[]>(request, `/api/products?texture=${texture.value}&length=${length.value}&sort=price-asc&limit=6`);
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan((await apiJson<unknown[]>(request, '/api/products?limit=1')).total);
  const inUrl = new RegExp(`/products\\?(?=.*texture=${texture.value})(?=.*length=${length.value})`);

  await page.goto('/products');
  await appStarted(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  const option = (label: string) => sheet.locator('label').filter({ hasText: new RegExp(`^${label}\\d`) });
  await expect(option(texture.label)).toHaveText(`${texture.label}${texture.count}`);
  await expect(option(length.label)).toHaveText(`${length.label}${countOf(all.length, length.value)}`);

  await option(texture.label).getByRole('checkbox').check();
  // The counts follow the draft: the lengths among the products of that texture.
  await expect(option(length.label)).toHaveText(`${length.label}${length.count}`);
  await option(length.label).getByRole('checkbox').check();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();

  await expect(page).toHaveURL(inUrl);
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(showingProducts(filtered.total));
  await expect.poll(() => cardNames(page)).toEqual(filtered.body.map((p) => p.name));
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(inUrl);
  await expect(status).toHaveText(showingProducts(filtered.total));
  await expect.poll(() => cardNames(page)).toEqual(filtered.body.map((p) => p.name));
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await expect(option(texture.label).getByRole('checkbox')).toBeChecked();
  await expect(option(length.label).getByRole('checkbox')).toBeChecked();

  // Clear all, then Apply: the whole list again.
  await sheet.getByRole('button', { name: 'Clear all' }).click();
  await expect(option(texture.label).getByRole('checkbox')).not.toBeChecked();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/products$/);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});

test('a colour of the main menu lists every product of that colour, whatever its category @mobile', async ({ page, request }) => {
  await usePhoneWidth(page);
  const byColour = await apiJson<{ name: string }[]>(request, '/api/products?colour=natural-black&sort=price-asc&limit=6');
  const byCategory = await apiJson<unknown[]>(request, '/api/products?category=natural-black&limit=1');
  expect(byColour.total).toBeGreaterThan(byCategory.total);

  await page.goto('/');
  await appStarted(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Hair Weave', exact: true }).click();
  await nav.getByRole('button', { name: 'Colour', exact: true }).click();
  await nav.getByRole('link', { name: 'Natural Black', exact: true }).click();

  await expect(page).toHaveURL(/\/products\?colour=natural-black$/);
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(showingProducts(byColour.total));
  await expect.poll(() => cardNames(page)).toEqual(byColour.body.map((p) => p.name));
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});
