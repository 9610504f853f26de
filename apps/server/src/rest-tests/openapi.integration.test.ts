// The OpenAPI document: served, valid OpenAPI 3.1, and listing exactly the REST routes
// that are mounted; the interactive reference answers under the strict CSP.
import { Validator } from '@seriousme/openapi-schema-validator';
import { createRestRouter, declaredRoutes, toOpenApiPath } from '@hair/api';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

const t = useTestServer();

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** 'get /products/{id}' for every route mounted on the REST router. */
function mountedOperations(): string[] {
  const stack = (createRestRouter(t.deps) as unknown as { stack: Layer[] }).stack;
  return stack.flatMap(({ route }) => (route ? Object.keys(route.methods).map((method) => `${method} ${toOpenApiPath(route.path)}`) : []));
}

type Document = { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, unknown>> };

function documentedOperations(document: Document): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
}

describe('GET /api/openapi.json', () => {
  it('answers a valid OpenAPI 3.1 document', async () => {
    const res = await t.json<Document>('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toEqual([{ url: '/api' }]);
    const validator = new Validator();
    const result = await validator.validate(res.body as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every mounted REST route, and no other', async () => {
    const { body } = await t.json<Document>('GET', '/api/openapi.json');
    const mounted = mountedOperations();
    expect(mounted.length).toBeGreaterThan(30);
    expect(new Set(mounted).size).toBe(mounted.length);
    expect(documentedOperations(body).sort()).toEqual([...mounted].sort());
  });

  it("describes a route's input and answer with the schemas its procedure uses", async () => {
    const { body } = await t.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>('GET', '/api/openapi.json');
    const create = body.paths['/testimonials']!.post!;
    expect(create).toMatchObject({
      security: [{ bearer: [] }],
      requestBody: { content: { 'application/json': { schema: { required: ['quote', 'author'] } } } },
      responses: { 201: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Testimonial' } } } } },
    });
    const file = body.paths['/prices.csv']!;
    expect(file.post).toMatchObject({ requestBody: { content: { 'text/csv': { schema: { type: 'string' } } } }, responses: { 200: { content: { 'application/json': {} } } } });
    expect(file.get).toMatchObject({ security: [{ bearer: [] }], responses: { 200: { content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } } } });
    const list = body.paths['/products']!.get!;
    expect(list.security).toBeUndefined();
    expect((list.parameters as { name: string }[]).map((p) => p.name)).toEqual(['featured', 'limit', 'offset', 'category', 'q', 'sort', 'include_drafts', 'length', 'texture', 'grade', 'colour', 'lace', 'in_stock', 'price_min', 'price_max']);
  });
});

describe('the answers', () => {
  it('hold what the document says, on every read', async () => {
    const token = await t.adminToken();
    const product = await t.created<{ id: string }>('/api/products', { token, body: { published: true, name: 'Body Wave Bundle', price_from: 20, price_to: 40 } });
    await t.created('/api/testimonials', { token, body: { quote: 'Soft and full to the ends.', author: 'Mai' } });
    const post = await t.created<{ slug: string }>('/api/posts', { token, body: { title: 'Caring for raw hair', content: '<p>Wash gently.</p>' } });
    const inquiry = await t.created<{ id: string }>('/api/inquiries', { body: { first_name: 'An', last_name: 'Tran', email: 'an@example.com', phone: '+84 90 123 4567' } });
    await t.created(`/api/inquiries/${inquiry.id}/notes`, { token, body: { body: 'Called back.' } });
    await t.created(`/api/products/${product.id}/reviews`, { body: { name: 'Lan', comment: 'Lovely texture.', rating: 5 } });
    const grid = { unit: 'bundle', textures: ['Body Wave'], grades: ['Double Drawn'], cells: [{ length: 22, texture: 'Body Wave', grade: 'Double Drawn', prices: [62] }] };
    expect((await t.json('PUT', `/api/products/${product.id}/prices`, { token, body: grid })).status).toBe(200);
    const lead = await t.created<{ id: string }>('/api/quote-requests', { body: { name: 'Ada', email: 'ada@example.com', lines: [{ product_id: product.id, length: 22, texture: 'body-wave', grade: 'double-drawn', quantity: 3 }] } });
    const quote = await t.created<{ path: string }>(`/api/quote-requests/${lead.id}/quotes`, { token, body: { lines: [{ description: 'Body wave 22"', quantity: 3, unit: 'bundle', unit_price: 60 }], payment_terms: '30% deposit', valid_until: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10) } });
    const ids: [string, string][] = [['/inquiries', inquiry.id], ['/quote-requests', lead.id]];
    const pathOf = (path: string) =>
      path.replace('{slug}', post.slug).replace('{token}', quote.path.slice('/q/'.length)).replace('{id}', ids.find(([prefix]) => path.startsWith(prefix))?.[1] ?? product.id);

    const reads = declaredRoutes().filter((route) => route.method === 'get' && route.doc.response && route.path !== '/auth/verify');
    expect(reads.length).toBeGreaterThan(10);
    for (const { path, doc } of reads) {
      // A read that needs its query is asked with one.
      const query = path === '/search/suggest' ? '?q=body' : '';
      const res = await t.json('GET', `/api${pathOf(path)}${query}`, { token });
      expect(res.status, path).toBe(200);
      const parsed = doc.response!.safeParse(res.body);
      expect(parsed.success ? [] : parsed.error.issues, path).toEqual([]);
    }
  });
});

describe('GET /api/docs', () => {
  it('answers the interactive reference as HTML, its scripts and styles from this server', async () => {
    const res = await t.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    const sources = [...html.matchAll(/(?:<script src|rel="stylesheet" href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const source of sources) {
      const asset = await t.request('GET', source);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('content-type'), source).toMatch(source.endsWith('.css') ? /^text\/css/ : /javascript/);
    }
    expect(await (await t.request('GET', '/api/docs/start.js')).text()).toContain('"/api/openapi.json"');
  });

  it('serves no other file of the package', async () => {
    expect((await t.request('GET', '/api/docs/package.json')).status).toBe(404);
    expect((await t.request('GET', '/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
