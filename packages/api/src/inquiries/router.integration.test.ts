import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryNotes, rateLimits, siteConfig } from '../db/schema';
import { NOT_ADMIN, NOT_AUTHENTICATED, failure, useTestApi } from '../testing';

const { env, callers } = useTestApi();
/** A visitor's caller coming from `ip`. */
const visitor = (ip = '10.0.0.1') => callers.fromIp(ip);

beforeEach(async () => {
  await env.deps.db.delete(inquiries);
  await env.deps.db.delete(rateLimits);
  await env.deps.db.delete(siteConfig);
  env.mails.length = 0;
});

const valid = { first_name: 'Lan', last_name: 'Nguyen', email: 'lan@example.com', phone: '+84 912 345 678' };

describe('inquiries.create', () => {
  it('stores the inquiry as new and answers its id and status', async () => {
    const result = await visitor().inquiries.create({ ...valid, product_interest: 'hair-weave', volume: '5-20kg', message: '  Need 10 kg of 18 inch.  ' });
    expect(result).toEqual({ id: expect.any(String), status: 'new', reference: expect.stringMatching(/^INQ-\d{4}-\d{4,}$/) });
    const [row] = await env.deps.db.select().from(inquiries).where(eq(inquiries.id, result.id));
    expect(row).toMatchObject({
      firstName: 'Lan', lastName: 'Nguyen', email: 'lan@example.com', phone: '+84 912 345 678',
      productInterest: 'hair-weave', volume: '5-20kg', message: 'Need 10 kg of 18 inch.', status: 'new', readAt: null,
    });
  });

  it('accepts camelCase spellings and stores empty optional fields as null', async () => {
    const { id } = await visitor().inquiries.create({ firstName: 'An', lastName: 'Le', email: 'an@example.com', phoneNumber: '0912345678', productInterest: '', message: '   ' } as never);
    const [row] = await env.deps.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ firstName: 'An', phone: '0912345678', productInterest: null, volume: null, message: null });
  });

  it('keeps HTML in the message as plain text, exactly as typed', async () => {
    const message = '<script>alert(1)</script><b onclick="x()">bold</b>';
    const { id } = await visitor().inquiries.create({ ...valid, message });
    const [row] = await env.deps.db.select({ message: inquiries.message }).from(inquiries).where(eq(inquiries.id, id));
    expect(row?.message).toBe(message);
  });

  it('names the field of bad input and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, first_name: ' ' }, 'first_name: First name is required'],
      [{ ...valid, last_name: undefined }, 'last_name: Last name is required'],
      [{ ...valid, email: 'not-an-email' }, 'email: Invalid email address'],
      [{ ...valid, phone: '' }, 'phone: Phone number is required'],
      [{ ...valid, phone: 'call me' }, 'phone: Invalid phone number'],
      [{ ...valid, message: 'x'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
    ];
    for (const [input, message] of cases) {
      expect(await failure(visitor().inquiries.create(input as never))).toEqual({ code: 'BAD_REQUEST', message });
    }
    expect(await failure(visitor().inquiries.create({ ...valid, volume: 'a ton' } as never))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^volume: /) });
    expect(await env.deps.db.select().from(inquiries)).toEqual([]);
  });

  it('answers 429 after 5 messages from one IP in 10 minutes; other IPs are not affected', async () => {
    for (let i = 0; i < 5; i += 1) await visitor('10.0.0.7').inquiries.create(valid);
    expect(await failure(visitor('10.0.0.7').inquiries.create(valid))).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many messages. Please try again later.' });
    expect(await env.deps.db.select({ id: inquiries.id }).from(inquiries)).toHaveLength(5);
    expect(await visitor('10.0.0.8').inquiries.create(valid)).toMatchObject({ status: 'new' });
  });

  it('stores only 5 of 20 messages sent at once from one address', async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => visitor('10.0.0.6').inquiries.create(valid)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await env.deps.db.select({ id: inquiries.id }).from(inquiries)).toHaveLength(5);
  });

  it('does not count refused input toward the limit', async () => {
    for (let i = 0; i < 6; i += 1) await failure(visitor('10.0.0.9').inquiries.create({ ...valid, email: 'bad' }));
    expect(await visitor('10.0.0.9').inquiries.create(valid)).toMatchObject({ status: 'new' });
  });

  it('mails sales at the contact e-mail of the site config', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example', whatsapp: '+84 900' } });
    const message = 'Price for 50 kg?\nOpen the lead: http://evil.example/';
    const { id } = await visitor().inquiries.create({ ...valid, volume: '50kg-plus', message });
    // Sales first; then the buyer's confirmation of the reference (quote-requests tests read it).
    expect(env.mails.map((m) => m.to)).toEqual(['sales@factory.example', 'lan@example.com']);
    const mail = env.mails[0]!;
    expect(mail.to).toBe('sales@factory.example');
    expect(mail.subject).toBe('New inquiry from Lan Nguyen');
    expect(mail.text).toContain('E-mail: lan@example.com');
    expect(mail.text).toContain('Phone: +84 912 345 678');
    expect(mail.text).toContain('Volume: 50 kg+');
    // The factory's links first; the buyer's lines after them, each quoted.
    expect(mail.text).toMatch(/\nOpen the lead: \S+\/admin\/quote-requests\?open=\S+\n\n> Price for 50 kg\?\n> Open the lead: http:\/\/evil\.example\/$/);
    const [row] = await env.deps.db.select({ message: inquiries.message }).from(inquiries).where(eq(inquiries.id, id));
    expect(row?.message).toBe(message);
  });

  it('refuses a line break in a field the sales mail prints on one line, storing and mailing nothing', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    expect(await failure(visitor().inquiries.create({ ...valid, first_name: 'Lan\r\nBcc: x@evil.example' }))).toEqual({ code: 'BAD_REQUEST', message: 'first_name: First name must not contain line breaks' });
    expect(await failure(visitor().inquiries.create({ ...valid, phone: '+84 912\n345 678' }))).toEqual({ code: 'BAD_REQUEST', message: 'phone: Phone number must not contain line breaks' });
    expect(await env.deps.db.select().from(inquiries)).toEqual([]);
    expect(env.mails).toEqual([]);
  });

  it('links the mail to the inquiry in the admin inbox', async () => {
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    const { id } = await visitor().inquiries.create(valid);
    const { publicUrl } = env.deps.config;
    expect(env.mails[0]!.text).toContain(`Open in the inbox: ${publicUrl}/admin/inquiries?open=${id}`);
    expect(env.mails[0]!.text).not.toContain('Product:');
  });

  it('sends sales no mail without a contact e-mail (the buyer still gets theirs), and keeps the inquiry when the mail fails', async () => {
    await visitor().inquiries.create(valid);
    expect(env.mails.map((m) => m.to)).toEqual(['lan@example.com']);
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    const mailer = env.deps.mailer;
    env.deps.mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    try {
      expect(await visitor().inquiries.create(valid)).toMatchObject({ status: 'new' });
    } finally {
      env.deps.mailer = mailer;
    }
    expect(await env.deps.db.select({ id: inquiries.id }).from(inquiries)).toHaveLength(2);
  });
});

