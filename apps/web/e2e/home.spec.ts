// The shell end to end: the built server with its seeded data, the SPA under the
// server's CSP, the not-found page and the stored-token session.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, expectNoAccessibilityViolations, watchPageProblems } from './support';

interface ListedProduct {
  id: string;
  slug: string;
  name: string;
}

test('the home page lists the featured products of the API, under the CSP', async ({ page, request }) => {
  const response = await request.get('/api/products?featured=true&limit=8');
  expect(response.status()).toBe(200);
  const featured = (await response.json()) as ListedProduct[];
  expect(featured.length).toBeGreaterThan(0);
  expect(featured.length).toBeLessThanOrEqual(8);

  const problems = watchPageProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR' })).toBeVisible();
  for (const product of featured) {
    await expect(page.getByRole('heading', { name: product.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `BUY NOW: ${product.name}`, exact: true })).toHaveAttribute(
      'href',
      `/product/${encodeURIComponent(product.slug)}`,
    );
  }
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');

  // Emotion's styles carry the nonce; if the CSP blocked them the page would be unstyled.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 247, 242)');
  await expectNoAccessibilityViolations(page);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("an unknown path shows 'Oops! Page not found' and a way home", async ({ page }) => {
  const problems = watchPageProblems(page);
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const home = page.getByRole('link', { name: 'Return to Home', exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR' })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a stored admin token signs the visitor in; Sign Out ends the session', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((stored) => window.localStorage.setItem('admin_token', stored), token);

  await page.goto('/');
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
  // The server forgot the session too.
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});
