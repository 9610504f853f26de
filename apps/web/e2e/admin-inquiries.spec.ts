// Inquiries (new): a message sent to the public POST /api/inquiries arrives in
// the admin inbox, newest first, is read on opening, marked replied, archived and
// filtered, with reply links and internal notes; a message sent from a product
// page names the product, and the sales e-mail opens the inquiry; the contact
// details the storefront shows are edited on the same page.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, adminToken, baseUrl, expectNoAccessibilityViolations, mailContaining, ownAddress, signInAsAdmin, watchPageProblems } from './support';

type Status = 'new' | 'read' | 'replied' | 'archived';
interface StoredInquiry {
  id: string;
  first_name: string;
  status: Status;
  read_at: string | null;
  product: { id: string; slug: string; name: string } | null;
}
interface Inbox {
  items: StoredInquiry[];
  counts: Record<Status, number>;
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
    headers: ownAddress(),
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

test('a contact-form message in the inbox: details, reply links, read on opening, replied, archive and the filters', async ({ page, request }) => {
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
  await expect(detail.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    'mailto:anh.tran@salon.example?subject=Re%3A%20Your%20inquiry%20to%20VietSilk%20Hair',
  );
  await expect(detail.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/84912345678\?text=Hello%20/);
  await expectNoAccessibilityViolations(page);

  // Opening it read it: stored with the time, the counts and the sidebar badge follow.
  await expect(detail.getByTestId('inquiry-status')).toHaveText('Read');
  await expect(detail.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await expect(page.getByRole('link', { name: inquiriesLinkName(unread - 1), exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries\\?open=${sent.id}$`));
  const read = (await inbox(request, 'read')).items.find((i) => i.id === sent.id);
  expect(read?.status).toBe('read');
  expect(read?.read_at).not.toBeNull();

  // Unread again stays unread while it is open; Mark as read reads it again.
  await detail.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByText('Marked as unread', { exact: true })).toBeVisible();
  await expect(detail.getByTestId('inquiry-status')).toHaveText('New');
  await expect(page.getByRole('link', { name: inquiriesLinkName(unread), exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Marked as read', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: inquiriesLinkName(unread - 1), exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^New \(\d+\)$/ }).click();
  await expect(page.getByRole('button', { name: /^New \(\d+\)$/ })).toHaveText(`New (${unread - 1})`);
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toHaveCount(0);
  await page.getByRole('button', { name: /^Read \(\d+\)$/ }).click();
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toBeVisible();

  // Replied: under Replied only.
  await detail.getByRole('button', { name: 'Mark as replied' }).click();
  await expect(page.getByText('Marked as replied', { exact: true })).toBeVisible();
  await expect(detail.getByTestId('inquiry-status')).toHaveText('Replied');
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toHaveCount(0);
  await page.getByRole('button', { name: /^Replied \(\d+\)$/ }).click();
  await expect(list.getByRole('button', { name: new RegExp(firstName) })).toBeVisible();
  expect((await inbox(request, 'replied')).items.find((i) => i.id === sent.id)?.status).toBe('replied');

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

test('an inquiry sent from a product page: the sales e-mail opens it, with the product and internal notes', async ({ page, request }) => {
  // Many page loads, an axe scan and a server-rendered page: slow on a shared machine.
  test.slow();
  const problems = watchPageProblems(page);
  const productsResponse = await request.get('/api/products?limit=1');
  const [product] = (await productsResponse.json()) as { id: string; slug: string; name: string }[];
  const firstName = `Bich${unique()}`;

  // The product page's inquiry link leads to the contact form, which names the product.
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('link', { name: 'Ask about this product' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?product=${product!.slug}#contact$`));
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await expect(form.getByTestId('inquiry-product')).toHaveText(`About: ${product!.name}`);
  await form.getByRole('textbox', { name: 'First Name' }).fill(firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Pham');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('bich.pham@salon.example');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+84 912 000 111');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you have this in 24 inch?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Thank you! Your message has been sent.', { exact: false })).toBeVisible();

  // The sales e-mail (found by its subject: the buyer's confirmation names them too) names the product and links to the inquiry itself.
  const mail = await mailContaining(`Subject: New inquiry from ${firstName} Pham`);
  expect(mail).toContain(`Product: ${product!.name} (${baseUrl()}/product/${product!.slug})`);
  const link = /^Open in the inbox: (\S+)$/m.exec(mail)?.[1];
  const stored = (await inbox(request)).items.find((i) => i.first_name === firstName);
  expect(stored).toMatchObject({ status: 'new', product: { id: product!.id, slug: product!.slug, name: product!.name } });
  expect(link).toBe(`${baseUrl()}/admin/inquiries?open=${stored!.id}`);

  // Signed in, the link opens that inquiry, reads it, and shows the product.
  await signInAsAdmin(page, request);
  await page.goto(link!);
  const detail = page.getByRole('article', { name: `${firstName} Pham` });
  await expect(detail).toContainText('Do you have this in 24 inch?');
  await expect(detail.getByTestId('inquiry-status')).toHaveText('Read');
  await expect(detail.getByRole('link', { name: product!.name })).toHaveAttribute('href', `/product/${product!.slug}`);
  expect((await inbox(request, 'read')).items.some((i) => i.id === stored!.id)).toBe(true);

  // Internal notes: a blank one is refused, a note shows with its author and stays after a reload.
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes).toContainText('No notes yet.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Note is required', { exact: true })).toBeVisible();
  await notes.getByRole('textbox', { name: 'New note' }).fill('Sent the 24 inch price list. <b>Follow up</b> on Friday.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added', { exact: true })).toBeVisible();
  const noteList = notes.getByRole('list', { name: 'Notes' });
  await expect(noteList.getByRole('listitem')).toHaveCount(1);
  await expect(noteList.getByRole('listitem').first()).toContainText('Sent the 24 inch price list. Follow up on Friday.');
  await expect(noteList.getByRole('listitem').first()).toContainText(E2E_ADMIN.email);
  await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  await expectNoAccessibilityViolations(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Internal notes' }).getByRole('listitem')).toContainText(['Sent the 24 inch price list. Follow up on Friday.']);

  // Notes are admin-only, also through the API.
  const anonymous = await request.get(`/api/inquiries/${stored!.id}/notes`);
  expect(anonymous.status()).toBe(401);

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
    const bank = page.getByRole('textbox', { name: 'Bank details' });
    await whatsapp.fill('call me');
    await email.fill('sales@');
    await bank.fill('B'.repeat(1001));
    await page.getByRole('button', { name: 'Save Contact Details' }).click();
    await expect(page.getByText('Invalid phone number', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Bank details must be at most 1000 characters', { exact: true })).toBeVisible();
    await bank.fill('Vietcombank, Hà Nội branch\nAccount 0011 0012 3456');

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
    await expect(page.getByRole('textbox', { name: 'Bank details' })).toHaveValue('Vietcombank, Hà Nội branch\nAccount 0011 0012 3456');

    const stored = (await (await request.get('/api/site-config?section=contact')).json()) as { config: Record<string, unknown> };
    expect(stored.config).toMatchObject({
      whatsapp: '+84 987 654 321',
      email: 'export@vietsilkhair.vn',
      bank_details: 'Vietcombank, Hà Nội branch\nAccount 0011 0012 3456',
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
