// npm run bench:scale: the BUILT server on PostgreSQL with a large catalogue
// (100,000 products, 1,000 posts by default). It (re)creates the database, lets a
// first start run the app's own migrations and seed the site content, loads the
// catalogue with multi-row INSERTs, restarts the server (start-up time on the full
// database) and measures uncached reads at 1 and 20 connections with autocannon:
// req/s and p50/p95/p99 of the list, a category, a common and a matchless search, the
// trade's words read into filters, the suggestions as a buyer types, a deep page, the filters and their counts, product detail and the sitemap, then how
// long the first filtered list takes after an admin saves a product (the catalogue
// index brought up to date) and the server's RSS.
//
// Environment (all optional):
//   DATABASE_URL          the PostgreSQL database to (re)create (default postgres://postgres@127.0.0.1:5432/hair_scale);
//                         everything in it is dropped first
//   BENCH_PRODUCTS        products to load (default 100000)
//   BENCH_POSTS           posts to load (default 1000)
//   BENCH_DURATION        seconds per measured run (default 5)
//   BENCH_WARMUP          seconds of discarded warm-up before each run (default 1)
//   BENCH_CONNECTIONS     comma-separated connection counts (default 1,20)
//   BENCH_ONLY            only the targets whose name contains this text (or one of several, separated by |)
//   BENCH_REUSE=1         keep the loaded catalogue of an earlier run (no drop, no load)
//   BENCH_JSON            where the JSON figures go (default <os tmpdir>/hair-bench-scale.json)
//   BENCH_SERVER_ENTRY    another server entry than apps/server/dist/main.js
// The server runs with RESPONSE_CACHE=false unless the calling environment sets it.
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { cleanupNow, installCleanupHandlers, trackDir } from './lib/children.mjs';
import { BenchError } from './lib/errors.mjs';
import { freePort, get, parseJson } from './lib/http.mjs';
import { loadCatalogue } from './lib/scale-data.mjs';
import { memoryOf, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const repoRoot = path.resolve(serverDir, '../..');
const entry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(serverDir, 'dist/main.js'));

const AIM_P95_MS = { 1: 50, 20: 250 };
const AIM_RSS_BYTES = 500 * 1024 * 1024;
const SITEMAP_MAX_URLS = 50_000;
const PAGE_SIZE = 6;

function numberFromEnv(name, fallback, min = 0) {
  const raw = process.env[name];
  if (raw == null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new BenchError(`${name} must be a number >= ${min}, got ${JSON.stringify(raw)}`);
  return value;
}

const progress = (message) => process.stderr.write(`[bench:scale] ${message}\n`);

/** Drops and creates the database of `url` through the server's maintenance database. */
async function recreateDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new BenchError(`DATABASE_URL names the database ${JSON.stringify(name)}: use a plain lower-case name`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * Warm-up, then a measured run that keeps every response time (autocannon's own
 * summary has no p95).
 */
async function measure(url, { connections, duration, warmup }) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, timeout: 30 });
  const times = [];
  const instance = autocannon({ url, connections, duration, timeout: 30 });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const r = await instance;
  times.sort((a, b) => a - b);
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] : null);
  return {
    reqPerSec: r.requests.total / r.duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** The `<loc>`s and the number of `<url>`s of a sitemap document (gzipped or not). */
function readSitemap(body) {
  const text = (body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body) : body).toString('utf8');
  return {
    index: text.includes('<sitemapindex'),
    locs: [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&')),
    urls: (text.match(/<url>/g) ?? []).length,
    bytes: body.length,
  };
}

async function sitemapTargets(base) {
  const res = await get(`${base}/sitemap.xml`, { timeoutMs: 120_000 });
  if (res.status !== 200) throw new BenchError(`GET /sitemap.xml answered ${res.status}`);
  const top = readSitemap(res.body);
  const targets = [{ name: 'sitemap.xml', path: '/sitemap.xml' }];
  const files = [];
  if (top.index) {
    for (const loc of top.locs) {
      const file = new URL(loc).pathname;
      const fileRes = await get(`${base}${file}`, { timeoutMs: 120_000 });
      if (fileRes.status !== 200) throw new BenchError(`GET ${file} answered ${fileRes.status}`);
      files.push({ path: file, ...readSitemap(fileRes.body) });
    }
    if (files[0]) targets.push({ name: 'sitemap file 1', path: files[0].path });
  } else {
    files.push({ path: '/sitemap.xml', ...top });
  }
  return { targets, files };
}

/** The products and posts in the database (the API's totals are capped at 1,001). */
async function countRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select (select count(*) from products)::int as products, (select count(*) from posts)::int as posts');
    return rows[0];
  } finally {
    await client.end();
  }
}