describe('the inbox (admin)', () => {
  async function seedInbox() {
    const ids: string[] = [];
    for (const [i, name] of ['First', 'Second', 'Third'].entries()) {
      const { id } = await visitor(`10.1.0.${i}`).inquiries.create({ ...valid, first_name: name });
      await env.deps.db.update(inquiries).set({ createdAt: new Date(Date.UTC(2024, 0, i + 1)) }).where(eq(inquiries.id, id));
      ids.push(id);
    }
    return ids as [string, string, string];
  }

  it('lists newest first with the count of each status, and filters by status', async () => {
    const [first, second, third] = await seedInbox();
    await callers.admin.inquiries.setStatus({ id: first, status: 'archived' });
    const all = await callers.admin.inquiries.list();
    expect(all.items.map((i) => i.id)).toEqual([third, second, first]);
    expect(all.counts).toEqual({ new: 2, read: 0, replied: 0, archived: 1 });
    expect(all.items[0]).toEqual({
      id: third, reference: expect.stringMatching(/^INQ-/), first_name: 'Third', last_name: 'Nguyen', email: 'lan@example.com', phone: '+84 912 345 678',
      product_interest: null, volume: null, message: null, product: null, status: 'new', created_at: '2024-01-03T00:00:00.000Z', read_at: null,
    });
    expect((await callers.admin.inquiries.list({ status: 'new' })).items.map((i) => i.id)).toEqual([third, second]);
    expect(await failure(callers.admin.inquiries.list({ status: 'spam' } as never))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^status: /) });
  });

  it('marks read (stamping read_at once), archives, and marks unread again', async () => {
    const [id] = await seedInbox();
    const read = await callers.admin.inquiries.setStatus({ id, status: 'read' });
    expect(read.status).toBe('read');
    expect(read.read_at).not.toBeNull();
    const again = await callers.admin.inquiries.setStatus({ id, status: 'read' });
    expect(again.read_at).toBe(read.read_at);
    expect(await callers.admin.inquiries.setStatus({ id, status: 'archived' })).toMatchObject({ status: 'archived', read_at: read.read_at });
    expect(await callers.admin.inquiries.setStatus({ id, status: 'new' })).toMatchObject({ status: 'new', read_at: null });
  });

  it('counts the unread inquiries', async () => {
    const [id] = await seedInbox();
    expect(await callers.admin.inquiries.unreadCount()).toEqual({ count: 3 });
    await callers.admin.inquiries.setStatus({ id, status: 'read' });
    expect(await callers.admin.inquiries.unreadCount()).toEqual({ count: 2 });
  });

  it('answers 404 for an unknown inquiry and 400 for an unknown status', async () => {
    const [id] = await seedInbox();
    expect(await failure(callers.admin.inquiries.setStatus({ id: 'nope', status: 'read' }))).toEqual({ code: 'NOT_FOUND', message: 'Inquiry not found' });
    expect(await failure(callers.admin.inquiries.setStatus({ id, status: 'deleted' } as never))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^status: /) });
  });

  it('is for admins only', async () => {
    const [id] = await seedInbox();
    for (const caller of [callers.anon, callers.user]) {
      const expected = caller === callers.anon ? NOT_AUTHENTICATED : NOT_ADMIN;
      expect(await failure(caller.inquiries.list())).toEqual(expected);
      expect(await failure(caller.inquiries.setStatus({ id, status: 'read' }))).toEqual(expected);
      expect(await failure(caller.inquiries.unreadCount())).toEqual(expected);
    }
    expect(await callers.admin.inquiries.unreadCount()).toEqual({ count: 3 });
  });
});

