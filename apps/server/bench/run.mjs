// npm run bench (issue 2, point 13): starts the BUILT server on a throwaway
// data directory seeded with 1,000 products, times the first start and a
// restart to the first healthy answer, checks graceful shutdown, then loads
// three public reads over REST and over tRPC with autocannon and compares them
// with two ceilings answering the same bytes from memory: a bare Express 5
// route and a raw node:http server; and four public pages (home, the product
// list, a product, a blog post) fetched with brotli as a browser does, beside the
// REST list (issue 22: a kept page at >= 25 % of the cached list's req/s). Every
// server (the real one and each ceiling) runs in its own child process;
// autocannon runs in this one.
//
// Environment (all optional):
//   BENCH_DURATION      seconds per measured target (default 10)
//   BENCH_WARMUP        seconds of discarded warm-up before each target (default 2, less for short runs)
//   BENCH_CONNECTIONS   autocannon connections (default 50)
//   BENCH_ONLY          run only the targets whose name contains this text (the ceilings always run)
//   BENCH_CPU_PROF      a directory: the restarted server runs with --cpu-prof and writes its profile there
//   BENCH_JSON          where the JSON figures go (default <os tmpdir>/hair-bench-result.json)
//   BENCH_KEEP=1        keep the throwaway data directory (its path is printed)
//   BENCH_SERVER_ENTRY  another server entry than apps/server/dist/main.js
// The rest of the calling environment reaches the server (e.g. RESPONSE_CACHE=false
// measures uncached reads), except DATABASE_URL, PUBLIC_URL, SMTP_URL and NODE_OPTIONS:
// the bench always runs on PGlite in its throwaway directory.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { cleanupNow, installCleanupHandlers, trackDir } from './lib/children.mjs';
import { BenchError } from './lib/errors.mjs';
import { numberFromEnv } from './lib/env.mjs';
import { freePort, get, parseJson } from './lib/http.mjs';
import { measure, startCeiling } from './lib/load.mjs';
import { AIMS, formatReport } from './lib/report.mjs';
import { memoryOf, startServer, tail } from './lib/server.mjs';


const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const repoRoot = path.resolve(serverDir, '../..');
const entry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(serverDir, 'dist/main.js'));

const DEMO_PRODUCT_COUNT = 1000;
const LIST_LIMIT = 24;
/** Pages are fetched as a browser fetches them. */
const PAGE_HEADERS = { 'accept-encoding': 'br' };

function readConfig() {
  const duration = numberFromEnv('BENCH_DURATION', 10, { min: 1 });
  return {
    connections: numberFromEnv('BENCH_CONNECTIONS', 50, { min: 1, integer: true }),
    duration,
    warmup: numberFromEnv('BENCH_WARMUP', Math.min(2, Math.max(1, Math.round(duration / 5)))),
    demoProductCount: DEMO_PRODUCT_COUNT,
  };
}

