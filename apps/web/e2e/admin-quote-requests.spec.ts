// The sales pipeline on the admin side: a buyer's request as a card on the board,
// moved by dragging and by the panel's stage select, a note on the timeline with
// its author, Lost with a reason, a quote with an edited price whose link and PDF
// answer anyone holding them, the CSV export, the dashboard's figures, and the
// board and grid on a phone.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, baseUrl, E2E_ADMIN, expectNoAccessibilityViolations, ownAddress, signInAsAdmin, watchPageProblems } from './support';

test.describe.configure({ timeout: 90_000 });

interface Lead {
  id: string;
  name: string;
  reference: string;
  stage: string;
  lost_reason: string | null;
  follow_up_on: string | null;
  timeline: { kind: string; author_email: string | null; body: string | null }[];
}

const GRID = {
  unit: 'bundle',
  bundle_grams: 100,
  quantity_unit: 'kg',
  tier_pricing: 'per_tier',
  tiers: [{ min_quantity: 1 }, { min_quantity: 10 }],
  moq: 1,
  line_moq: null,
  textures: ['Body Wave', 'Straight'],
  grades: ['Double Drawn'],
  cells: [
    { length: 16, texture: 'Body Wave', grade: 'Double Drawn', prices: [40, 36] },
    { length: 18, texture: 'Straight', grade: 'Double Drawn', prices: [44, 40] },
  ],
};