describe('an inquiry about a product', () => {
  it('stores the product named by id or slug, shows it in the inbox and names it in the mail', async () => {
    const product = await callers.admin.products.create({ published: true, name: 'Raw Body Wave 18"' });
    await env.deps.db.insert(siteConfig).values({ section: 'contact', config: { email: 'sales@factory.example' } });
    const bySlug = await visitor('10.2.0.1').inquiries.create({ ...valid, product_id: product.slug });
    const byId = await visitor('10.2.0.2').inquiries.create({ ...valid, productId: product.id } as never);
    for (const { id } of [bySlug, byId]) {
      expect(await callers.admin.inquiries.get({ id })).toMatchObject({ id, product: { id: product.id, slug: product.slug, name: 'Raw Body Wave 18"' } });
      expect((await env.deps.db.select({ productId: inquiries.productId }).from(inquiries).where(eq(inquiries.id, id)))[0]?.productId).toBe(product.id);
    }
    expect((await callers.admin.inquiries.list()).items.every((i) => i.product?.id === product.id)).toBe(true);
    expect(env.mails[0]!.text).toContain(`Product: Raw Body Wave 18" (${env.deps.config.publicUrl}/product/${product.slug})`);
  });

  it('refuses an unknown product with 400, stores nothing and does not count it toward the limit', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect(await failure(visitor('10.2.0.3').inquiries.create({ ...valid, product_id: 'no-such-product' }))).toEqual({ code: 'BAD_REQUEST', message: 'product_id: Product not found' });
    }
    expect(await failure(visitor('10.2.0.3').inquiries.create({ ...valid, product_id: { $ne: null } } as never))).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/^product_id: /) });
    expect(await env.deps.db.select().from(inquiries)).toEqual([]);
    expect(await visitor('10.2.0.3').inquiries.create(valid)).toMatchObject({ status: 'new' });
  });

  it('keeps the inquiry when its product is deleted, without the product', async () => {
    const product = await callers.admin.products.create({ published: true, name: 'Soon Gone' });
    const { id } = await visitor('10.2.0.4').inquiries.create({ ...valid, product_id: product.id });
    await callers.admin.products.delete({ id: product.id });
    expect(await callers.admin.inquiries.get({ id })).toMatchObject({ id, product: null });
  });
});

