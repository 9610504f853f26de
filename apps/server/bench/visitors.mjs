// npm run bench:visitors: a crowd on the BUILT server with the embedded database
// (PGlite in a throwaway data directory, demo content). 200 visitors, each from its
// own address (X-Forwarded-For, the server trusting one proxy), walk the site for
// 30 s with a think time of 0.5 to 2 s between requests, asking like a browser
// (accept-encoding: br, gzip): the home page, the catalogue, a product page, a blog
// post and the public API reads; about one visitor in ten also opens the quote page,
// previews its line and sends the quote form as the storefront does (tRPC
// quoteRequests.preview and quoteRequests.create). It prints, per kind of request,
// the count, errors (any answer outside 2xx/3xx, any socket error or timeout) and
// p50/p95/p99, and the server's RSS idle at the start, right after the crowd and
// after a minute idle, with where the memory goes (V8 heap, external, WebAssembly
// memory of the database: lib/memory-probe.mjs, preloaded into the server).
// Aims: no error, p99 of all requests at most 1 s, RSS after the idle minute within
// 20 % of the start, idle RSS at most 400 MB, RSS after the crowd at most 600 MB.
// Exits 1 when one is missed.
//
// Environment (all optional):
//   BENCH_VISITORS      visitors at once (default 200)
//   BENCH_DURATION      seconds of visits (default 30)
//   BENCH_IDLE          seconds idle after the visits before the last RSS (default 60)
//   BENCH_SETTLE        seconds idle after the first healthy answer before the first RSS (default 5)
//   BENCH_JSON          where the JSON figures go (default <os tmpdir>/hair-bench-visitors.json)
//   BENCH_KEEP=1        keep the throwaway data directory (its path is printed)
//   BENCH_SERVER_ENTRY  another server entry than apps/server/dist/main.js
// The rest of the calling environment reaches the server (DEMO_PRODUCT_COUNT, for
// one), except DATABASE_URL, PUBLIC_URL, SMTP_URL and NODE_OPTIONS.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { cleanupNow, installCleanupHandlers, trackDir } from './lib/children.mjs';
import { BenchError } from './lib/errors.mjs';
import { numberFromEnv } from './lib/env.mjs';
import { freePort, get, parseJson, sleep } from './lib/http.mjs';
import { memoryOf, startServer, tail } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const repoRoot = path.resolve(serverDir, '../..');
const entry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(serverDir, 'dist/main.js'));

const MB = 1024 * 1024;
const AIMS = { errors: 0, p99Ms: 1000, endOverStart: 1.2, idleRssBytes: 400 * MB, afterLoadRssBytes: 600 * MB };
const THINK_MS = [500, 2000];
const QUOTE_SHARE = 10; // one visitor in ten sends the quote form
/** The form allows 5 requests in 10 minutes per address; a buyer here stays under it. */
const QUOTES_PER_VISITOR = 4;
const REQUEST_TIMEOUT_MS = 15_000;
const LIST_LIMIT = 24;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-language': 'en-US,en;q=0.9' };
const API_HEADERS = { accept: 'application/json' };

const progress = (message) => process.stderr.write(`[bench:visitors] ${message}\n`);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const think = () => sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));

