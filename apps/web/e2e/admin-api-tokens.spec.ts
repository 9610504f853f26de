// API tokens for integrators: an admin creates one, sees it once with its Copy
// button, uses it as a bearer token, and revokes it; the REST reference renders
// at /api/docs under the server's CSP.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

const grid = (page: Page) => page.getByRole('grid', { name: 'API tokens' });
const rowOf = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });

// The sidebar's lazy chunks are slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('create a token, see it once, use it, and revoke it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = watchPageProblems(page);
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/admin\/api-tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');

  await page.getByRole('button', { name: 'Create token' }).click();
  const form = page.getByRole('dialog', { name: 'Create token' });
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
  const name = `ERP sync ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: 'Scope' }).click();
  await page.getByRole('option', { name: 'Read-write' }).click();
  await expect(form.getByText('May read and change content, as an admin can.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await form.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(shown.getByText('Copy this token now. It will not be shown again.')).toBeVisible();
  const token = await shown.getByLabel('API token').inputValue();
  expect(token).toMatch(/^vsh_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const row = rowOf(page, name);
  await expect(row).toContainText('Read-write');
  await expect(row).toContainText('Never');
  await expect(row).toContainText(E2E_ADMIN.email);
  await expect(page.getByText(token)).toHaveCount(0);

  // The token works as a bearer token, and its use shows after a reload; it is never shown again.
  expect((await request.get('/api/profiles', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.reload();
  await expect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, name)).not.toContainText('Never');
  expect(await page.content()).not.toContain(token);

  await rowOf(page, name).getByRole('button', { name: `Revoke token ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
  await expect(confirm).toContainText(`“${name}” stops working at once.`);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API token revoked')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  const refused = await request.get('/api/profiles', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'API token is invalid or revoked' });

  expect(problems).toEqual({ cspViolations: [], pageErrors: [] });
});

test('the REST reference at /api/docs renders the OpenAPI document under the CSP', async ({ page }) => {
  const problems = watchPageProblems(page);
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { name: /Hair catalogue REST API/ })).toBeVisible();
  await expect(page.getByText('/products/{id}', { exact: true }).first()).toBeVisible();
  expect(problems).toEqual({ cspViolations: [], pageErrors: [] });
});