describe('one inquiry, its statuses and notes (admin)', () => {
  const create = async (ip = '10.3.0.1') => (await visitor(ip).inquiries.create(valid)).id;

  it('answers one inquiry by id, and 404 for an unknown one', async () => {
    const id = await create();
    expect(await callers.admin.inquiries.get({ id })).toMatchObject({ id, first_name: 'Lan', status: 'new', read_at: null, product: null });
    expect(await failure(callers.admin.inquiries.get({ id: 'nope' }))).toEqual({ code: 'NOT_FOUND', message: 'Inquiry not found' });
  });

  it('marks replied (stamping read_at when still unread) and counts it apart', async () => {
    const id = await create();
    const replied = await callers.admin.inquiries.setStatus({ id, status: 'replied' });
    expect(replied).toMatchObject({ status: 'replied', read_at: expect.any(String) });
    const inbox = await callers.admin.inquiries.list({ status: 'replied' });
    expect(inbox.items.map((i) => i.id)).toEqual([id]);
    expect(inbox.counts).toEqual({ new: 0, read: 0, replied: 1, archived: 0 });
    expect(await callers.admin.inquiries.unreadCount()).toEqual({ count: 0 });
  });

  it('adds notes with the author and time, lists them oldest first, and stores them as plain text', async () => {
    const id = await create();
    expect(await callers.admin.inquiries.notes({ id })).toEqual([]);
    const first = await callers.admin.inquiries.addNote({ id, body: '  Called her, wants 13x4 samples.  ' });
    expect(first).toEqual({ id: expect.any(String), body: 'Called her, wants 13x4 samples.', author_email: callers.adminUser.email, created_at: expect.stringMatching(/^\d{4}-/) });
    const second = await callers.admin.inquiries.addNote({ id, body: '<img src=x onerror=alert(1)>Quote <b>sent</b>' });
    expect(second.body).toBe('Quote sent');
    await env.deps.db.update(inquiryNotes).set({ createdAt: new Date(Date.UTC(2024, 0, 1)) }).where(eq(inquiryNotes.id, first.id));
    expect((await callers.admin.inquiries.notes({ id })).map((n) => n.body)).toEqual(['Called her, wants 13x4 samples.', 'Quote sent']);
    const [stored] = await env.deps.db.select().from(inquiryNotes).where(eq(inquiryNotes.id, second.id));
    expect(stored).toMatchObject({ inquiryId: id, authorId: callers.adminUser.id, authorEmail: callers.adminUser.email, body: 'Quote sent' });
  });

  it('refuses a blank or too long note with 400, and answers 404 for an unknown inquiry', async () => {
    const id = await create();
    const cases: [unknown, string][] = [
      ['  ', 'body: Note is required'],
      [undefined, 'body: Note is required'],
      ['<br>', 'body: Note is required'],
      ['x'.repeat(2001), 'body: Note must be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      expect(await failure(callers.admin.inquiries.addNote({ id, body } as never))).toEqual({ code: 'BAD_REQUEST', message });
    }
    expect(await failure(callers.admin.inquiries.addNote({ id: 'nope', body: 'Hello' }))).toEqual({ code: 'NOT_FOUND', message: 'Inquiry not found' });
    expect(await failure(callers.admin.inquiries.notes({ id: 'nope' }))).toEqual({ code: 'NOT_FOUND', message: 'Inquiry not found' });
    expect(await env.deps.db.select().from(inquiryNotes)).toEqual([]);
  });

  it('keeps one inquiry and its notes for admins only', async () => {
    const id = await create();
    await callers.admin.inquiries.addNote({ id, body: 'Internal' });
    for (const caller of [callers.anon, callers.user]) {
      const expected = caller === callers.anon ? NOT_AUTHENTICATED : NOT_ADMIN;
      expect(await failure(caller.inquiries.get({ id }))).toEqual(expected);
      expect(await failure(caller.inquiries.notes({ id }))).toEqual(expected);
      expect(await failure(caller.inquiries.addNote({ id, body: 'Spam' }))).toEqual(expected);
      expect(await failure(caller.inquiries.setStatus({ id, status: 'replied' }))).toEqual(expected);
    }
    expect((await callers.admin.inquiries.notes({ id })).map((n) => n.body)).toEqual(['Internal']);
    expect((await callers.admin.inquiries.get({ id })).status).toBe('new');
  });
});
