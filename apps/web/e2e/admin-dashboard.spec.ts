// The admin dashboard: the four cards with skeletons while
// loading and the API's figures once loaded (Growth computed from the
// accounts, not a fixed +12%), Quick Actions, and Recent Activity.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The dashboard's rule: accounts since the first of this month against all before it. */
function growth(createdAt: readonly string[], now = new Date()): string {
  const start = new Date(now.getFullYear(), now.getMonth(), 1).getTime();
  const before = createdAt.filter((at) => Date.parse(at) < start).length;
  const thisMonth = createdAt.length - before;
  const percent = before === 0 ? (thisMonth > 0 ? 100 : 0) : Math.round((thisMonth / before) * 100);
  return `+${percent}%`;
}

test.describe.configure({ timeout: 90_000 });

test('the four cards show skeletons, then the figures of the API @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const token = await signInAsAdmin(page, request);
  const author = `Dashboard Buyer ${Date.now()}`;
  const created = await request.post('/api/testimonials', {
    headers: { authorization: `Bearer ${token}` },
    data: { quote: 'Consistent quality on every reorder.', author, rating: 5 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  try {
    // The card counts every product, the drafts too: the admin's list says how many.
    const productsPage = await request.get('/api/products?limit=1&include_drafts=true', { headers: { authorization: `Bearer ${token}` } });
    const totalProducts = productsPage.headers()['x-total-count'];
    expect(Number(totalProducts)).toBeGreaterThan(0);
    const testimonials = ((await (await request.get('/api/testimonials')).json()) as unknown[]).length;
    const profilesResponse = await request.get('/api/profiles', { headers: { authorization: `Bearer ${token}` } });
    expect(profilesResponse.status()).toBe(200);
    const profiles = (await profilesResponse.json()) as { created_at: string }[];

    // Hold the API until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/trpc/**', async (route) => {
      if (/products\.(list|count)/.test(route.request().url())) await held;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(card(page, 'Total Products')).toHaveAttribute('aria-busy', 'true');
    await expect(card(page, 'Total Products').locator('.MuiSkeleton-root')).toBeVisible();
    release();

    const expected = [
      ['Total Products', String(totalProducts), 'Hair extension products'],
      ['Testimonials', String(testimonials), 'Customer reviews'],
      ['Users', String(profiles.length), 'Registered users'],
      ['Growth', growth(profiles.map((p) => p.created_at)), 'This month'],
    ] as const;
    for (const [title, value, hint] of expected) {
      await expect(card(page, title)).toHaveAttribute('aria-busy', 'false');
      await expect(card(page, title).getByText(value, { exact: true })).toBeVisible();
      await expect(card(page, title).getByText(hint, { exact: true })).toBeVisible();
    }
    await expect(card(page, 'Growth')).not.toContainText('+12%');

    // The newest change comes first in Recent Activity and links to its screen.
    const activity = card(page, 'Recent Activity');
    const newest = activity.getByRole('link').first();
    await expect(newest).toContainText(`New testimonial from ${author}`);
    await expect(newest).toHaveAttribute('href', '/admin/testimonials');

    const actions = card(page, 'Quick Actions');
    await expect(actions.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/new');
    await expectNoAccessibilityViolations(page);

    await actions.getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
    expect(problems.cspViolations).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  } finally {
    await request.delete(`/api/testimonials/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test("the week's searches: the most frequent and those that found nothing, counted as buyers searched @mobile", async ({ page, request }) => {
  const word = `zq${Date.now().toString(36)}`;
  for (const q of ['Body Wave 22', 'body  wave 22', word]) expect((await request.get(`/api/products?q=${encodeURIComponent(q)}`)).status()).toBe(200);
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  const top = page.getByRole('region', { name: 'Most frequent searches' });
  // Both spellings count as one search (this test runs at both widths: twice or more).
  await expect(top.getByRole('row', { name: /^body wave 22 \d+ 3$/ })).toBeVisible();
  const nothing = page.getByRole('region', { name: 'Searches that found nothing' });
  await expect(nothing.getByRole('row', { name: `${word} 1 1` })).toBeVisible();
  await expect(nothing.getByRole('link', { name: word })).toHaveAttribute('href', `/products?q=${word}`);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(top.getByText('No searches this week.')).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
