// Two servers of the site as separate processes on one PostgreSQL database (a server
// this test starts for itself), as a load balancer sees them: what one does, the other
// shows within a second; sessions, limits, reference numbers and uploads (one S3
// bucket) are the same on both. A new check across servers is one more `it` using
// `a`, `b` and `clientAddress()`.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@hair/api';
import { samplePng, startPostgresCluster, startTestS3Server, tables, type PostgresCluster } from '@hair/api/testing';
import { cachedRead, trpcBatch } from './testing/http-client';
import { startReplica, testWebApp, type Replica } from './testing/replicas';

/** The longest a write on one server may stay unseen on the other. */
const PROPAGATION_MS = 1000;
const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };
const PUBLIC_URL = 'http://shop.test';

/**
 * Where the servers keep uploaded files: one S3 bucket (on an S3-compatible server
 * this test starts), as servers behind a load balancer share an object store. Each
 * server has a data directory of its own, which nothing shared is kept in. Every
 * storage setting is in this one place.
 */
async function sharedStorage(): Promise<{ settings: Record<string, string>; dataDir(name: string): Promise<string>; remove(): Promise<void> }> {
  const s3 = await startTestS3Server();
  const bucket = await s3.newBucket();
  const dirs: string[] = [];
  return {
    settings: {
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: bucket.endpoint!,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId!,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async dataDir(name) {
      const dir = await mkdtemp(path.join(os.tmpdir(), `hair-replica-${name}-`));
      dirs.push(dir);
      return dir;
    },
    async remove() {
      await s3.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    },
  };
}

let a: Replica;
let b: Replica;
let admin: string;
let databaseUrl: string;
const cleanups: (() => Promise<unknown>)[] = [];

let lastAddress = 0;
/** A client address of its own (behind the trusted proxy), so that each test's limits start at zero. */
function clientAddress(): Record<string, string> {
  lastAddress += 1;
  return { 'x-forwarded-for': `203.0.113.${lastAddress}` };
}

beforeAll(async () => {
  const cluster: PostgresCluster = await startPostgresCluster();
  cleanups.push(() => cluster.destroy());
  const storage = await sharedStorage();
  cleanups.push(storage.remove);
  const web = await testWebApp();
  cleanups.push(web.remove);
  databaseUrl = await cluster.createDatabase('shop');
  const settings = {
    DATABASE_URL: databaseUrl,
    ...storage.settings,
    WEB_DIST: web.dir,
    // No server render: the pages carry the server's head tags, which is what is checked here.
    WEB_SSR_ENTRY: path.join(web.dir, 'no-server-render.js'),
    PUBLIC_URL,
    TRUST_PROXY: '1',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // Started together, as an orchestrator does: they migrate and create the admin once between them.
  const started = await Promise.allSettled([
    startReplica('A', { ...settings, DATA_DIR: await storage.dataDir('a') }),
    startReplica('B', { ...settings, DATA_DIR: await storage.dataDir('b') }),
  ]);
  for (const result of started) if (result.status === 'fulfilled') cleanups.push(result.value.stop);
  for (const result of started) if (result.status === 'rejected') throw result.reason;
  [a, b] = started.map((result) => (result as PromiseFulfilledResult<Replica>).value) as [Replica, Replica];
  admin = (await a.json<{ token: string }>('POST', '/api/auth/login', { body: ADMIN, headers: clientAddress() })).body.token;
}, 120_000);

afterAll(async () => {
  // Servers first, then the database they use, then the files.
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const count = (values: number[], value: number) => values.filter((v) => v === value).length;

describe('two servers on one database', () => {
  it("show a product edited on A in B's cached API reads, pages and sitemap within a second", async () => {
    const product = await a.created<{ id: string; slug: string }>('/api/products', { token: admin, body: { published: true, name: 'Raw Vietnamese Bundle', price_from: 35, price_to: 80 } });
    const apiName = async () => (await b.json<{ name: string }>('GET', `/api/products/${product.id}`)).body.name;
    const pageTitle = async () => /<title>([^<]*)<\/title>/.exec(await (await b.request('GET', `/product/${product.id}`)).text())?.[1];
    const sitemapEntry = async () => {
      const file = gunzipSync(Buffer.from(await (await b.request('GET', '/sitemap-1.xml.gz')).arrayBuffer())).toString();
      // The sitemap names a product by its slug, which a rename keeps.
      return new RegExp(`<url><loc>${PUBLIC_URL}/product/${product.slug}</loc><lastmod>([^<]+)</lastmod>`).exec(file)?.[1];
    };
    // B answers from memory now.
    for (const path of [`/api/products/${product.id}`, `/product/${product.id}`]) await cachedRead(b, path);
    const before = await sitemapEntry();
    expect(before).toBeDefined();

    const edited = await a.json<{ name: string; updated_at: string }>('PUT', `/api/products/${product.id}`, { token: admin, body: { name: 'Raw Cambodian Bundle' } });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    await expect
      .poll(async () => [await apiName(), await pageTitle(), await sitemapEntry()], { timeout: PROPAGATION_MS, interval: 20 })
      .toEqual(['Raw Cambodian Bundle', expect.stringMatching(/^Raw Cambodian Bundle/), edited.body.updated_at]);
    expect(Date.now() - editedAt).toBeLessThan(PROPAGATION_MS);
    expect(edited.body.updated_at).not.toBe(before);
  });

  it('share sessions: signed in on A works on B, and signing out on B ends it on A', async () => {
    const signIn = await a.json<{ token: string }>('POST', '/api/auth/login', { body: ADMIN, headers: clientAddress() });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token;
    expect(await b.json('GET', '/api/auth/me', { token })).toMatchObject({ status: 200, body: { user: { email: ADMIN.email, role: 'admin' } } });
    expect((await b.request('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await a.request('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await a.request('POST', '/api/products', { token, body: { published: true, name: 'Signed Out Weave' } })).status).toBe(401);
  });

  it('share the sign-in limit: of 24 wrong passwords sent to both at once, in requests and a tRPC batch, 10 are checked', async () => {
    const from = clientAddress();
    const wrong = { email: ADMIN.email, password: 'not-the-password' };
    const [onA, onB, batchOnB] = await Promise.all([
      Promise.all(Array.from({ length: 7 }, () => a.request('POST', '/api/auth/login', { body: wrong, headers: from }))),
      Promise.all(Array.from({ length: 7 }, () => b.request('POST', '/api/auth/login', { body: wrong, headers: from }))),
      trpcBatch(b, 'auth.login', Array.from({ length: 10 }, () => wrong), from),
    ]);
    const statuses = [...onA, ...onB].map((res) => res.status).concat(batchOnB.statuses);
    expect([count(statuses, 401), count(statuses, 429)]).toEqual([10, 14]);
    // That address is refused even the right password, on either server; the admin's own address is not.
    expect((await a.request('POST', '/api/auth/login', { body: ADMIN, headers: from })).status).toBe(429);
    expect((await b.request('POST', '/api/auth/login', { body: ADMIN, headers: from })).status).toBe(429);
    expect((await b.request('POST', '/api/auth/login', { body: ADMIN, headers: clientAddress() })).status).toBe(200);
  });

  it('share the inquiry limit: of 8 messages sent to both at once, 5 are stored', async () => {
    const from = clientAddress();
    const email = `buyer-${lastAddress}@example.com`;
    const message = { firstName: 'Linh', lastName: 'Vo', email, phone: '+84 90 765 4321' };
    const answers = await Promise.all([a, b, a, b, a, b, a, b].map((server) => server.request('POST', '/api/inquiries', { body: message, headers: from })));
    const statuses = answers.map((res) => res.status);
    expect([count(statuses, 201), count(statuses, 429)]).toEqual([5, 3]);
    const inbox = await b.json<{ items: { email: string }[] }>('GET', '/api/inquiries', { token: admin });
    expect(inbox.body.items.filter((inquiry) => inquiry.email === email)).toHaveLength(5);
  });

  it('number the requests sent to both at once in one sequence, without gaps or repeats', async () => {
    // Contact messages are leads with a reference of their own; two at a time per client address stays under the limit.
    const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => {
      const server = i % 2 === 0 ? a : b;
      const from = i % 2 === 0 ? clientAddress() : { 'x-forwarded-for': `203.0.113.${lastAddress}` };
      return server.json<{ reference: string }>('POST', '/api/inquiries', { body: { firstName: 'Mai', lastName: `Tran ${i}`, email: `mai-${i}@example.com`, phone: '+84 90 111 2233' }, headers: from });
    }));
    expect(sent.map((res) => res.status)).toEqual(sent.map(() => 201));
    const numbers = sent.map((res) => Number(/^INQ-\d{4}-(\d+)$/.exec(res.body.reference)?.[1])).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => numbers[0]! + i));
  });

  it('list a product written by SQL under its filter values within seconds, on both', async () => {
    const filtered = '/api/products?texture=deep-wave&length=26';
    for (const server of [a, b]) expect((await server.json<unknown[]>('GET', filtered)).body).toEqual([]);
    const database = await openDatabase({ url: databaseUrl, onConnectionError: () => undefined });
    try {
      await database.db.insert(tables.products).values({ id: 'sql-loaded', slug: 'sql-loaded', name: 'Sql Loaded Deep Wave', attributes: { textures: ['Deep Wave'], length: '26 inches' } });
    } finally {
      await database.close();
    }
    for (const server of [a, b]) {
      await expect.poll(async () => (await server.json<{ name: string }[]>('GET', filtered)).body.map((p) => p.name), { timeout: 15_000, interval: 250 }).toEqual(['Sql Loaded Deep Wave']);
    }
  });

  it('serve an image uploaded on A from B', async () => {
    const dataUrl = `data:image/png;base64,${(await samplePng(64, 32, '#8e44ad')).toString('base64')}`;
    const { url } = await a.created<{ url: string }>('/api/uploads', { token: admin, body: { fileName: 'swatch.png', dataUrl } });
    const [fromA, fromB] = await Promise.all([a.request('GET', url), b.request('GET', url)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });
});