/** Visitor i's own address: 10.x.y.z from 10.0.0.1 on. */
const addressOf = (i) => `10.${((i + 1) >> 16) & 255}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

/**
 * One request on the visitor's keep-alive agent. The body is read to the end but
 * not decompressed (a browser's work, not the server's). Never rejects.
 */
function send(agent, base, { method = 'GET', path: pathname, headers = {}, body, keepBody = false }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(base + pathname, {
      method,
      agent,
      timeout: REQUEST_TIMEOUT_MS,
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'br, gzip', ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
    }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (keepBody) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: keepBody ? Buffer.concat(chunks) : null, ms: performance.now() - started }));
      res.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, ms: performance.now() - started }));
    req.end(payload);
  });
}

/** Per kind of request: latencies, bytes, statuses and errors. */
class Tally {
  constructor() {
    this.kinds = new Map();
  }

  add(kind, result, failure) {
    let k = this.kinds.get(kind);
    if (!k) {
      k = { times: [], bytes: 0, statuses: {}, errors: 0, errorKinds: {} };
      this.kinds.set(kind, k);
    }
    k.times.push(result.ms);
    k.bytes += result.bytes ?? 0;
    const status = result.status || result.error || 'socket error';
    k.statuses[status] = (k.statuses[status] ?? 0) + 1;
    if (failure) {
      k.errors += 1;
      k.errorKinds[failure] = (k.errorKinds[failure] ?? 0) + 1;
    }
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function figures(times, bytes) {
  const sorted = Float64Array.from(times).sort();
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : null,
    avgBytes: sorted.length ? bytes / sorted.length : null,
  };
}

const trpcBatchPath = (procedure) => `/api/trpc/${procedure}?batch=1`;
const trpcBatchBody = (input) => ({ 0: { json: input } });
/** The error of a one-call tRPC batch answer, or null. */
function trpcError(result) {
  try {
    const answer = JSON.parse(result.body.toString('utf8'));
    const item = Array.isArray(answer) ? answer[0] : answer;
    if (item?.error) return `tRPC ${item.error.json?.data?.code ?? 'error'}: ${item.error.json?.message ?? ''}`.slice(0, 160);
    return item?.result ? null : 'no tRPC result';
  } catch {
    return 'body not JSON';
  }
}

/** Product slugs, post slugs and a quote line the price grid offers (checked with a preview). */
async function discover(base) {
  const list = await get(`${base}/api/products?limit=100`);
  if (list.status !== 200) throw new BenchError(`GET /api/products?limit=100 answered ${list.status}: ${list.body.subarray(0, 300).toString('utf8')}`);
  const products = parseJson('GET /api/products?limit=100', list);
  if (!Array.isArray(products) || products.length === 0) throw new BenchError('GET /api/products?limit=100 returned no product: did the demo seed run (SEED_DEMO=true)?');
  const productSlugs = products.map((p) => p.slug).filter(Boolean);
  if (productSlugs.length === 0) throw new BenchError(`the products have no slug: ${JSON.stringify(products[0]).slice(0, 200)}`);

  const posts = await get(`${base}/api/posts?limit=100`);
  if (posts.status !== 200) throw new BenchError(`GET /api/posts?limit=100 answered ${posts.status}: ${posts.body.subarray(0, 300).toString('utf8')}`);
  const postList = parseJson('GET /api/posts?limit=100', posts);
  const postSlugs = (Array.isArray(postList) ? postList : postList?.items ?? []).map((p) => p.slug).filter(Boolean);
  if (postSlugs.length === 0) progress('WARNING: no published post: the visitors skip the blog post');

  // A sample line (one bundle) of a product's grid: no minimum order applies to it.
  const agent = new http.Agent({ keepAlive: false });
  let quoteLine = null;
  const problems = [];
  for (const slug of productSlugs.slice(0, 20)) {
    const grid = await get(`${base}/api/products/${encodeURIComponent(slug)}/prices`);
    if (grid.status !== 200) continue;
    const cell = parseJson(`GET /api/products/${slug}/prices`, grid).cells?.find((c) => c.prices?.length > 0);
    if (!cell) continue;
    const line = { product_id: slug, length: cell.length, texture: cell.texture, grade: cell.grade, quantity: 1, sample: true };
    const preview = await send(agent, base, { method: 'POST', path: trpcBatchPath('quoteRequests.preview'), body: trpcBatchBody({ lines: [line] }), keepBody: true, headers: { 'x-forwarded-for': '10.255.255.254' } });
    if (preview.status !== 200) {
      problems.push(`${slug}: preview answered ${preview.status}`);
      continue;
    }
    const found = JSON.parse(preview.body.toString('utf8'))[0]?.result?.data?.json?.problems ?? ['no preview'];
    if (found.length === 0) {
      quoteLine = line;
      break;
    }
    problems.push(`${slug}: ${JSON.stringify(found).slice(0, 160)}`);
  }
  agent.destroy();
  if (!quoteLine) throw new BenchError(`no product offers a sample line the quote form accepts:\n  ${problems.join('\n  ') || 'no product has a price grid'}`);
  return { productSlugs, postSlugs, quoteLine, productCount: Number(list.headers['x-total-count']) || products.length };
}

/** One visitor: walks the site until `until`, each request after a think time. */
async function visitor(i, { base, until, found, tally }) {
  const address = addressOf(i);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sender = i % QUOTE_SHARE === 0;
  let quotesSent = 0;
  const step = async (kind, request, check) => {
    await think();
    if (performance.now() >= until) return false;
    const result = await send(agent, base, { ...request, headers: { 'x-forwarded-for': address, ...request.headers } });
    let failure = null;
    if (result.status === 0) failure = result.error ?? 'socket error';
    else if (result.status < 200 || result.status >= 400) failure = `status ${result.status}`;
    else if (check) failure = check(result);
    tally.add(kind, result, failure);
    return performance.now() < until;
  };
  const page = (p) => ({ path: p, headers: PAGE_HEADERS });
  const api = (p) => ({ path: p, headers: API_HEADERS });
  const trpc = (procedure, input) => ({ method: 'POST', path: trpcBatchPath(procedure), body: trpcBatchBody(input), headers: API_HEADERS, keepBody: true });
  // The crowd is spread over the path from the start: a visitor who does not send the
  // form begins at a step of it chosen at random, and one who does sends it first, so that
  // every kind of request is measured however slow the first ones are.
  let skip = sender ? 0 : Math.floor(Math.random() * 8);
  const visit = (kind, request, check) => (skip > 0 ? ((skip -= 1), true) : step(kind, request, check));
  try {
    for (;;) {
      if (sender && quotesSent < QUOTES_PER_VISITOR) {
        if (!(await visit('page /quote', page('/quote')))) break;
        if (!(await visit('trpc quoteRequests.preview', trpc('quoteRequests.preview', { lines: [found.quoteLine] }), trpcError))) break;
        quotesSent += 1;
        const form = {
          name: `Visitor ${i + 1}`, company: 'Bench Hair Ltd', email: `visitor${i + 1}@example.com`, phone: null,
          country: 'Nigeria', shipping: null, message: 'Please quote a sample bundle.', lines: [found.quoteLine],
        };
        if (!(await visit('trpc quoteRequests.create', trpc('quoteRequests.create', form), trpcError))) break;
      }
      const slug = pick(found.productSlugs);
      if (!(await visit('page /', page('/')))) break;
      if (!(await visit('page /products', page('/products')))) break;
      if (!(await visit(`api /api/products?limit=${LIST_LIMIT}`, api(`/api/products?limit=${LIST_LIMIT}`)))) break;
      if (!(await visit('page /product/{slug}', page(`/product/${encodeURIComponent(slug)}`)))) break;
      if (!(await visit('api /api/products/{slug}', api(`/api/products/${encodeURIComponent(slug)}`)))) break;
      if (!(await visit('api /api/site-config', api('/api/site-config')))) break;
      if (found.postSlugs.length > 0) {
        if (!(await visit('page /blog/{slug}', page(`/blog/${encodeURIComponent(pick(found.postSlugs))}`)))) break;
        if (!(await visit('api /api/posts?limit=12', api('/api/posts?limit=12')))) break;
      }
    }
  } finally {
    agent.destroy();
  }
}

/**
 * The resident memory of the process by kind of mapping (/proc/<pid>/smaps):
 * WebAssembly memories (V8 reserves a range of 10 GB for each: the used part is a
 * read-write mapping followed by an inaccessible one of 1 GB and more), the brk
 * heap of malloc, the 64 MB arenas of malloc (threads), other anonymous mappings
 * (V8's heap pages, thread stacks) and files (code of Node and the addons), the biggest ones named. Null off Linux.
 */
function residentByMapping(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const maps = [];
  for (const line of text.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      maps.push({ start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), perms: header[3], name: header[4].trim(), rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length) maps[maps.length - 1].rss = Number(rss[1]) * 1024;
  }
  const GB = 1024n * 1024n * 1024n;
  const ARENA = 64n * 1024n * 1024n;
  const totals = { wasmMemories: 0, mallocBrkHeap: 0, mallocArenas: 0, otherAnonymous: 0, files: 0 };
  const files = new Map();
  maps.forEach((map, i) => {
    const next = maps[i + 1];
    if (map.name.startsWith('/')) {
      totals.files += map.rss;
      const base = path.basename(map.name);
      files.set(base, (files.get(base) ?? 0) + map.rss);
    } else if (map.name === '[heap]') totals.mallocBrkHeap += map.rss;
    else if (!map.name && map.perms.startsWith('rw') && next && next.start === map.end && !next.name && next.perms.startsWith('---')) {
      if (next.end - next.start >= GB) totals.wasmMemories += map.rss;
      // A malloc arena of a thread: 64 MB reserved, the used part read-write.
      else if (next.end - map.start === ARENA) totals.mallocArenas += map.rss;
      else totals.otherAnonymous += map.rss;
    } else totals.otherAnonymous += map.rss;
  });
  const biggestFiles = [...files].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([name, bytes]) => ({ name, bytes }));
  return { ...totals, biggestFiles };
}

/** RSS from /proc, and the probe's figures (memoryUsage, WebAssembly memory) when it answers. */
async function memoryPoint(label, pid, memoryFile, last) {
  const status = (() => {
    try {
      return readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return '';
    }
  })();
  const kb = (field) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : null;
  };
  const { rss, peak } = memoryOf(pid);
  let probe = null;
  try {
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; waited < 3000 && !probe; waited += 50) {
      await sleep(50);
      if (!existsSync(memoryFile)) continue;
      try {
        const read = JSON.parse(readFileSync(memoryFile, 'utf8'));
        if (read.seq > last.seq) probe = read;
      } catch {
        // half written: read again
      }
    }
  } catch {
    // the server is gone
  }
  if (probe) last.seq = probe.seq;
  return { label, rss, peak, rssAnon: kb('RssAnon'), rssFile: kb('RssFile'), rssShmem: kb('RssShmem'), mappings: residentByMapping(pid), probe };
}

const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`);
const ms = (value) => (value == null ? '-' : value.toFixed(value < 10 ? 1 : 0));
const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));

