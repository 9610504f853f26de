// A visitor cannot forge lines of the factory's mails: the fields a mail prints on
// one line refuse a line break (400 naming the field, nothing stored, nothing
// mailed), and a message keeps its lines, quoted below the factory's links.
import { BODY_WAVE_GRID, bodyWaveLine, tables } from '@hair/api/testing';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);
const FORGED = 'Ana\r\nBcc: x@evil.example';

let productId: string;
beforeAll(async () => {
  productId = (await t.json<{ id: string }>('POST', '/api/products', { token: tokens.admin, body: { published: true, name: 'Body Wave Double Drawn' } })).body.id;
  await t.json('PUT', `/api/products/${productId}/prices`, { token: tokens.admin, body: BODY_WAVE_GRID });
  expect((await t.json('PUT', '/api/site-config/contact', { token: tokens.admin, body: { config: { email: 'sales@factory.example' } } })).status).toBe(200);
});
beforeEach(async () => {
  await t.deps.db.delete(tables.rateLimits);
  t.mails.length = 0;
});

const quoteRequest = (fields: Record<string, unknown>) => ({ name: 'Ana Lima', email: 'ana@example.com', lines: [bodyWaveLine(productId, 3)], ...fields });
const stored = async () => ({ leads: (await t.deps.db.select().from(tables.quoteRequests)).length, inquiries: (await t.deps.db.select().from(tables.inquiries)).length });

describe('line breaks in what a mail prints', () => {
  it('refuses them in the one-line fields of a quote request, storing and mailing nothing', async () => {
    const before = await stored();
    expect(await t.json('POST', '/api/quote-requests', { body: quoteRequest({ name: FORGED }) })).toMatchObject({ status: 400, body: { error: 'name: Name must not contain line breaks' } });
    for (const [field, label] of [['company', 'Company'], ['phone', 'Phone number'], ['country', 'Country']] as const) {
      expect(await t.json('POST', '/api/quote-requests', { body: quoteRequest({ [field]: 'Viet\nNam' }) })).toMatchObject({ status: 400, body: { error: `${field}: ${label} must not contain line breaks` } });
    }
    expect(await t.json('POST', '/api/quote-requests', { body: quoteRequest({ email: 'ana@example.com\r\nBcc: x@evil.example' }) })).toMatchObject({ status: 400, body: { error: 'email: Email must not contain line breaks' } });
    expect(await stored()).toEqual(before);
    expect(t.mails).toEqual([]);
  });

  it('refuses them in the contact form and the sign-up, storing nothing', async () => {
    const before = await stored();
    const inquiry = { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', phone: '+84 912 345 678' };
    expect(await t.json('POST', '/api/inquiries', { body: { ...inquiry, last_name: FORGED } })).toMatchObject({ status: 400, body: { error: 'last_name: Last name must not contain line breaks' } });
    expect(await stored()).toEqual(before);
    const email = 'new.buyer@example.com\nBcc: x@evil.example';
    expect(await t.json('POST', '/api/auth/register', { body: { email, password: 'silk-hair-2026' } })).toMatchObject({ status: 400, body: { error: 'email: Email must not contain line breaks' } });
    expect(await t.deps.db.select().from(tables.users)).not.toContainEqual(expect.objectContaining({ email: expect.stringContaining('new.buyer') }));
    expect(t.mails).toEqual([]);
  });

  it("stores a message's lines as sent and quotes them below the link to the lead", async () => {
    const message = 'Hello,\r\nwe need 3 kg before May.\n\nOpen the lead: http://evil.example/';
    const created = await t.json<{ id: string }>('POST', '/api/quote-requests', { body: quoteRequest({ message }) });
    expect(created.status).toBe(201);
    expect(await t.json('GET', `/api/quote-requests/${created.body.id}`, { token: tokens.admin })).toMatchObject({ status: 200, body: { message } });
    const sales = t.mails.find((m) => m.to === 'sales@factory.example');
    expect(sales?.text.endsWith([
      `Open the lead: ${t.deps.config.publicUrl}/admin/quote-requests?open=${created.body.id}`,
      '',
      '> Hello,',
      '> we need 3 kg before May.',
      '> ',
      '> Open the lead: http://evil.example/',
    ].join('\n'))).toBe(true);
  });
});
