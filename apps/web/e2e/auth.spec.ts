// Sign in / sign up /auth: the card, tabs, fields, validation messages, busy
// labels, toasts and redirects.
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, appStarted, buyerToken, expectNoAccessibilityViolations, ownAddress, watchPageProblems } from './support';

const isCall = (procedure: string) => (url: URL) => url.pathname.endsWith(`/api/trpc/${procedure}`);

/** Holds the next calls of a procedure until the returned function is called. */
async function holdCalls(page: Page, procedure: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isCall(procedure), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const newEmail = () => `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@salon.test`;

test("@mobile the card reads 'Welcome' with Sign In and Sign Up tabs, and checks the fields before anything is sent", async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchPageProblems(page);
  let loginCalls = 0;
  page.on('request', (request) => {
    if (isCall('auth.login')(new URL(request.url()))) loginCalls += 1;
  });
  await page.goto('/auth');
  await appStarted(page);
  await expect(page).toHaveTitle('Sign In | VietSilk Hair');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page.getByText('Sign in to your account or create a new one', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoAccessibilityViolations(page);

  const form = page.getByRole('tabpanel');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('buyer@');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('12345');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  // After a failed submit each message goes as soon as its field is right.
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('buyer@salon.test');
  await expect(form.getByText('Invalid email address', { exact: true })).toHaveCount(0);
  await expect(form.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('123456');
  await expect(form.getByText('Password must be at least 6 characters', { exact: true })).toHaveCount(0);
  expect(loginCalls).toBe(0);

  // The Sign Up tab checks the same way.
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();
  // A new password needs 10 characters.
  await expect(form.getByText('Password must be at least 10 characters', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('123456789');
  await expect(form.getByText('Password must be at least 10 characters', { exact: true })).toBeVisible();
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('@mobile a new buyer signs up and is signed in at once, on the home page', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders(ownAddress());
  const email = newEmail();
  const password = 'silk-hair-2026';
  const problems = watchPageProblems(page);
  await page.goto('/auth');
  await appStarted(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);

  const releaseRegister = await holdCalls(page, 'auth.register');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  releaseRegister();
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeTruthy();

  // The account is stored: the API signs it in too.
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);

  // Signed in, /auth sends the visitor home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test("a wrong password shows the server's message as a toast and stays on the form", async ({ page }) => {
  await page.goto('/auth');
  await appStarted(page);
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => window.localStorage.getItem('admin_token'))).toBeNull();
});

test("signing up with a registered address shows the server's message as a toast", async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto('/auth');
  await appStarted(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('another-pass-123');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Email already registered', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(form.getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
});

test('@mobile a signed-in visitor opening /auth is sent to the home page', async ({ page, request }) => {
  const { email, token } = await buyerToken(request);
  await page.addInitScript((stored) => window.localStorage.setItem('admin_token', stored), token);
  await page.goto('/auth');
  await appStarted(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toHaveCount(0);
});

test('an admin sent to sign in from an admin page comes back to it; a plain sign-in goes home', async ({ page }) => {
  await page.goto('/admin/inquiries?status=new');
  await expect(page).toHaveURL('/auth?redirect=%2Fadmin%2Finquiries%3Fstatus%3Dnew');
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?status=new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();

  // Signed out again, /auth opened by itself: home after sign-in.
  await page.evaluate(() => window.localStorage.removeItem('admin_token'));
  await page.goto('/auth');
  await appStarted(page);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(E2E_ADMIN.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