function formatReport(s) {
  const out = [];
  const columns = [['kind', 36, true], ['requests', 8], ['errors', 6], ['p50 ms', 7], ['p95 ms', 7], ['p99 ms', 7], ['max ms', 7], ['KB/answer', 9]];
  const row = (cells) => columns.map(([, width, left], i) => pad(cells[i], width, left)).join('  ');
  const rule = '-'.repeat(columns.reduce((sum, [, width]) => sum + width + 2, -2));
  const line = (name, k) => row([name, k.requests.toLocaleString('en-US'), k.errors, ms(k.p50), ms(k.p95), ms(k.p99), ms(k.max), k.avgBytes == null ? '-' : (k.avgBytes / 1024).toFixed(1)]);
  out.push('', 'bench:visitors');
  out.push(`  ${s.config.visitors} visitors for ${s.config.duration} s (think ${THINK_MS[0] / 1000}-${THINK_MS[1] / 1000} s, accept-encoding br, gzip, one address each; 1 in ${QUOTE_SHARE} sends the quote form, at most ${QUOTES_PER_VISITOR} times),`);
  out.push(`  on ${s.machine.cpus} CPU(s), Node ${s.machine.node}; PGlite, demo content (${s.data.productCount} products, ${s.data.postCount} posts); ${(s.load.requests / s.load.seconds).toFixed(0)} req/s over ${s.load.seconds.toFixed(1)} s`, '');
  out.push(row(columns.map(([name]) => name)), rule);
  for (const k of s.kinds) out.push(line(k.kind, k));
  out.push(rule, line('all', s.overall), '');
  for (const k of s.kinds.filter((x) => x.errors > 0)) out.push(`  errors of ${k.kind}: ${JSON.stringify(k.errorKinds)} (answers ${JSON.stringify(k.statuses)})`);
  if (s.load.loadAverageAtStart > s.machine.cpus + 1) out.push(`  NOTE: the 1-minute load average was ${s.load.loadAverageAtStart.toFixed(1)} on ${s.machine.cpus} CPU(s) at the start: other work competed, latencies are noisy.`);

  out.push('  Server memory (/proc: RSS, its peak, anonymous and file-backed pages; the probe: V8 heap, external, WebAssembly memory, array buffers)');
  out.push(`    ${pad('', 24, true)} ${['RSS', 'peak', 'anon', 'file', 'heap used', 'heap total', 'external', 'WASM', 'arr. buf.'].map((h) => pad(h, 10)).join(' ')}`);
  for (const m of s.memory) {
    const p = m.probe;
    const cells = [m.rss, m.peak, m.rssAnon, m.rssFile, ...(p ? [p.heapUsed, p.heapTotal, p.external, p.wasmMemoryBytes, p.arrayBuffers] : [])].map((v) => pad(mb(v), 10));
    out.push(`    ${pad(m.label, 24, true)} ${cells.join(' ')}${p ? '' : '   (no answer from the memory probe)'}`);
  }
  const end = s.memory.at(-1);
  if (end?.probe || end?.mappings) {
    const p = end.probe;
    const m = end.mappings;
    out.push(`    Where it goes, after the idle time (${mb(end.rss)} RSS):`);
    if (p) out.push(`      the probe: the database's WebAssembly memory is ${mb(p.wasmMemoryBytes)} in size (${p.wasmMemories} memor${p.wasmMemories === 1 ? 'y' : 'ies'}), the V8 heap ${mb(p.heapTotal)} (${mb(p.heapUsed)} used), array buffers ${mb(p.arrayBuffers)}, V8's malloc ${mb(p.mallocedMemory)};`);
    if (m) {
      out.push(`      resident by mapping: WebAssembly memories ${mb(m.wasmMemories)}, malloc's brk heap ${mb(m.mallocBrkHeap)}, malloc's thread arenas ${mb(m.mallocArenas)}, other anonymous (V8 heap pages, stacks, large mallocs) ${mb(m.otherAnonymous)},`);
      out.push(`      files ${mb(m.files)} (${m.biggestFiles.map((f) => `${f.name} ${mb(f.bytes)}`).join(', ')}).`);
    }
  }
  out.push('');
  for (const a of s.aims) out.push(`  ${pad(a.name, 52, true)} ${pad(a.value, 12)}   ${a.pass ? 'PASS' : 'MISS'}`);
  out.push(`  Graceful shutdown after the visits: SIGTERM -> ${s.shutdown.note} in ${(s.shutdown.ms / 1000).toFixed(2)} s`);
  out.push('');
  return out.join('\n');
}

