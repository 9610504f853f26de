// The admin layout: the access guard for anonymous
// visitors and signed-in buyers, the header and sidebar, the meta/ctrl + B
// shortcut with its 7-day cookie, the slide-in panel below 768 px, and Sign Out.
import { expect, test, type Page } from '@playwright/test';
import { buyerToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

const NAV = [
  ['Dashboard', '/admin'],
  ['Products', '/admin/products'],
  ['Testimonials', '/admin/testimonials'],
  ['Blog', '/admin/blog'],
  ['About', '/admin/about'],
  ['Site Configuration', '/admin/site-config'],
  ['Inquiries', '/admin/inquiries'],
  ['Quote requests', '/admin/quote-requests'],
  ['Reviews', '/admin/reviews'],
  ['API tokens', '/admin/api-tokens'],
] as const;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin Panel' });
/** The link, whatever count its name carries ('Inquiries, 2 unread'). */
const navLink = (page: Page, label: string) => sidebar(page).getByRole('link', { name: new RegExp(`^${label}(, \\d+ \\w+)?$`) });

// The admin's lazy chunks are slow to load on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('an anonymous visitor is sent from every admin page to /auth and sees nothing of the admin', async ({ page }) => {
  const problems = watchPageProblems(page);
  for (const path of ['/admin', '/admin/products', '/admin/products/new', '/admin/site-config']) {
    await page.goto(path);
    // Sign-in comes back here afterwards.
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(page.getByText('Content Management System')).toHaveCount(0);
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a signed-in buyer is sent to the home page', async ({ page, request }) => {
  const { token } = await buyerToken(request);
  await page.addInitScript((stored) => window.localStorage.setItem('admin_token', stored), token);
  for (const path of ['/admin', '/admin/products']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText('Content Management System')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toHaveCount(0);
  }
});

test('a spinner shows while the stored session is checked, then the admin', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/auth.me*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByRole('progressbar', { name: 'Checking your session' })).toBeVisible();
  await expect(page.getByText('Content Management System')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Checking your session' })).toHaveCount(0);
});

test('the admin gets the header, the Management links with the active one marked, and the unread count', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const token = await signInAsAdmin(page, request);
  // A new message from the contact form shows up as unread.
  const sent = await request.post('/api/inquiries', {
    data: { first_name: 'Layout', last_name: 'Check', email: 'layout@e2e.test', phone: '+84 912 345 678', message: 'Price list please' },
  });
  expect(sent.status()).toBeLessThan(300);
  const inbox = await request.get('/api/inquiries?status=new', { headers: { authorization: `Bearer ${token}` } });
  const unread = ((await inbox.json()) as { counts: { new: number } }).counts.new;
  expect(unread).toBeGreaterThan(0);

  await page.goto('/admin');
  await expect(page.getByRole('banner').getByText('Content Management System', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Admin Panel', { exact: true })).toBeVisible();
  await expect(page.getByText('Management', { exact: true })).toBeVisible();
  for (const [label, href] of NAV) await expect(navLink(page, label)).toHaveAttribute('href', href);
  await expect(sidebar(page).getByRole('link', { name: `Inquiries, ${unread} unread`, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await expect(navLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');
  await expect(navLink(page, 'Products')).not.toHaveAttribute('aria-current', 'page');
  await expectNoAccessibilityViolations(page);

  await navLink(page, 'Products').click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(navLink(page, 'Products')).toHaveAttribute('aria-current', 'page');
  await expect(navLink(page, 'Dashboard')).not.toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Content Management System')).toHaveCount(0);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('Ctrl+B and Cmd+B toggle the sidebar; the choice survives a reload in a 7-day cookie', async ({ page, request, context }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  const aside = page.locator('aside');
  await expect(aside).toHaveAttribute('data-state', 'expanded');
  await expect(navLink(page, 'Products')).toContainText('Products');

  await page.keyboard.press('Control+b');
  await expect(aside).toHaveAttribute('data-state', 'collapsed');
  // Icons only: the label moves into the link's name and a tooltip.
  await expect(navLink(page, 'Products')).not.toContainText('Products');
  await expect(navLink(page, 'Products')).toHaveAccessibleName('Products');
  await navLink(page, 'Products').hover();
  await expect(page.getByRole('tooltip', { name: 'Products' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  await page.reload();
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'collapsed');
  await expectNoAccessibilityViolations(page);

  await page.keyboard.press('Meta+b');
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'expanded');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await page.reload();
  await expect(page.locator('aside')).toHaveAttribute('data-state', 'expanded');
  expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
});

test('below 768 px the sidebar is a slide-in panel that closes after a link is chosen @mobile', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('aside')).toHaveCount(0);
  await expect(sidebar(page)).toBeHidden();

  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(sidebar(page)).toBeVisible();
  // 18rem wide, sliding in from the left: measured once the slide has ended.
  await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
  const panel = await sidebar(page).boundingBox();
  expect(panel?.width).toBeCloseTo(288, 0);
  await expectNoAccessibilityViolations(page);

  await navLink(page, 'Products').click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // The shortcut opens the panel too, and Escape closes it.
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("Sign Out ends the session with 'Signed out successfully' and leaves the admin", async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
});
