// Trade terms over REST and tRPC on the real server: the site's in the product_detail
// section, a product's own ones on the product, stored as plain text.
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@hair/api';
import type { TradeTerms } from '@hair/domain';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

const NONE: TradeTerms = { lead_time: '', shipping: [], payment_terms: '', sample_policy: '' };
const SITE_TERMS = {
  lead_time: '7–10 working days for up to 20 kg',
  shipping: [
    { method: 'DHL Express', regions: 'USA, Canada, Europe, Australia' },
    { method: '', regions: '' },
    { method: 'Air cargo', regions: 'Nigeria, Ghana, South Africa' },
  ],
  payment_terms: '<b>50%</b> deposit by bank transfer, the rest before shipping',
  sample_policy: 'One sample bundle per buyer at the wholesale price',
};

interface ProductJson {
  id: string;
  name: string;
  trade_terms: TradeTerms;
}

function trpcAs(token: string) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${t.baseUrl}/api/trpc`, transformer: superjson, headers: { authorization: `Bearer ${token}` } })] });
}

let counter = 0;
async function newProduct(body: Record<string, unknown> = {}) {
  counter += 1;
  return t.created<ProductJson>('/api/products', { token: tokens.admin, body: { published: true, name: `Trade Terms Bundle ${counter} ${Date.now()}`, ...body } });
}

describe("the site's trade terms (product_detail.trade_terms)", () => {
  it('are saved as plain text, blank shipping rows dropped, and read back by anyone', async () => {
    const current = (await t.json<{ config: Record<string, unknown> }>('GET', '/api/site-config?section=product_detail')).body.config;
    const res = await t.json<{ config: { trade_terms: TradeTerms } }>('PUT', '/api/site-config/product_detail', { token: tokens.admin, body: { config: { ...current, trade_terms: SITE_TERMS } } });
    expect(res.status).toBe(200);
    const stored = {
      lead_time: '7–10 working days for up to 20 kg',
      shipping: [{ method: 'DHL Express', regions: 'USA, Canada, Europe, Australia' }, { method: 'Air cargo', regions: 'Nigeria, Ghana, South Africa' }],
      payment_terms: '50% deposit by bank transfer, the rest before shipping',
      sample_policy: 'One sample bundle per buyer at the wholesale price',
    };
    expect(res.body.config.trade_terms).toEqual(stored);
    expect((await t.json<{ config: { trade_terms: TradeTerms } }>('GET', '/api/site-config?section=product_detail')).body.config.trade_terms).toEqual(stored);
  });

  it('answer 400 naming the field and keep what was stored', async () => {
    const before = (await t.json('GET', '/api/site-config?section=product_detail')).body;
    const refused = await t.json('PUT', '/api/site-config/product_detail', { token: tokens.admin, body: { config: { trade_terms: { shipping: [{ method: ' ', regions: 'Europe' }] } } } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'config.trade_terms.shipping.0.method: Shipping method is required' } });
    expect((await t.json('GET', '/api/site-config?section=product_detail')).body).toEqual(before);
  });
});

describe("a product's own trade terms (trade_terms)", () => {
  it('are empty on a new product, so the page shows the site\'s', async () => {
    const product = await newProduct();
    expect(product.trade_terms).toEqual(NONE);
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body.trade_terms).toEqual(NONE);
  });

  it('are saved over REST (either spelling), left alone by other edits, and removed with null', async () => {
    const product = await newProduct({ tradeTerms: { lead_time: ' 3–5 working days ', sample_policy: 'Free <i>swatches</i>' } });
    const own = { ...NONE, lead_time: '3–5 working days', sample_policy: 'Free swatches' };
    expect(product.trade_terms).toEqual(own);

    const renamed = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { name: `${product.name} (renamed)` } });
    expect(renamed.body.trade_terms).toEqual(own);

    const shipping = [{ method: 'Sea freight', regions: 'West Africa' }];
    const changed = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { trade_terms: { shipping } } });
    expect(changed.body.trade_terms).toEqual({ ...NONE, shipping });

    const cleared = await t.json<ProductJson>('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { trade_terms: null } });
    expect(cleared.body.trade_terms).toEqual(NONE);
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body.trade_terms).toEqual(NONE);
  });

  it('answer 400 over REST naming the field, and the product keeps its terms', async () => {
    const product = await newProduct({ trade_terms: { payment_terms: 'T/T in advance' } });
    const cases: [unknown, string][] = [
      [{ lead_time: 'x'.repeat(301) }, 'trade_terms.lead_time: Lead time must be at most 300 characters'],
      [{ shipping: [{ method: 'DHL' }, { regions: 'Asia' }] }, 'trade_terms.shipping.1.method: Shipping method is required'],
      [{ payment_terms: ['T/T'] }, 'trade_terms.payment_terms: Payment terms must be text'],
      ['two weeks', 'trade_terms: Trade terms must be an object'],
    ];
    for (const [terms, message] of cases) {
      expect(await t.json('PUT', `/api/products/${product.id}`, { token: tokens.admin, body: { trade_terms: terms } })).toMatchObject({ status: 400, body: { error: message } });
    }
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body.trade_terms).toEqual({ ...NONE, payment_terms: 'T/T in advance' });
  });

  it('are saved and read over tRPC, in one batch, with the same refusals', async () => {
    const product = await newProduct();
    const trpc = trpcAs(tokens.admin);
    const terms = { lead_time: '2 weeks for 50 kg', shipping: [{ method: 'FedEx', regions: 'USA' }], payment_terms: '', sample_policy: '' };
    const [updated, read] = await Promise.all([
      trpc.products.update.mutate({ id: product.id, trade_terms: terms }),
      // Sent in the same batch: the read may run before or after the write.
      trpc.products.byId.query({ id: product.id }),
    ]);
    expect(updated.trade_terms).toEqual(terms);
    expect([NONE, terms]).toContainEqual(read.trade_terms);
    expect((await trpc.products.byId.query({ id: product.id })).trade_terms).toEqual(terms);

    const refusal = await trpc.products.update.mutate({ id: product.id, trade_terms: { sample_policy: 'y'.repeat(501) } }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TRPCClientError);
    expect((refusal as TRPCClientError<AppRouter>).message).toBe('trade_terms.sample_policy: Sample policy must be at most 500 characters');
    expect((refusal as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
    expect((await trpc.products.byId.query({ id: product.id })).trade_terms).toEqual(terms);
  });

  it('can only be changed by an admin', async () => {
    const product = await newProduct();
    expect((await t.json('PUT', `/api/products/${product.id}`, { body: { trade_terms: { lead_time: '1 day' } } })).status).toBe(401);
    expect((await t.json('PUT', `/api/products/${product.id}`, { token: tokens.user, body: { trade_terms: { lead_time: '1 day' } } })).status).toBe(403);
    expect((await t.json<ProductJson>('GET', `/api/products/${product.id}`)).body.trade_terms).toEqual(NONE);
  });
});