async function discover(base) {
  const list = await get(`${base}/api/products?limit=${PAGE_SIZE}`);
  if (list.status !== 200) throw new BenchError(`GET /api/products answered ${list.status}`);
  const items = parseJson('GET /api/products', list);
  const productId = items[0]?.id;
  if (!productId) throw new BenchError('the product list is empty: did the load run?');
  const total = Number(list.headers['x-total-count']);
  // A page deep in the list that the API accepts at any size: the 10,000th product.
  const deepOffset = 9996;
  return {
    total,
    targets: [
      { name: 'list (page 1)', path: `/api/products?limit=${PAGE_SIZE}` },
      { name: 'category hair-closure', path: `/api/products?limit=${PAGE_SIZE}&category=hair-closure` },
      { name: 'search q=wave', path: `/api/products?limit=${PAGE_SIZE}&q=wave` },
      { name: 'search q=wavy 1b', path: `/api/products?limit=${PAGE_SIZE}&q=${encodeURIComponent('wavy 1b')}` },
      { name: 'search matchless', path: `/api/products?limit=${PAGE_SIZE}&q=zzqxv` },
      // The trade's words read into filters, and a mistyped one (docs/decisions/022).
      { name: 'search read: body wave 22 inch DD', path: `/api/products?limit=${PAGE_SIZE}&q=${encodeURIComponent('body wave 22 inch DD')}` },
      { name: 'search read: boddy wave 1b (typo)', path: `/api/products?limit=${PAGE_SIZE}&q=${encodeURIComponent('boddy wave 1b')}` },
      { name: 'suggest q=bo', path: '/api/search/suggest?q=bo' },
      { name: 'suggest q=body wave 22', path: `/api/search/suggest?q=${encodeURIComponent('body wave 22')}` },
      { name: 'suggest q=dubble drawn (typo)', path: `/api/search/suggest?q=${encodeURIComponent('dubble drawn')}` },
      { name: `deep page (offset ${deepOffset})`, path: `/api/products?limit=${PAGE_SIZE}&offset=${deepOffset}` },
      { name: 'filter colour', path: `/api/products?limit=${PAGE_SIZE}&colour=natural-black` },
      { name: 'filter texture+length+stock+price', path: `/api/products?limit=${PAGE_SIZE}&texture=body-wave&length=22&in_stock=1&price_min=20&price_max=120` },
      { name: 'filter + search + page 3', path: `/api/products?limit=${PAGE_SIZE}&offset=${PAGE_SIZE * 2}&q=raw&colour=natural-black,1b&length=16,18` },
      { name: 'facets (all)', path: '/api/products/facets' },
      { name: 'facets (texture+length+stock)', path: '/api/products/facets?texture=body-wave&length=22&in_stock=1' },
      { name: 'facets (category+search)', path: `/api/products/facets?category=hair-closure&q=wave` },
      { name: 'product detail', path: `/api/products/${encodeURIComponent(productId)}` },
      { name: 'posts list (default)', path: '/api/posts' },
      { name: 'posts page (limit 12)', path: '/api/posts?limit=12' },
    ],
  };
}

