// The contact section: cards from the `contact` config and the
// 'Send Us a Message' form, which validates and stores a real inquiry.
import { expect, test, type Page } from '@playwright/test';
import { adminToken, expectNoAccessibilityViolations, watchPageProblems } from './support';
import { readSectionConfig } from './storefront-helpers';

// Each test drives several page loads (and axe) on a shared machine.
test.describe.configure({ timeout: 60_000 });

interface StoredInquiry {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  product_interest: string | null;
  volume: string | null;
  message: string | null;
  status: string;
  reference: string | null;
}

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });

test('the contact cards show WhatsApp, e-mail, address and the office hours @mobile', async ({ page, request }) => {
  const contact = (await readSectionConfig(request, 'contact')) as { whatsapp: string; email: string; address: string };
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Get in Touch' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(['WhatsApp', 'Email', 'Address', 'Office Hours', 'Send Us a Message']);
  await expect(section.getByRole('link', { name: contact.whatsapp, exact: true })).toHaveAttribute('href', `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`);
  await expect(section.getByRole('link', { name: contact.email, exact: true })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(section.getByText(contact.address, { exact: true })).toBeVisible();
  await expect(section.getByText('Mon–Fri 9:00–20:00, Sat–Sun 10:00–18:00 (Vietnam time, UTC+7)', { exact: true })).toBeVisible();
});

test('the form requires and checks the four contact fields before sending @mobile', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('inquiries.create')) sent += 1;
  });
  await page.goto('/');
  const f = form(page);
  for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number']) {
    await expect(f.getByRole('textbox', { name: label })).toHaveAttribute('required', '');
  }
  await f.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Invalid email address', 'Phone number is required']) {
    await expect(f.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(f.getByRole('textbox', { name: 'First Name' })).toBeFocused();

  await f.getByRole('textbox', { name: 'First Name' }).fill('Linh');
  await expect(f.getByText('First name is required')).toBeHidden();
  await f.getByRole('textbox', { name: 'Email Address' }).fill('linh@');
  await f.getByRole('textbox', { name: 'Phone Number' }).fill('call me');
  await expect(f.getByText('Invalid email address', { exact: true })).toBeVisible();
  await expect(f.getByText('Invalid phone number', { exact: true })).toBeVisible();
  await expect(f.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAccessibilityViolations(page);
  expect(sent).toBe(0);
});

test('a sent message is stored as an inquiry and the form says so @mobile', async ({ page, request }, testInfo) => {
  const problems = watchPageProblems(page);
  const email = `buyer-${testInfo.project.name}-${Date.now()}@e2e.test`;
  await page.goto('/');
  const f = form(page);
  await f.getByRole('textbox', { name: 'First Name' }).fill('Linh');
  await f.getByRole('textbox', { name: 'Last Name' }).fill('Nguyen');
  await f.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await f.getByRole('textbox', { name: 'Phone Number' }).fill('+84 912 000 111');
  await f.getByRole('combobox', { name: 'Product Interest' }).selectOption({ label: 'Hair Weave' });
  await f.getByRole('combobox', { name: 'Monthly Volume' }).selectOption({ label: '5–20 kg' });
  await f.getByRole('textbox', { name: 'Message' }).fill('We need 10 kg of 18 inch body wave, natural black.');
  await f.getByRole('button', { name: 'Send Message' }).click();

  // The message names the reference the message is filed under.
  await expect(f.getByRole('alert')).toHaveText(/^Thank you! Your message has been sent\. Our sales team will contact you soon\. Your reference: INQ-\d{4}-\d{4,}\.$/);
  const reference = /INQ-\d{4}-\d+/.exec((await f.getByRole('alert').textContent()) ?? '')?.[0];
  await expect(f.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');

  const inbox = await request.get('/api/inquiries', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  expect(inbox.status()).toBe(200);
  const { items } = (await inbox.json()) as { items: StoredInquiry[] };
  expect(items.find((i) => i.email === email)).toEqual(
    expect.objectContaining({
      first_name: 'Linh',
      last_name: 'Nguyen',
      phone: '+84 912 000 111',
      product_interest: 'hair-weave',
      volume: '5-20kg',
      message: 'We need 10 kg of 18 inch body wave, natural black.',
      status: 'new',
      reference,
    }),
  );
  expect(problems.cspViolations).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a message that cannot be delivered says so and keeps what was typed', async ({ page }) => {
  await page.route('**/api/trpc/inquiries.create**', (route) => route.abort('failed'));
  await page.goto('/');
  const f = form(page);
  await f.getByRole('textbox', { name: 'First Name' }).fill('Linh');
  await f.getByRole('textbox', { name: 'Last Name' }).fill('Nguyen');
  await f.getByRole('textbox', { name: 'Email Address' }).fill('linh@example.com');
  await f.getByRole('textbox', { name: 'Phone Number' }).fill('0912 000 111');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByRole('alert')).toHaveText('Your message could not be sent (Failed to fetch). Please try again, or contact us on WhatsApp.');
  await expect(f.getByRole('textbox', { name: 'Email Address' })).toHaveValue('linh@example.com');
  await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