let productId = '';
let auth: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  auth = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/products', { headers: auth, data: { published: true, name: `Pipeline Body Wave ${Date.now()}`, category: 'hair-bundle' } });
  expect(created.status()).toBe(201);
  productId = ((await created.json()) as { id: string }).id;
  const saved = await request.put(`/api/products/${productId}/prices`, { headers: auth, data: GRID });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/products/${productId}`, { headers: auth });
});

/** A buyer's request through the public API, from an address of its own (5 in 10 minutes per address). */
async function sendRequest(request: APIRequestContext, name: string, message = 'Please quote <b>bold</b> & <script>x</script>'): Promise<Lead> {
  const response = await request.post('/api/quote-requests', {
    headers: ownAddress(),
    data: {
      name,
      company: 'Lagos Hair Co',
      email: 'buyer@salon.example',
      country: 'Nigeria',
      message,
      lines: [
        { product_id: productId, length: 16, texture: 'Body Wave', grade: 'Double Drawn', quantity: 2 },
        { product_id: productId, length: 18, texture: 'Straight', grade: 'Double Drawn', sample: true },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return lead(request, id);
}

async function lead(request: APIRequestContext, id: string): Promise<Lead> {
  const response = await request.get(`/api/quote-requests/${id}`, { headers: auth });
  expect(response.status()).toBe(200);
  return (await response.json()) as Lead;
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);
const card = (page: Page, reference: string) => page.locator(`[data-testid="lead-card"][data-reference="${reference}"]`);
const panel = (page: Page) => page.getByRole('dialog', { name: /^INQ-/ });

test('the admin moves a new lead by dragging and by the panel, notes it on the timeline and marks it lost with a reason', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const sent = await sendRequest(request, `Ada Pipeline ${unique()}`);
  expect(sent.stage).toBe('new');
  await signInAsAdmin(page, request);

  await page.goto('/admin/quote-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Quote requests' })).toBeVisible();
  await expect(column(page, 'new').getByRole('heading')).toContainText('New');
  await expect(card(page, sent.reference)).toBeVisible();
  await expect(column(page, 'new').locator(card(page, sent.reference))).toContainText('Lagos Hair Co');
  await expectNoAccessibilityViolations(page);

  // Drag the card to Contacted: stored, and the card is in that column.
  await card(page, sent.reference).dragTo(column(page, 'contacted'));
  await expect(page.getByText(`${sent.reference} moved to Contacted`)).toBeVisible();
  await expect(column(page, 'contacted').locator(card(page, sent.reference))).toBeVisible();
  expect((await lead(request, sent.id)).stage).toBe('contacted');

  // The panel: the buyer's message as text, then the stage select.
  await card(page, sent.reference).getByRole('button', { name: /Ada Pipeline/ }).click();
  await expect(page).toHaveURL(new RegExp(`open=${sent.id}`));
  await expect(panel(page).getByTestId('lead-message')).toHaveText('Please quote <b>bold</b> & <script>x</script>');
  await expect(panel(page).locator('b')).toHaveCount(0);
  await panel(page).getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Sample sent' }).click();
  await expect(page.getByText(`${sent.reference} moved to Sample sent`)).toBeVisible();
  expect((await lead(request, sent.id)).stage).toBe('sample_sent');

  // A note, on the timeline with the admin's e-mail, after the two moves.
  await panel(page).getByRole('textbox', { name: 'New note' }).fill('Called on WhatsApp: wants 18" too');
  await panel(page).getByRole('button', { name: 'Add note' }).click();
  const timeline = panel(page).getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    new RegExp(`^${E2E_ADMIN.email} · .+Stage: New → Contacted$`),
    new RegExp(`^${E2E_ADMIN.email} · .+Stage: Contacted → Sample sent$`),
    new RegExp(`^${E2E_ADMIN.email} · .+Called on WhatsApp: wants 18" too$`),
  ]);
  const stored = await lead(request, sent.id);
  expect(stored.timeline.at(-1)).toMatchObject({ kind: 'note', author_email: E2E_ADMIN.email, body: 'Called on WhatsApp: wants 18" too' });

  // Assigned to the admin (on the timeline too) and a follow-up date, both stored.
  await panel(page).getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: E2E_ADMIN.email }).click();
  await expect(timeline.getByRole('listitem').last()).toHaveText(new RegExp(`Assigned to ${E2E_ADMIN.email}$`));
  await panel(page).getByLabel('Follow-up').fill('2026-12-01');
  await expect.poll(async () => (await lead(request, sent.id)).follow_up_on).toBe('2026-12-01');
  await expect(column(page, 'sample_sent').locator(card(page, sent.reference))).toContainText('Follow-up: 1 Dec 2026');
  await expect(column(page, 'sample_sent').locator(card(page, sent.reference))).toContainText(E2E_ADMIN.email);
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/open=/);

  // Lost, from the card's menu: the reason is asked for and required.
  await card(page, sent.reference).getByRole('button', { name: `Move ${sent.reference}` }).click();
  await page.getByRole('menuitem', { name: 'Lost' }).click();
  const dialog = page.getByRole('dialog', { name: /Why was this lead lost/ });
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  expect((await lead(request, sent.id)).stage).toBe('sample_sent');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Price too high for their market');
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(column(page, 'lost').locator(card(page, sent.reference))).toBeVisible();
  const lost = await lead(request, sent.id);
  expect(lost).toMatchObject({ stage: 'lost', lost_reason: 'Price too high for their market' });

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a quote with an edited unit price: its link and PDF answer in a fresh browser, and the lead lists it as sent', async ({ page, request, browser }) => {
  const sent = await sendRequest(request, `Quote Buyer ${unique()}`);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/quote-requests?open=${sent.id}`);
  await expect(panel(page).getByTestId('lead-name')).toHaveText(sent.name);
  await expectNoAccessibilityViolations(page);
  await panel(page).getByRole('button', { name: 'Create quote' }).click();

  const dialog = page.getByRole('dialog', { name: `New quote for ${sent.reference}` });
  const lines = dialog.getByTestId('quote-line');
  await expect(lines).toHaveCount(2);
  // Prefilled from today's grid: 2 kg at $40 a 100 g bundle is $400/kg; the sample bundle $44.
  await expect(lines.nth(0).getByRole('textbox', { name: 'Unit price' })).toHaveValue('400');
  await expect(dialog.getByTestId('quote-totals')).toContainText('Total: $844');
  await lines.nth(0).getByRole('textbox', { name: 'Unit price' }).fill('375.5');
  await expect(lines.nth(0).getByTestId('quote-line-amount')).toHaveText('$751');
  await dialog.getByRole('textbox', { name: 'Shipping cost' }).fill('85');
  await expect(dialog.getByTestId('quote-totals')).toHaveText('Subtotal: $795Total: $880');
  await dialog.getByRole('checkbox', { name: 'E-mail the link to the buyer' }).uncheck();
  await dialog.getByRole('button', { name: 'Save quote' }).click();

  const saved = page.getByRole('dialog', { name: `New quote for ${sent.reference}` });
  await expect(saved.getByText(`Quote ${sent.reference}-Q1 saved`)).toBeVisible();
  const link = await saved.getByRole('textbox', { name: 'Link for the buyer' }).inputValue();
  expect(link).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
  const pdf = await saved.getByRole('link', { name: 'PDF' }).getAttribute('href');
  await saved.getByRole('button', { name: 'Done' }).click();

  // The lead lists the quote as sent, and moved to Quoted.
  const quote = panel(page).getByTestId('lead-quote');
  await expect(quote).toContainText(`${sent.reference}-Q1`);
  await expect(quote).toContainText('Sent');
  await expect(quote).toContainText('$880');
  expect((await lead(request, sent.id)).stage).toBe('quoted');

  // Anyone holding the link reads the quote and its PDF, without signing in.
  const anonymous = await browser.newContext();
  try {
    const token = link.split('/q/')[1];
    const read = await anonymous.request.get(`${baseUrl()}/api/quotes/${token}`);
    expect(read.status()).toBe(200);
    expect(await read.json()).toMatchObject({ reference: `${sent.reference}-Q1`, status: 'sent', total: 880, shipping_cost: 85, lines: [{ unit_price: 375.5, amount: 751 }, { unit_price: 44, amount: 44 }] });
    const file = await anonymous.request.get(`${baseUrl()}${pdf ?? ''}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  } finally {
    await anonymous.close();
  }
});