const progress = (message) => process.stderr.write(`[bench] ${message}\n`);
const trpcPath = (procedure, input) => `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;

/** The items of a products list answer: an array, or an object holding one. */
function itemsOf(body) {
  if (Array.isArray(body)) return body;
  for (const key of ['items', 'products', 'data', 'rows']) if (body && Array.isArray(body[key])) return body[key];
  return null;
}

/**
 * Finds a product id and checks, once, that every target answers 200 with the
 * expected format. Fails with a clear message while the routers are stubs.
 */
async function discover(base) {
  const probe = await get(`${base}/api/products?limit=1`);
  if (probe.status === 404) {
    throw new BenchError(
      'GET /api/products?limit=1 answered 404: the products REST route does not exist yet '
      + '(packages/api/src/products/rest.ts and products/router.ts are still stubs?). '
      + 'The bench needs the products and site-config routers and the seed of issue 2 (points 5 and 7).',
    );
  }
  if (probe.status !== 200) throw new BenchError(`GET /api/products?limit=1 answered ${probe.status}: ${probe.body.subarray(0, 300).toString('utf8')}`);
  const items = itemsOf(parseJson('GET /api/products?limit=1', probe));
  if (!items) throw new BenchError('GET /api/products?limit=1: the body is neither an array nor an object with an items array.');
  if (items.length === 0) throw new BenchError('GET /api/products?limit=1 returned no product: did the seed run (DEMO_PRODUCT_COUNT=1000)?');
  const productId = items[0]?.id;
  if (productId == null || productId === '') throw new BenchError(`GET /api/products?limit=1: the first product has no id: ${JSON.stringify(items[0]).slice(0, 200)}`);
  const total = Number(probe.headers['x-total-count']);

  const targets = [
    { name: `REST GET /api/products?limit=${LIST_LIMIT}`, path: `/api/products?limit=${LIST_LIMIT}`, rest: true, list: true },
    { name: 'REST GET /api/products/{id}', path: `/api/products/${encodeURIComponent(String(productId))}`, rest: true },
    { name: 'REST GET /api/site-config', path: '/api/site-config', rest: true },
    { name: `tRPC products.list {limit:${LIST_LIMIT}}`, path: trpcPath('products.list', { limit: LIST_LIMIT }), list: true },
    { name: 'tRPC products.byId {id}', path: trpcPath('products.byId', { id: productId }) },
    { name: 'tRPC siteConfig.list', path: trpcPath('siteConfig.list') },
  ];

  for (const target of targets) {
    const res = await get(base + target.path);
    const label = `GET ${target.path}`;
    if (res.status !== 200) throw new BenchError(`${label} answered ${res.status}, not 200: ${res.body.subarray(0, 300).toString('utf8')}`);
    const body = parseJson(label, res);
    let detail;
    if (target.rest) {
      if (target.list) {
        const list = itemsOf(body);
        if (!list) throw new BenchError(`${label}: no product list in the body`);
        detail = `${list.length} products`;
      } else {
        detail = `keys: ${Object.keys(body ?? {}).slice(0, 6).join(', ')}${Object.keys(body ?? {}).length > 6 ? ', ...' : ''}`;
      }
    } else {
      // tRPC 11 with superjson: {"result":{"data":{"json": ..., "meta"?: ...}}}
      const data = body?.result?.data;
      if (!data || typeof data !== 'object' || !('json' in data)) throw new BenchError(`${label}: not a superjson tRPC answer ({result:{data:{json}}}): ${res.body.subarray(0, 200).toString('utf8')}`);
      if (target.list) {
        const list = itemsOf(data.json);
        detail = list ? `${list.length} products` : `json keys: ${Object.keys(data.json ?? {}).join(', ')}`;
      } else {
        detail = 'result.data.json';
      }
    }
    target.bytes = res.body.length;
    target.etag = Boolean(res.headers.etag);
    target.cacheControl = res.headers['cache-control'] ?? null;
    progress(`check ${target.name}: 200, ${res.body.length} bytes, ${detail}, ETag ${target.etag ? 'yes' : 'no'}, Cache-Control ${target.cacheControl ?? '-'}`);
    if (target.list && target.rest) {
      target.body = res.body;
      target.contentType = res.headers['content-type'] ?? 'application/json; charset=utf-8';
    }
  }
  const pages = await discoverPages(base, items[0]?.slug ?? productId);
  // The pages are measured right after the REST list, so that their ratio compares runs close in time.
  targets.splice(1, 0, ...pages);
  return { productId, total: Number.isFinite(total) ? total : null, targets };
}

/** The four public pages, each checked once: 200, HTML, brotli, and from the page cache on a repeat. */
async function discoverPages(base, productSlug) {
  const posts = await get(`${base}/api/posts?limit=1`);
  const postSlug = posts.status === 200 ? itemsOf(parseJson('GET /api/posts?limit=1', posts))?.[0]?.slug : undefined;
  if (!postSlug) throw new BenchError(`GET /api/posts?limit=1 answered ${posts.status} with no post: the demo seed (SEED_DEMO=true) writes blog posts.`);
  const pages = [
    { name: 'page GET / (br)', path: '/' },
    { name: 'page GET /products (br)', path: '/products' },
    { name: 'page GET /product/{slug} (br)', path: `/product/${encodeURIComponent(String(productSlug))}` },
    { name: 'page GET /blog/{slug} (br)', path: `/blog/${encodeURIComponent(String(postSlug))}` },
  ];
  for (const page of pages) {
    const label = `GET ${page.path} (accept-encoding: br)`;
    await get(base + page.path, { headers: PAGE_HEADERS });
    const res = await get(base + page.path, { headers: PAGE_HEADERS });
    if (res.status !== 200) throw new BenchError(`${label} answered ${res.status}, not 200`);
    if (!String(res.headers['content-type']).startsWith('text/html')) throw new BenchError(`${label}: Content-Type ${res.headers['content-type']}, not HTML`);
    if (res.headers['content-encoding'] !== 'br') throw new BenchError(`${label}: Content-Encoding ${res.headers['content-encoding'] ?? 'none'}, not br`);
    const html = brotliDecompressSync(res.body).toString('utf8');
    const rendered = /<div id="root"><./.test(html);
    Object.assign(page, { page: true, headers: PAGE_HEADERS, bytes: res.body.length, htmlBytes: Buffer.byteLength(html), body: res.body });
    progress(`check ${page.name}: 200, ${res.body.length} bytes brotli (${page.htmlBytes} HTML), ${rendered ? 'rendered on the server' : 'NOT rendered on the server'}, X-Cache ${res.headers['x-cache'] ?? '-'}`);
    if (!rendered) progress(`WARNING: ${label} has an empty #root: is the web app's server build (apps/web/dist-server) missing?`);
  }
  return pages;
}

