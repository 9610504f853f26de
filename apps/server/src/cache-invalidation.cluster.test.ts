// Two servers in this process on one PostgreSQL database of the test's own: what one
// hears through the change feed clears what the other keeps, and while a server cannot
// hear the others it keeps nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION_NAME, openDatabase, type ChangeFeedTimings } from '@hair/api';
import { MIGRATIONS_FOLDER, startPostgresCluster, type PostgresCluster } from '@hair/api/testing';
import { startTestServer, type TestServer } from './testing/harness';
import { cachedRead } from './testing/http-client';
import { startReplica, testWebApp } from './testing/replicas';

/** The longest a notice may take to clear the other server's caches. */
const NOTICE_MS = 1000;

let cluster: PostgresCluster;
let a: TestServer;
let b: TestServer;
let admin: string;
let productId: string;

async function serverOn(url: string, timings?: Partial<ChangeFeedTimings>): Promise<TestServer> {
  const database = await openDatabase({ url, migrationsFolder: MIGRATIONS_FOLDER, onConnectionError: () => undefined, changeFeed: { timings } });
  return startTestServer({ responseCache: true, database });
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  const url = await cluster.createDatabase('shop');
  a = await serverOn(url);
  // B waits a second before it listens again, so a test can watch it while it cannot hear.
  b = await serverOn(url, { firstRetryMs: 1000 });
  admin = await a.adminToken();
  productId = (await a.created<{ id: string }>('/api/products', { token: admin, body: { published: true, name: 'Body Wave Bundle', price_from: 40, price_to: 90 } })).id;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await cluster?.destroy();
});

const cachedOnB = (path: string) => cachedRead(b, path);

const productName = async (server: TestServer) => (await server.json<{ name: string }>('GET', `/api/products/${productId}`)).body.name;

describe("the other servers' notices", () => {
  it('clear the API reads, the pages and the sitemap this server keeps', async () => {
    await cachedOnB(`/api/products/${productId}`);
    await cachedOnB(`/product/${productId}`);
    const sitemap = await b.request('GET', '/sitemap.xml').then((res) => res.text());
    // A change that reached the database without a notice stays unseen: the caches answer.
    await renameInDatabase('Straight Bundle');
    expect(await productName(b)).toBe('Body Wave Bundle');
    expect(await b.request('GET', '/sitemap.xml').then((res) => res.text())).toBe(sitemap);

    await a.database.changes.publish();
    await expect.poll(() => productName(b), { timeout: NOTICE_MS, interval: 20 }).toBe('Straight Bundle');
    expect(await b.request('GET', `/product/${productId}`).then((res) => res.text())).toContain('<title>Straight Bundle');
    expect(await b.request('GET', '/sitemap.xml').then((res) => res.text())).toContain(await lastChange());
  });

  it('come from admin writes that succeed, not from failed or anonymous ones', async () => {
    const before = await cachedOnB('/api/products');
    expect((await a.request('POST', '/api/inquiries', { body: { firstName: 'Lan', lastName: 'Pham', email: 'lan@example.com', phone: '+84 90 123 4567' } })).status).toBe(201);
    expect((await a.request('PUT', `/api/products/${productId}`, { token: admin, body: { price_from: -1 } })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const still = await b.request('GET', '/api/products');
    expect(still.headers.get('x-cache')).toBe('hit');
    expect(await still.text()).toBe(before);

    expect((await a.request('PUT', `/api/products/${productId}`, { token: admin, body: { name: 'Kinky Curly Bundle' } })).status).toBe(200);
    await expect.poll(() => productName(b), { timeout: NOTICE_MS, interval: 20 }).toBe('Kinky Curly Bundle');
  });
});

describe('a server that cannot hear the others', () => {
  it('keeps nothing: each read shows the database as it is, until it listens again', async () => {
    await cachedOnB(`/api/products/${productId}`);
    await cachedOnB(`/product/${productId}`);
    await b.deps.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CHANGE_FEED_APPLICATION_NAME}`);
    await expect.poll(() => b.database.changes.listening).toBe(false);
    for (const name of ['Deep Wave Bundle', 'Water Wave Bundle']) {
      // Changed without a notice: a kept answer would show the name before.
      await renameInDatabase(name);
      expect(await productName(b)).toBe(name);
      expect(await b.request('GET', `/product/${productId}`).then((res) => res.text())).toContain(`<title>${name}`);
      expect(await b.request('GET', '/sitemap.xml').then((res) => res.text())).toContain(await lastChange());
    }
    await expect.poll(() => b.database.changes.listening, { timeout: 3000 }).toBe(true);
    await cachedOnB(`/api/products/${productId}`);
  });
});

/** Renames the product in the database directly, as a server whose notice never came would. */
async function renameInDatabase(name: string): Promise<void> {
  await b.deps.db.execute(sql`update products set name = ${name}, updated_at = clock_timestamp() where id = ${productId}`);
}

/** The product's last change as the sitemap writes it. */
const lastChange = async () => (await b.json<{ updated_at: string }>('GET', `/api/products/${productId}`, { token: admin })).body.updated_at;

describe('a server starting on an empty database', () => {
  let running: TestServer;
  const removals: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const remove of removals.reverse()) await remove();
  });

  it('announces the demo content it stores to the servers already running', async () => {
    running = await serverOn(await cluster.createDatabase('empty'));
    removals.push(() => running.close());
    const web = await testWebApp();
    removals.push(web.remove);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hair-seeder-'));
    removals.push(() => rm(dataDir, { recursive: true, force: true }));
    // The sitemap is kept for an hour: only the notice can bring the new products in.
    const productUrls = async () => (await running.request('GET', '/sitemap-1.xml.gz').then(async (res) => gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).match(/\/product\//g)?.length ?? 0;
    expect(await productUrls()).toBe(0);
    const seeder = await startReplica('seeder', { DATABASE_URL: cluster.databaseUrl('empty'), DATA_DIR: dataDir, WEB_DIST: web.dir, SEED_DEMO: 'true', DEMO_PRODUCT_COUNT: '3' });
    removals.push(seeder.stop);
    // It seeds before it listens: by now the notice is on its way.
    await expect.poll(productUrls, { timeout: NOTICE_MS, interval: 20 }).toBe(3);
  }, 120_000);
});