test('Export CSV downloads the leads the filters match, under the dated file name', async ({ page, request }) => {
  const sent = await sendRequest(request, `Csv Buyer ${unique()}`);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/quote-requests?view=grid&q=${sent.reference}`);
  await expect(page.getByRole('grid', { name: 'Leads' }).getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^quote-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  const rows = text.trim().split('\r\n');
  // The header and one row per line of the one lead the search matches.
  expect(rows).toHaveLength(3);
  expect(rows.slice(1).every((row) => row.includes(sent.reference))).toBe(true);
});

test('the dashboard shows the leads per stage, the follow-ups due with links, and this week\'s requests', async ({ page, request }) => {
  const sent = await sendRequest(request, `Due Buyer ${unique()}`);
  const patched = await request.patch(`/api/quote-requests/${sent.id}`, { headers: auth, data: { follow_up_on: '2025-01-06' } });
  expect(patched.status()).toBe(200);
  const figures = (await (await request.get('/api/quote-requests/dashboard', { headers: auth })).json()) as {
    stages: Record<string, number>;
    follow_ups: { today: number; overdue: number };
    requests: { this_week: number; last_week: number };
  };
  expect(figures.follow_ups.overdue).toBeGreaterThan(0);

  await signInAsAdmin(page, request);
  await page.goto('/admin');
  const stages = page.getByRole('region', { name: 'Leads per stage' });
  await expect(stages.getByTestId('stage-count-new')).toHaveText(String(figures.stages.new));
  await expect(stages.getByTestId('stage-count-lost')).toHaveText(String(figures.stages.lost));
  const requests = page.getByRole('region', { name: 'Requests this week', exact: true });
  await expect(requests).toContainText(String(figures.requests.this_week));
  await expect(requests).toContainText(`${figures.requests.last_week} last week`);
  // Most overdue first: a date in 2025 is among the first ten.
  const due = page.getByRole('list', { name: 'Leads to follow up' }).getByRole('link', { name: new RegExp(sent.reference) });
  await expect(due).toHaveAttribute('href', `/admin/quote-requests?open=${sent.id}`);
  await expect(due).toContainText('6 Jan 2025');
  await expect(page.getByRole('region', { name: 'Follow-ups due', exact: true })).toContainText(`${figures.follow_ups.today} today, ${figures.follow_ups.overdue} overdue`);
  await due.click();
  await expect(panel(page).getByTestId('lead-name')).toHaveText(sent.name);
});

test('@mobile on a phone the board scrolls sideways, a lead moves from its menu, and the grid lists it', async ({ page, request }) => {
  const sent = await sendRequest(request, `Phone Buyer ${unique()}`);
  await signInAsAdmin(page, request);
  await page.goto('/admin/quote-requests');
  const board = page.getByRole('group', { name: 'Pipeline board' });
  await expect(card(page, sent.reference)).toBeVisible();
  const { scrollWidth, clientWidth } = await board.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The page itself does not scroll sideways: only the board does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

  await card(page, sent.reference).getByRole('button', { name: `Move ${sent.reference}` }).click();
  await page.getByRole('menuitem', { name: 'Quoted' }).click();
  await expect(column(page, 'quoted').locator(card(page, sent.reference))).toBeAttached();
  expect((await lead(request, sent.id)).stage).toBe('quoted');

  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page).toHaveURL(/view=grid/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(sent.reference);
  await expect(page).toHaveURL(new RegExp(`q=${sent.reference}`));
  const grid = page.getByRole('grid', { name: 'Leads' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('row').nth(1)).toContainText('Quoted');
  await expectNoAccessibilityViolations(page);
  await grid.getByRole('button', { name: sent.reference }).click();
  await expect(panel(page).getByTestId('lead-name')).toContainText('Phone Buyer');
});
