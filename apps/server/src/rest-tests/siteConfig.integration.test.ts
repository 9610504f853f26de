import { describe, expect, it } from 'vitest';
import { useTestServer, useTokens } from '../testing/harness';

const t = useTestServer();
const tokens = useTokens(t);

interface RecordJson {
  id: string | null;
  section: string;
  title: string | null;
  config: Record<string, unknown>;
}

describe('GET /api/site-config', () => {
  it('answers the array of all sections, defaults included, as a public read', async () => {
    const res = await t.json<RecordJson[]>('GET', '/api/site-config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.body.map((r) => r.section)).toEqual(['hero', 'product_showcase', 'stats', 'partners', 'product_detail', 'product_categories', 'mission', 'values', 'contact', 'team', 'about_figures']);
    expect(res.body.find((r) => r.section === 'product_showcase')?.config).toMatchObject({ title: 'VIETNAMESE HAIR WEAVE NATURAL COLOUR', buy_now_text: 'BUY NOW' });
    expect(res.body.find((r) => r.section === 'product_detail')?.config).toMatchObject({ cardNote: 'USD per bundle', length: '8 to 30 inches' });
  });

  it('answers one record with ?section=, and 400 for an unknown section', async () => {
    const res = await t.json<RecordJson>('GET', '/api/site-config?section=product_categories');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ section: 'product_categories', config: { categories: [{ value: 'hair-weave', label: 'Hair Weave', parent: null }, { value: 'hair-closure', label: 'Hair Closure', parent: null }, { value: 'hair-frontal', label: 'Hair Frontal', parent: null }, { value: 'hair-bundle', label: 'Hair Bundle', parent: null }] } });
    expect(await t.json('GET', '/api/site-config?section=footer')).toMatchObject({ status: 400, body: { error: 'section: Unknown site config section' } });
  });
});

describe('PUT /api/site-config/{section}', () => {
  it('saves the config and title and answers the record; reads then return it', async () => {
    const res = await t.json<RecordJson>('PUT', '/api/site-config/values', { token: tokens.admin, body: { title: 'Our Values', config: { values: ['Integrity', '', 'Excellence'] } } });
    expect(res).toMatchObject({ status: 200, body: { id: expect.any(String), section: 'values', title: 'Our Values', config: { values: ['Integrity', 'Excellence'] } } });
    expect((await t.json<RecordJson>('GET', '/api/site-config?section=values')).body).toEqual(res.body);
    expect((await t.json<RecordJson[]>('GET', '/api/site-config')).body.find((r) => r.section === 'values')).toEqual(res.body);
  });

  it('answers 400 naming the config field and stores nothing', async () => {
    expect(await t.json('PUT', '/api/site-config/mission', { token: tokens.admin, body: { config: { text: '' } } })).toMatchObject({ status: 400, body: { error: 'config.text: Mission text is required' } });
    expect(await t.json('PUT', '/api/site-config/values', { token: tokens.admin, body: { config: { values: [] } } })).toMatchObject({ status: 400, body: { error: 'config.values: At least one value is required' } });
    expect(await t.json('PUT', '/api/site-config/product_categories', { token: tokens.admin, body: { config: { categories: [{ value: 'child', label: 'Child', parent: 'gone' }] } } })).toMatchObject({
      status: 400, body: { error: 'config.categories.0.parent: Parent category not found: gone' },
    });
    expect(await t.json('PUT', '/api/site-config/hero', { token: tokens.admin, body: {} })).toMatchObject({ status: 400, body: { error: 'config: config must be an object' } });
    expect(await t.json('PUT', '/api/site-config/footer', { token: tokens.admin, body: { config: {} } })).toMatchObject({ status: 400, body: { error: 'section: Unknown site config section' } });
    expect((await t.json<RecordJson>('GET', '/api/site-config?section=mission')).body.id).toBeNull();
  });

  it('sanitizes the product_detail html', async () => {
    const res = await t.json<RecordJson>('PUT', '/api/site-config/product_detail', {
      token: tokens.admin,
      body: { config: { howto_blocks: [{ type: 'html', html: '<ol><li>Choose</li></ol><script>alert(1)</script><img src="a.png" onerror="x()"><a href="javascript:x()">y</a>' }], warranty: '<p onclick="x()">14 days</p>' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.config).toMatchObject({ howto_blocks: [{ type: 'html', html: '<ol><li>Choose</li></ol><img src="a.png" /><a>y</a>' }], warranty: '<p>14 days</p>' });
  });

  it('answers 401 and 403', async () => {
    expect(await t.json('PUT', '/api/site-config/mission', { body: { config: { text: 'x' } } })).toMatchObject({ status: 401, body: { error: 'Not authenticated' } });
    expect(await t.json('PUT', '/api/site-config/mission', { token: tokens.user, body: { config: { text: 'x' } } })).toMatchObject({ status: 403, body: { error: 'Admin access required' } });
    expect((await t.json<RecordJson>('GET', '/api/site-config?section=mission')).body.id).toBeNull();
  });
});
