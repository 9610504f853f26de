// Inquiries (new): a message sent to the public POST /api/inquiries arrives in
// the admin inbox, newest first, is read, archived and filtered, with reply
// links; the contact details the storefront shows are edited on the same page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, expectNoAccessibilityViolations, signInAsAdmin, watchPageProblems } from './support';

interface StoredInquiry {
  id: string;
  first_name: string;
  status: 'new' | 'read' | 'archived';
  read_at: string | null;
}
interface Inbox {
  items: StoredInquiry[];
  counts: Record<'new' | 'read' | 'archived', number>;
}

async function inbox(request: APIRequestContext, status?: string): Promise<Inbox> {
  const token = await adminToken(request);
  const response = await request.get(`/api/inquiries${status ? `?status=${status}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Inbox;
}

/** The sidebar link's name carries the unread count ('Inquiries, 2 unread'). */
const inquiriesLinkName = (unread: number) => (unread > 0 ? `Inquiries, ${unread} unread` : 'Inquiries');

async function sendInquiry(request: APIRequestContext, firstName: string) {
  const response = await request.post('/api/inquiries', {
    data: {
      first_name: firstName,
      last_name: 'Tran',
      email: 'anh.tran@salon.example',
      phone: '+84 (912) 345-678',
      product_interest: 'closure-frontal',
      volume: '5-20kg',
      message: 'Please send your price list for 13x4 frontals.\nWe order monthly.',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

async function openInbox(page: Page) {
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
}

test.describe.configure({ timeout: 90_000 });

test('a contact-form message in the inbox: details, reply links, mark read, archive and the filters', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const firstName = `Anh${unique()}`;
  const sent = await sendInquiry(request, firstName);
  expect(sent.status).toBe('new');
  const unread = (await inbox(request)).counts.new;

  await signInAsAdmin(page, request);
  await openInbox(page);
  await expect(page.getByRole('link', { name: inquiriesLinkName(unread), exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Inquiries' });
  // Newest first.
  await expect(list.getByRole('button').first()).toContainText(`${firstName} Tran`);
  await expect(page.getByRole('button', { name: /^New \(\d+\)$/ })).toHaveText(`New (${unread})`);

  await list.getByRole('button', { name: new RegExp(firstName) }).click();
  const detail = page.getByRole('article', { name: `${firstName} Tran` });
  await expect(detail).toContainText('anh.tran@salon.example');
  await expect(detail).toContainText('+84 (912) 345-678');
  await expect(detail).toContainText('Closure & Frontal');
  await expect(detail).toContainText('5–20 kg');
  await expect(detail).toContainText('Please send your price list for 13x4 frontals.');
  await expect(detail).toContainText('New');
  await expect(detail.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    'mailto:anh.tran@salon.example?subject=Re%3A%20Your%20inquiry%20to%20VietSilk%20Hair',
  );
  await expect(detail.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/84912345678\?text=Hello%20/);
  await expectNoAccessibilityViolations(page);

  // Mark read: stored with the time, the counts and the sidebar badge follow.
  await detail.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Marked as read', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(page.getByRole('link', { name: inquiriesLinkName(unread - 1), exact: true })).toBeVisible();
  const read = (await inbox(request, 'read')).items.find((i) => i.id === sent.id);
  expect(read?.status).toBe('read');
  expect(read?.read_at).not.toBeNull();

  await page.getByRole('button', { name: /^New \(\d+\)$/ }).click();
  await expect(page.getByRole('button', { name: /^New \(\d+\)$/ })).toHaveText(`New (${unread - 1})`);
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toHaveCount(0);
  await page.getByRole('button', { name: /^Read \(\d+\)$/ }).click();
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toBeVisible();

  // Archive: only under Archived now.
  await detail.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Inquiry archived', { exact: true })).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toHaveCount(0);
  await page.getByRole('button', { name: /^Archived \(\d+\)$/ }).click();
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toBeVisible();
  expect((await inbox(request, 'archived')).items.some((i) => i.id === sent.id)).toBe(true);

  // And back to the inbox.
  await detail.getByRole('button', { name: 'Move to inbox' }).click();
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toHaveCount(0);
  expect((await inbox(request, 'read')).items.some((i) => i.id === sent.id)).toBe(true);

  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the contact details: validation, saved, still there after a reload and shown on the storefront', async ({ page, request }) => {
  const problems = watchPageProblems(page);
  const before = (await (await request.get('/api/site-config?section=contact')).json()) as { config: Record<string, unknown> };
  await signInAsAdmin(page, request);
  await openInbox(page);
  await page.getByRole('tab', { name: 'Contact Details' }).click();

  const whatsapp = page.getByLabel('Sales WhatsApp number');
  const email = page.getByLabel('Sales e-mail');
  await expect(whatsapp).toHaveValue(String(before.config.whatsapp));
  await expect(email).toHaveValue(String(before.config.email));

  try {
    await whatsapp.fill('call me');
    await email.fill('sales@');
    await page.getByRole('button', { name: 'Save Contact Details' }).click();
    await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();

    await whatsapp.fill('+84 987 654 321');
    await email.fill('export@vietsilkhair.vn');
    await page.getByRole('button', { name: 'Add link' }).click();
    const socials = page.getByRole('group', { name: 'Social links' });
    const rows = await socials.getByLabel(/^Network \d+$/).count();
    await socials.getByLabel(`Network ${rows}`).fill('Zalo');
    await socials.getByLabel(`Link ${rows}`).fill('https://zalo.me/84987654321');
    const hours = page.getByRole('group', { name: 'Office hours' });
    await hours.getByLabel('Hours 1').fill('8:00–21:00');
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Save Contact Details' }).click();
    await expect(page.getByText('Configuration updated successfully', { exact: true })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Contact Details' }).click();
    await expect(page.getByLabel('Sales WhatsApp number')).toHaveValue('+84 987 654 321');
    await expect(page.getByLabel('Sales e-mail')).toHaveValue('export@vietsilkhair.vn');
    await expect(page.getByRole('group', { name: 'Social links' }).getByLabel(`Network ${rows}`)).toHaveValue('Zalo');
    await expect(page.getByRole('group', { name: 'Office hours' }).getByLabel('Hours 1')).toHaveValue('8:00–21:00');

    const stored = (await (await request.get('/api/site-config?section=contact')).json()) as { config: Record<string, unknown> };
    expect(stored.config).toMatchObject({
      whatsapp: '+84 987 654 321',
      email: 'export@vietsilkhair.vn',
      socials: expect.arrayContaining([{ name: 'Zalo', url: 'https://zalo.me/84987654321' }]),
    });

    // The storefront's WhatsApp and e-mail links use the new details.
    await page.goto('/');
    await expect(page.locator('a[href^="https://wa.me/84987654321"]').first()).toBeVisible();
    await expect(page.locator('a[href="mailto:export@vietsilkhair.vn"]').first()).toBeVisible();
  } finally {
    const token = await adminToken(request);
    const restored = await request.put('/api/site-config/contact', { headers: { authorization: `Bearer ${token}` }, data: { config: before.config } });
    expect(restored.status()).toBe(200);
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('the inbox and an opened inquiry at phone width @mobile', async ({ page, request }, testInfo) => {
  const problems = watchPageProblems(page);
  // The public form is rate-limited per address: reuse a stored inquiry when there is one.
  let [latest] = (await inbox(request)).items;
  if (!latest) {
    await sendInquiry(request, `Mobile${unique()}`);
    [latest] = (await inbox(request)).items;
  }
  await signInAsAdmin(page, request);
  await openInbox(page);
  await expectNoAccessibilityViolations(page);
  await page.getByRole('list', { name: 'Inquiries' }).getByRole('button').first().click();
  const detail = page.getByRole('article', { name: new RegExp(`^${latest!.first_name} `) });
  await expect(detail.getByRole('link', { name: 'Reply by e-mail' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  if (testInfo.project.name === 'mobile') {
    // On a phone the inquiry opens full screen over the list.
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${latest!.first_name} `) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