async function main() {
  installCleanupHandlers();
  const config = readConfig();
  if (!existsSync(entry)) throw new BenchError(`${path.relative(process.cwd(), entry)} does not exist: build first (npm run build, or node build.mjs in apps/server).`);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hair-bench-'));
  if (process.env.BENCH_KEEP === '1') progress(`keeping ${tmp}`);
  else trackDir(tmp);
  const dataDir = path.join(tmp, 'data');
  mkdirSync(dataDir);
  const port = await freePort();

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_PRODUCT_COUNT: String(DEMO_PRODUCT_COUNT),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
  };
  // Always PGlite in the throwaway directory, whatever the calling shell has set.
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'NODE_OPTIONS']) delete env[name];
  const common = { entry, cwd: repoRoot, env, port };

  // 1. First start (migrations + seed), graceful stop, restart on the same data.
  progress(`first start: ${path.relative(repoRoot, entry)} on port ${port}, DATA_DIR ${dataDir}`);
  const first = await startServer({ ...common, label: 'first start', logFile: path.join(tmp, 'server-1.log'), healthTimeoutMs: 300_000 });
  progress(`first start healthy after ${(first.healthyMs / 1000).toFixed(2)} s; SIGTERM`);
  const shutdowns = [{ after: 'first start', ...(await first.stop()) }];
  if (!shutdowns[0].clean) progress(`WARNING: first shutdown not clean: ${shutdowns[0].note}`);

  const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  const server = await startServer({
    ...common,
    label: 'restart',
    logFile: path.join(tmp, 'server-2.log'),
    healthTimeoutMs: 120_000,
    nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  });
  progress(`restart healthy after ${(server.healthyMs / 1000).toFixed(2)} s (pid ${server.pid})`);
  const idleMemory = memoryOf(server.pid);

  // 2. Check every target once, then load each one.
  const found = await discover(server.base);
  if (found.total != null && found.total < DEMO_PRODUCT_COUNT) progress(`WARNING: X-Total-Count is ${found.total}, fewer than the ${DEMO_PRODUCT_COUNT} products asked of the seed`);
  const listTarget = found.targets.find((t) => t.rest && t.list);
  const bodyFile = path.join(tmp, 'list-body.json');
  writeFileSync(bodyFile, listTarget.body);

  const only = process.env.BENCH_ONLY;
  const selected = only ? found.targets.filter((t) => t.name.includes(only)) : found.targets;
  if (selected.length === 0) throw new BenchError(`BENCH_ONLY=${JSON.stringify(only)} matches no target: ${found.targets.map((t) => t.name).join(' | ')}`);

  const results = [];
  for (const target of selected) {
    progress(`measuring ${target.name} (${config.duration} s)`);
    const figures = await measure(server.base + target.path, config, server.pid, target.headers);
    results.push({ name: target.name, path: target.path, rest: Boolean(target.rest), page: Boolean(target.page), list: Boolean(target.list), bytes: target.bytes, htmlBytes: target.htmlBytes, ...figures });
  }
  const afterRuns = memoryOf(server.pid);
  progress('SIGTERM to the server');
  shutdowns.push({ after: 'the runs', ...(await server.stop()) });
  const serverLog = path.join(tmp, 'server-2.log');
  const logged = existsSync(serverLog) ? readFileSync(serverLog, 'utf8').trimEnd() : '';
  if (logged) progress(`the server logged ${logged.split('\n').length} line(s) at LOG_LEVEL=warn; the last ones:\n${tail(serverLog, 5)}`);

  // 3. Ceilings, each in its own child, while the real server is stopped.
  const ceilings = [];
  for (const [kind, name] of [['express', 'ceiling: bare Express 5 route'], ['http', 'ceiling: raw node:http']]) {
    const ceiling = await startCeiling(kind, bodyFile, listTarget.contentType);
    progress(`measuring ${name} (${config.duration} s)`);
    try {
      ceilings.push({ kind, name, bytes: listTarget.body.length, ...(await measure(`${ceiling.base}/api/products?limit=${LIST_LIMIT}`, config, ceiling.pid)) });
    } finally {
      await ceiling.stop();
    }
  }

  // The load generator turns each body into a string: compressed bytes cost it far more than
  // JSON does. This ceiling sends the home page's brotli bytes, to show what it can take of them.
  const homePage = found.targets.find((t) => t.page && t.path === '/');
  if (homePage && selected.some((t) => t.page)) {
    const pageBodyFile = path.join(tmp, 'home-page.br');
    writeFileSync(pageBodyFile, homePage.body);
    const ceiling = await startCeiling('http', pageBodyFile, 'text/html; charset=utf-8');
    const name = "ceiling: raw node:http, home page's br";
    progress(`measuring ${name} (${config.duration} s)`);
    try {
      ceilings.push({ kind: 'http-page', name, bytes: homePage.body.length, ...(await measure(`${ceiling.base}/`, config, ceiling.pid)) });
    } finally {
      await ceiling.stop();
    }
  }

  // 4. Report.
  const summary = summarize({ config, server, first, idleMemory, afterRuns, shutdowns, found, listTarget, results, ceilings });
  console.log(formatReport(summary));
  const jsonFile = path.resolve(process.env.BENCH_JSON ?? path.join(os.tmpdir(), 'hair-bench-result.json'));
  writeFileSync(jsonFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`JSON figures: ${jsonFile}`);
  if (cpuProfDir) console.log(`CPU profile of the restarted server: ${cpuProfDir}`);

  const problems = [
    ...shutdowns.filter((s) => !s.clean).map((s) => `shutdown after ${s.after}: ${s.note}`),
    ...[...results, ...ceilings].filter((r) => r.non2xx > 0 || r.errors > 0).map((r) => `${r.name}: ${r.non2xx} non-2xx (status counts ${JSON.stringify(r.statusCodes)}), ${r.errors} errors (${r.timeouts} of them timeouts > 10 s)`),
  ];
  if (problems.length > 0) {
    console.error(`\nFAILED checks:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

function summarize({ config: cfg, server, first, idleMemory, afterRuns, shutdowns, found, listTarget, results, ceilings }) {
  const express = ceilings.find((c) => c.kind === 'express');
  const http = ceilings.find((c) => c.kind === 'http');
  const ratio = (value, ceiling) => (ceiling && ceiling.reqPerSec > 0 ? value / ceiling.reqPerSec : null);
  const cpuRatio = (value, ceiling) => (value && ceiling?.reqPerCpuSecond ? value / ceiling.reqPerCpuSecond : null);
  // The pages' yardstick: the REST list measured in the same run.
  const list = results.find((r) => r.rest && r.list);
  const pageCeiling = ceilings.find((c) => c.kind === 'http-page');
  return {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` },
    config: { ...cfg, responseCache: process.env.RESPONSE_CACHE ?? '(server default)' },
    data: { productCount: found.total, productId: found.productId, listBodyBytes: listTarget.body.length },
    aims: AIMS,
    startup: { firstStartMs: first.healthyMs, restartMs: server.healthyMs },
    shutdowns,
    memory: { idleAfterRestart: idleMemory, afterRuns },
    targets: results.map((r) => ({
      ...r,
      ratioExpress: ratio(r.reqPerSec, express),
      ratioHttp: ratio(r.reqPerSec, http),
      cpuRatioExpress: cpuRatio(r.reqPerCpuSecond, express),
      ratioList: r.page && list?.reqPerSec > 0 ? r.reqPerSec / list.reqPerSec : null,
      cpuRatioList: r.page ? cpuRatio(r.reqPerCpuSecond, list) : null,
      ratioPageCeiling: r.page ? ratio(r.reqPerSec, pageCeiling) : null,
      aim: r.rest ? AIMS.restRatioToExpress : null,
    })),
    ceilings: ceilings.map((c) => ({ ...c, ratioExpress: ratio(c.reqPerSec, express), ratioHttp: ratio(c.reqPerSec, http), cpuRatioExpress: cpuRatio(c.reqPerCpuSecond, express) })),
  };
}

main().catch((error) => {
  if (error instanceof BenchError) console.error(`\nbench: ${error.message}`);
  else console.error('\nbench failed:', error);
  cleanupNow();
  process.exit(1);
});
