// The buyer's account: 'Forgot password?' through the mail in the outbox to a new
// password, sign-in and sign-up from the quote list coming back to it, and /login.
import { expect, test, type Page } from '@playwright/test';
import { appStarted, expectNoAccessibilityViolations, holdAppScripts, mailContaining, outboxMails, ownAddress, watchPageProblems } from './support';

const newEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@salon.test`;
const topBar = (page: Page) => page.getByRole('region', { name: 'Contact and account' });
const RESET_SENT = 'If an account uses this address, a link to reset its password is on its way. It works once, within 60 minutes.';

/** Saves a screenshot of the page at this width, to look at. */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('@mobile a buyer who forgot the password gets a link by e-mail, chooses a new one and is signed in; the old session and the link end', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = ownAddress();
  await page.setExtraHTTPHeaders(headers);
  const problems = watchPageProblems(page);
  const email = newEmail('forgot');
  const registered = await request.post('/api/auth/register', { data: { email, password: 'first-password-1' }, headers });
  expect(registered.status()).toBe(201);
  const oldSession = ((await registered.json()) as { token: string }).token;

  await page.goto('/auth');
  await appStarted(page);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page).toHaveTitle('Reset your password | VietSilk Hair');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await shot(page, 'forgot-password-sent');

  const mail = await mailContaining(`To: ${email}`, 'Subject: Reset your password');
  const link = /https?:\/\/[^/\s]+(\/reset-password\?token=[a-z0-9]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  const field = page.getByRole('textbox', { name: 'New password', exact: true });
  await field.fill('short-one');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password must be at least 10 characters', { exact: true })).toBeVisible();
  await field.fill('password123');
  await page.getByRole('button', { name: 'Save password' }).click();
  // The server's list of common passwords: its message under the field.
  await expect(page.getByText('This password is on the list of the most common passwords: choose another', { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAccessibilityViolations(page);
  await shot(page, 'reset-password');
  await field.fill('lantern-silk-2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is changed and you are signed in.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(topBar(page).getByText(`Welcome, ${email}`)).toBeVisible();

  // The session from before the reset is over; the new password signs in, the old one does not.
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${oldSession}` } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: 'first-password-1' }, headers })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: 'lantern-silk-2026' }, headers })).status()).toBe(200);

  // The link works once; typed and sent before the page's scripts have started, the answer still comes.
  await page.evaluate(() => window.localStorage.removeItem('admin_token'));
  const release = await holdAppScripts(page);
  await page.goto(link!, { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('another-silk-2027');
  await page.getByRole('button', { name: 'Save password' }).click();
  release();
  await expect(page.getByText('This reset link is invalid, used or expired. Ask for a new one.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('an address without an account gets the same answer, and no mail; typed and sent before the scripts start', async ({ page, request }) => {
  const headers = ownAddress();
  await page.setExtraHTTPHeaders(headers);
  const nobody = newEmail('nobody');
  const release = await holdAppScripts(page);
  await page.goto('/forgot-password', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
  release();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();
  // A request for an account, sent after: once its mail is out, a mail to the first address would be too.
  const buyer = newEmail('somebody');
  expect((await request.post('/api/auth/register', { data: { email: buyer, password: 'somebody-pass-1' }, headers })).status()).toBe(201);
  expect(await (await request.post('/api/auth/forgot-password', { data: { email: buyer }, headers })).json()).toEqual({ sent: true });
  await mailContaining(`To: ${buyer}`, 'Subject: Reset your password');
  expect((await outboxMails()).filter((text) => text.includes(nobody))).toEqual([]);
});

test('@mobile signing in from the quote list comes back to it, and the Sign In link works before the app starts', async ({ page, request }) => {
  const headers = ownAddress();
  await page.setExtraHTTPHeaders(headers);
  const email = newEmail('from-quote');
  expect((await request.post('/api/auth/register', { data: { email, password: 'quote-list-pass-1' }, headers })).status()).toBe(201);

  // The link is a plain link in the page the server sent: no app needed to follow it.
  await page.goto('/quote', { waitUntil: 'commit' });
  const signIn = topBar(page).getByRole('link', { name: 'Sign In', exact: true });
  await expect(signIn).toHaveAttribute('href', '/auth?redirect=%2Fquote');
  await signIn.click();
  await expect(page).toHaveURL('/auth?redirect=%2Fquote');
  await appStarted(page);
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('quote-list-pass-1');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/quote');
  await expect(topBar(page).getByText(`Welcome, ${email}`)).toBeVisible();
});

test('@mobile signing up from the quote list signs the buyer in and comes back to it', async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
  const email = newEmail('sign-up');
  await page.goto('/quote');
  await appStarted(page);
  await topBar(page).getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/auth?redirect=%2Fquote');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('qwertyuiop');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(form.getByText('This password is on the list of the most common passwords: choose another', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/auth?redirect=%2Fquote');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('hanoi-bundles-22');
  await shot(page, 'sign-up');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Account created successfully! Please check your email to verify your account.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/quote');
  await expect(topBar(page).getByText(`Welcome, ${email}`)).toBeVisible();
});

test('/login answers with the sign-in screen, keeping where to return; another host is never a return', async ({ page, request }) => {
  const answer = await request.get('/login?redirect=%2Fquote', { maxRedirects: 0 });
  expect(answer.status()).toBe(307);
  expect(answer.headers()['location']).toBe('/auth?redirect=%2Fquote');
  await page.goto('/login');
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');

  // A return to another host is dropped: sign-in goes home.
  const headers = ownAddress();
  const email = newEmail('no-open-redirect');
  expect((await request.post('/api/auth/register', { data: { email, password: 'stay-on-site-1' }, headers })).status()).toBe(201);
  await page.goto('/auth?redirect=%2F%2Fevil.example%2Fquote');
  await appStarted(page);
  const form = page.getByRole('tabpanel');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('stay-on-site-1');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
});
