// Shared by the Playwright config and the specs.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The admin the e2e server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-pass' };

/**
 * Collects what would show that the page does not work under the server's CSP:
 * console errors about the Content Security Policy, and uncaught exceptions.
 */
export function watchPageProblems(page: Page): { cspViolations: string[]; pageErrors: string[] } {
  const problems = { cspViolations: [] as string[], pageErrors: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/** Fails with the list of WCAG A/AA problems axe finds on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The servers of the running test's project: each project has its own (playwright.config.ts). */
interface ProjectSites {
  baseURL: string;
  emptyBaseURL: string;
  seededDataDir: string;
}
const sites = (): ProjectSites => test.info().project.metadata as ProjectSites;
/** The seeded server (Playwright's baseURL). */
export const baseUrl = (): string => sites().baseURL;
/** A second server whose catalogue is empty: no products, testimonials, posts or stored config. */
export const emptyBaseUrl = (): string => sites().emptyBaseURL;

/**
 * Waits until the app has taken over the page the server sent. Before that a link
 * is a plain link (the browser loads the next page from the server); after, the app
 * moves between pages itself, reading their data from the API.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** The list's count line: 'Showing 1 product', 'Showing {n} products'. */
export const showingProducts = (n: number): string => (n === 1 ? 'Showing 1 product' : `Showing ${n} products`);

/**
 * Holds the app's code back until the returned function is called, so that what the
 * test does first surely happens before the app runs (a phone still loading it).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}


/** Signs the seeded admin in through the API and returns the session token. */
export async function adminToken(request: APIRequestContext, baseURL = baseUrl()): Promise<string> {
  const login = await request.post(`${baseURL}/api/auth/login`, { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Makes the page start signed in as the seeded admin (the token in `admin_token`). */
export async function signInAsAdmin(page: Page, request: APIRequestContext, baseURL = baseUrl()): Promise<string> {
  const token = await adminToken(request, baseURL);
  await page.addInitScript((stored) => window.localStorage.setItem('admin_token', stored), token);
  return token;
}

/**
 * A client address of its own, sent as X-Forwarded-For (the e2e servers trust one
 * proxy): sign-ups are limited per address, and every test would otherwise share 127.0.0.1.
 */
export function ownAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
}

/** A new buyer account (unique e-mail) and its token; for non-admin checks. */
export async function buyerToken(request: APIRequestContext, baseURL = baseUrl()): Promise<{ email: string; token: string }> {
  const email = `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  const password = 'buyer-pass-123';
  const headers = ownAddress();
  expect((await request.post(`${baseURL}/api/auth/register`, { data: { email, password }, headers })).status()).toBeLessThan(300);
  const login = await request.post(`${baseURL}/api/auth/login`, { data: { email, password }, headers });
  expect(login.status()).toBe(200);
  return { email, token: ((await login.json()) as { token: string }).token };
}

/** The seeded server writes its mail to DATA_DIR/outbox (no SMTP_URL in e2e). */
const outboxDir = () => path.join(sites().seededDataDir, 'outbox');

/** The texts of the mails in the seeded server's outbox now. */
export async function outboxMails(): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map((file) => readFile(path.join(outboxDir(), file), 'utf8')));
}

/** The text of the mail in the seeded server's outbox that contains every marker, once it is there. */
export async function mailContaining(...markers: string[]): Promise<string> {
  let found = '';
  await expect.poll(async () => {
    found = (await outboxMails()).find((text) => markers.every((marker) => text.includes(marker))) ?? '';
    return found !== '';
  }).toBe(true);
  return found;
}
