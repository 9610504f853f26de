import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, rateLimits, siteConfig } from '../db/schema';
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
    expect(result).toEqual({ id: expect.any(String), status: 'new' });
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
    await visitor().inquiries.create({ ...valid, first_name: 'Lan\r\nBcc: x@evil.example', volume: '50kg-plus', message: 'Price for 50 kg?' });
    expect(env.mails).toHaveLength(1);
    const mail = env.mails[0]!;
    expect(mail.to).toBe('sales@factory.example');
    expect(mail.subject).toBe('New inquiry from Lan Bcc: x@evil.example Nguyen');
    expect(mail.text).toContain('E-mail: lan@example.com');
    expect(mail.text).toContain('Phone: +84 912 345 678');
    expect(mail.text).toContain('Volume: 50 kg+');
    expect(mail.text).toContain('Price for 50 kg?');
  });

  it('sends no mail without a contact e-mail, and keeps the inquiry when the mail fails', async () => {
    await visitor().inquiries.create(valid);
    expect(env.mails).toEqual([]);
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
    expect(all.counts).toEqual({ new: 2, read: 0, archived: 1 });
    expect(all.items[0]).toEqual({
      id: third, first_name: 'Third', last_name: 'Nguyen', email: 'lan@example.com', phone: '+84 912 345 678',
      product_interest: null, volume: null, message: null, status: 'new', created_at: '2024-01-03T00:00:00.000Z', read_at: null,
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