const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
const num = (value, digits = 0) => (value == null || Number.isNaN(value) ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

const SAVES = 10;

/** The time of the first filtered list after each of `SAVES` product saves (a price and stock) and after a new product, as the admin. */
async function measureSaves(base, credentials) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (login.status !== 200) throw new BenchError(`POST /api/auth/login answered ${login.status}`);
  const { token } = await login.json();
  const write = async (method, pathname, body) => {
    const res = await fetch(base + pathname, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new BenchError(`${method} ${pathname} answered ${res.status}: ${await res.text()}`);
  };
  const listPath = `/api/products?limit=${PAGE_SIZE}&texture=body-wave&in_stock=1&sort=price-asc`;
  const timedList = async () => {
    const started = performance.now();
    const res = await get(base + listPath, { timeoutMs: 120_000 });
    if (res.status !== 200) throw new BenchError(`GET ${listPath} answered ${res.status}`);
    return performance.now() - started;
  };
  const picked = parseJson('GET /api/products', await get(`${base}/api/products?limit=${SAVES}&offset=500`));
  const afterSave = [];
  for (const [i, product] of picked.entries()) {
    await write('PUT', `/api/products/${encodeURIComponent(product.id)}`, { price_from: 30 + i, in_stock: i % 2 === 0 });
    afterSave.push(await timedList());
  }
  await write('POST', '/api/products', { name: `Bench New Product ${Date.now()}`, price_from: 42 });
  const afterNew = await timedList();
  const sorted = [...afterSave].sort((a, b) => a - b);
  return { saves: afterSave.length, medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted[sorted.length - 1], afterNewMs: afterNew };
}

function formatReport(s) {
  const out = [''];
  out.push(`Data: ${num(s.data.products)} products, ${num(s.data.posts)} posts on PostgreSQL; RESPONSE_CACHE ${s.config.responseCache}; ${s.config.duration} s per run after ${s.config.warmup} s warm-up; ${s.machine.cpus} CPU(s), Node ${s.machine.node}`);
  out.push(`Load: ${(s.loadMs / 1000).toFixed(1)} s; first start (migrations + seed) ${(s.startup.firstMs / 1000).toFixed(2)} s; restart on the full database ${(s.startup.restartMs / 1000).toFixed(2)} s`, '');
  const cols = [['target', 30, true], ['conns', 5], ['req/s', 8], ['p50 ms', 7], ['p95 ms', 7], ['p99 ms', 7], ['non-2xx', 7], ['errors', 6], ['aim p95', 12]];
  const row = (cells) => cols.map(([, w, l], i) => pad(cells[i], w, l)).join('  ');
  out.push(row(cols.map(([n]) => n)), '-'.repeat(cols.reduce((sum, [, w]) => sum + w + 2, -2)));
  for (const r of s.results) {
    const aim = AIM_P95_MS[r.connections];
    out.push(row([r.name, r.connections, num(r.reqPerSec), num(r.p50), num(r.p95), num(r.p99), num(r.non2xx), num(r.errors), aim ? `<= ${aim} ${r.p95 != null && r.p95 <= aim && r.non2xx === 0 ? 'PASS' : 'MISS'}` : '']));
  }
  out.push('');
  out.push(`First filtered list after a product save: median ${num(s.saves.medianMs)} ms, max ${num(s.saves.maxMs)} ms (${s.saves.saves} saves); after a new product ${num(s.saves.afterNewMs)} ms`);
  for (const f of s.sitemap.files) out.push(`Sitemap ${f.path}: ${num(f.urls)} URLs, ${num(f.bytes)} bytes${f.urls > SITEMAP_MAX_URLS ? `  MISS (> ${num(SITEMAP_MAX_URLS)})` : ''}`);
  out.push(`Server RSS: ${mb(s.memory.idle.rss)} idle after restart, ${mb(s.memory.after.rss)} after the runs, peak ${mb(s.memory.after.peak)}  aim <= ${mb(AIM_RSS_BYTES)}: ${s.memory.after.peak != null && s.memory.after.peak <= AIM_RSS_BYTES ? 'PASS' : 'MISS'}`);
  out.push('');
  return out.join('\n');
}

async function main() {
  installCleanupHandlers();
  if (!existsSync(entry)) throw new BenchError(`${path.relative(process.cwd(), entry)} does not exist: build first (npm run build).`);
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/hair_scale';
  const config = {
    products: numberFromEnv('BENCH_PRODUCTS', 100_000, 1),
    posts: numberFromEnv('BENCH_POSTS', 1000, 0),
    duration: numberFromEnv('BENCH_DURATION', 5, 1),
    warmup: numberFromEnv('BENCH_WARMUP', 1, 0),
    connections: (process.env.BENCH_CONNECTIONS || '1,20').split(',').map((n) => Number(n.trim())).filter((n) => n >= 1),
    responseCache: process.env.RESPONSE_CACHE || 'false',
  };
  const reuse = process.env.BENCH_REUSE === '1';

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hair-bench-scale-'));
  trackDir(tmp);
  const dataDir = path.join(tmp, 'data');
  mkdirSync(dataDir);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    DEMO_PRODUCT_COUNT: '0',
    LOG_LEVEL: 'warn',
    RESPONSE_CACHE: config.responseCache,
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  for (const name of ['PUBLIC_URL', 'SMTP_URL', 'NODE_OPTIONS']) delete env[name];
  const common = { entry, cwd: repoRoot, env, port };

  if (!reuse) {
    progress(`recreating ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
    await recreateDatabase(databaseUrl);
  }
  progress('first start: migrations and the site content');
  const first = await startServer({ ...common, label: 'first start', logFile: path.join(tmp, 'server-1.log'), healthTimeoutMs: 300_000 });
  await first.stop(30_000);

  let loadMs = 0;
  if (!reuse) {
    progress(`loading ${config.products} products and ${config.posts} posts`);
    const started = Date.now();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await loadCatalogue(client, { products: config.products, posts: config.posts });
    } finally {
      await client.end();
    }
    loadMs = Date.now() - started;
    progress(`loaded in ${(loadMs / 1000).toFixed(1)} s`);
  }

  const server = await startServer({ ...common, label: 'restart', logFile: path.join(tmp, 'server-2.log'), healthTimeoutMs: 300_000 });
  progress(`restart healthy after ${(server.healthyMs / 1000).toFixed(2)} s`);
  // Statistics of the filter values the restart computed, as autovacuum would gather them.
  const analyzer = new pg.Client({ connectionString: databaseUrl });
  await analyzer.connect();
  try {
    await analyzer.query('vacuum analyze product_facets');
  } finally {
    await analyzer.end();
  }
  const idle = memoryOf(server.pid);

  const found = await discover(server.base);
  const sitemap = await sitemapTargets(server.base);
  const targets = [...found.targets, ...sitemap.targets];
  for (const target of targets) {
    const res = await get(server.base + target.path, { timeoutMs: 120_000 });
    progress(`check ${target.name}: ${res.status}, ${res.body.length} bytes${res.headers['x-total-count'] ? `, X-Total-Count ${res.headers['x-total-count']}` : ''}`);
  }
  const only = process.env.BENCH_ONLY;
  const selected = only ? targets.filter((t) => only.split('|').some((part) => t.name.includes(part))) : targets;

  const results = [];
  for (const connections of config.connections) {
    for (const target of selected) {
      progress(`measuring ${target.name} at ${connections} connection(s)`);
      results.push({ name: target.name, path: target.path, connections, ...(await measure(server.base + target.path, { ...config, connections })) });
    }
  }
  progress('saving products, then listing');
  const saves = await measureSaves(server.base, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
  const after = memoryOf(server.pid);
  await server.stop(30_000);

  const summary = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    config,
    data: await countRows(databaseUrl),
    loadMs,
    startup: { firstMs: first.healthyMs, restartMs: server.healthyMs },
    sitemap: { files: sitemap.files.map(({ path: p, urls, bytes }) => ({ path: p, urls, bytes })) },
    memory: { idle, after },
    saves,
    results,
  };
  console.log(formatReport(summary));
  const jsonFile = path.resolve(process.env.BENCH_JSON ?? path.join(os.tmpdir(), 'hair-bench-scale.json'));
  writeFileSync(jsonFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`JSON figures: ${jsonFile}`);
}

main().catch((error) => {
  if (error instanceof BenchError) console.error(`\nbench:scale: ${error.message}`);
  else console.error('\nbench:scale failed:', error);
  cleanupNow();
  process.exit(1);
});