async function main() {
  installCleanupHandlers();
  const config = {
    visitors: numberFromEnv('BENCH_VISITORS', 200, { min: 1, integer: true }),
    duration: numberFromEnv('BENCH_DURATION', 30, { min: 1 }),
    idle: numberFromEnv('BENCH_IDLE', 60),
    settle: numberFromEnv('BENCH_SETTLE', 5),
  };
  if (!existsSync(entry)) throw new BenchError(`${path.relative(process.cwd(), entry)} does not exist: build first (npm run build).`);

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hair-visitors-'));
  if (process.env.BENCH_KEEP === '1') progress(`keeping ${tmp}`);
  else trackDir(tmp);
  const dataDir = path.join(tmp, 'data');
  mkdirSync(dataDir);
  const memoryFile = path.join(tmp, 'memory.json');
  const logFile = path.join(tmp, 'server.log');
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
    MEMORY_FILE: memoryFile,
    // As `npm start` and the image run the server (docs/decisions/025).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'NODE_OPTIONS']) delete env[name];

  progress(`starting ${path.relative(repoRoot, entry)} on port ${port}, DATA_DIR ${dataDir}`);
  const server = await startServer({
    entry, cwd: repoRoot, env, port, logFile, label: 'visitors', healthTimeoutMs: 300_000,
    nodeArgs: ['--import', path.join(here, 'lib/memory-probe.mjs')],
  });
  progress(`healthy after ${(server.healthyMs / 1000).toFixed(2)} s (pid ${server.pid}); idle ${config.settle} s`);
  const probeSeq = { seq: 0 };
  await sleep(config.settle * 1000);
  const memory = [await memoryPoint('idle at the start', server.pid, memoryFile, probeSeq)];

  const found = await discover(server.base);
  progress(`${found.productSlugs.length} product slugs, ${found.postSlugs.length} post slugs; quote line ${JSON.stringify(found.quoteLine)}`);

  progress(`${config.visitors} visitors for ${config.duration} s`);
  const tally = new Tally();
  const loadAverageAtStart = os.loadavg()[0];
  const started = performance.now();
  const until = started + config.duration * 1000;
  await Promise.all(Array.from({ length: config.visitors }, (_, i) => visitor(i, { base: server.base, until, found, tally })));
  const seconds = (performance.now() - started) / 1000;
  memory.push(await memoryPoint('right after the visits', server.pid, memoryFile, probeSeq));
  progress(`idle ${config.idle} s`);
  await sleep(config.idle * 1000);
  memory.push(await memoryPoint(`after ${config.idle} s idle`, server.pid, memoryFile, probeSeq));
  const shutdown = await server.stop();
  const logged = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd() : '';
  if (logged) progress(`the server logged ${logged.split('\n').length} line(s) at LOG_LEVEL=warn; the last ones:\n${tail(logFile, 5)}`);

  const kinds = [...tally.kinds].map(([kind, k]) => ({ kind, ...figures(k.times, k.bytes), errors: k.errors, errorKinds: k.errorKinds, statuses: k.statuses }));
  const all = [...tally.kinds.values()];
  const overall = { ...figures(all.flatMap((k) => k.times), all.reduce((n, k) => n + k.bytes, 0)), errors: all.reduce((n, k) => n + k.errors, 0) };
  const [start, afterLoad, end] = memory;
  const aims = [
    { name: 'errors (any answer outside 2xx/3xx, socket errors)', value: String(overall.errors), pass: overall.errors <= AIMS.errors, aim: `= ${AIMS.errors}` },
    { name: `p99 of all requests <= ${AIMS.p99Ms} ms`, value: `${ms(overall.p99)} ms`, pass: overall.p99 != null && overall.p99 <= AIMS.p99Ms },
    { name: `RSS after ${config.idle} s idle <= ${AIMS.endOverStart} x the start`, value: start.rss && end.rss ? `${(end.rss / start.rss).toFixed(2)} x` : 'n/a', pass: start.rss != null && end.rss != null && end.rss <= AIMS.endOverStart * start.rss },
    { name: `idle RSS at the start <= ${AIMS.idleRssBytes / MB} MB`, value: mb(start.rss), pass: start.rss != null && start.rss <= AIMS.idleRssBytes },
    { name: `RSS right after the visits <= ${AIMS.afterLoadRssBytes / MB} MB`, value: mb(afterLoad.rss), pass: afterLoad.rss != null && afterLoad.rss <= AIMS.afterLoadRssBytes },
  ];
  const summary = {
    when: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` },
    config: { ...config, thinkMs: THINK_MS, quoteShare: 1 / QUOTE_SHARE, quotesPerVisitor: QUOTES_PER_VISITOR },
    data: { productCount: found.productCount, postCount: found.postSlugs.length, quoteLine: found.quoteLine },
    startup: { healthyMs: server.healthyMs },
    load: { seconds, requests: overall.requests, loadAverageAtStart },
    kinds,
    overall,
    memory,
    aims,
    shutdown,
  };
  console.log(formatReport(summary));
  const jsonFile = path.resolve(process.env.BENCH_JSON ?? path.join(os.tmpdir(), 'hair-bench-visitors.json'));
  writeFileSync(jsonFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`JSON figures: ${jsonFile}`);
  const missed = aims.filter((a) => !a.pass);
  if (missed.length > 0) {
    console.error(`\nbench:visitors: missed aim(s):\n  ${missed.map((a) => `${a.name}: ${a.value}`).join('\n  ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof BenchError ? `\nbench:visitors: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(cleanupNow);
