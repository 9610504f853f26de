// npm run bench:abuse: what an attacker gets from the BUILT server on a throwaway
// data directory (embedded database, demo content). It floods sign-in in parallel
// and in tRPC batches, sends 300 batched inquiries (and the same spread over many
// batches), and uploads crafted images (a ReDoS-shaped SVG prologue, decompression
// bombs). The server's own event-loop delay is measured inside it (lib/stall-monitor.mjs),
// and a probe asks for /robots.txt (answered from memory) every 10 ms to show what a
// visitor waits meanwhile. It prints: sessions issued after the sign-in limit (must be
// 0), rows stored past the inquiry limit (0), the longest event-loop stall (under
// 100 ms) and the server's peak memory. Exits 1 when a must fails.
import { crc32 } from 'node:zlib';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { cleanupNow, installCleanupHandlers, trackDir } from './lib/children.mjs';
import { BenchError } from './lib/errors.mjs';
import { freePort, get, sleep } from './lib/http.mjs';
import { memoryOf, startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const entry = path.join(serverDir, 'dist/main.js');
const ADMIN = { email: 'admin@abuse.test', password: 'abuse-admin-pass-1' };
const MAX_STALL_MS = 100;
const progress = (message) => process.stderr.write(`[abuse] ${message}\n`);

/** POST JSON; resolves with status, headers and the parsed body. */
async function post(base, pathname, body, headers = {}) {
  const res = await fetch(base + pathname, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, body: json };
}

/** One tRPC batch of `procedure` with the given inputs; the status of each call. */
async function batch(base, procedure, inputs, headers) {
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), { json: input }]));
  const res = await post(base, `/api/trpc/${inputs.map(() => procedure).join(',')}?batch=1`, body, headers);
  const calls = Array.isArray(res.body) ? res.body.map((item) => item.error?.json?.data?.httpStatus ?? 200) : [];
  return { status: res.status, calls, tokens: Array.isArray(res.body) ? res.body.filter((item) => item.result?.data?.json?.token).length : 0 };
}

/** Asks for /robots.txt every 10 ms; `stop()` gives the longest answer time (event-loop stalls plus queueing). */
function startStallProbe(base) {
  let running = true;
  let longest = 0;
  let samples = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await get(`${base}/robots.txt`, { timeoutMs: 30_000 });
      longest = Math.max(longest, performance.now() - started);
      samples += 1;
      await sleep(10);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { longest, samples };
    },
  };
}

/** A PNG whose header claims width x height (a decompression bomb's header) with a tiny image's data. */
async function pngClaiming(width, height) {
  const png = Buffer.from(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const count = (values, value) => values.filter((v) => v === value).length;

async function signInFloods(base) {
  const wrong = { email: ADMIN.email, password: 'wrong-password' };
  // 1. 40 wrong passwords at once, then the right one.
  const parallel = await Promise.all(Array.from({ length: 40 }, () => post(base, '/api/auth/login', wrong)));
  const parallelStatuses = parallel.map((r) => r.status);
  const afterParallel = await post(base, '/api/auth/login', ADMIN);
  // 2. The window of the first flood is still open: batches of 10 (the right password in the last one).
  const batches = await Promise.all([
    ...Array.from({ length: 4 }, () => batch(base, 'auth.login', Array.from({ length: 10 }, () => wrong))),
    batch(base, 'auth.login', [...Array.from({ length: 9 }, () => wrong), ADMIN]),
  ]);
  const oversized = await batch(base, 'auth.login', Array.from({ length: 40 }, () => wrong));
  return {
    checked: count(parallelStatuses, 401),
    refused: count(parallelStatuses, 429) + batches.flatMap((b) => b.calls).filter((s) => s === 429).length,
    sessionsAfterLimit: (afterParallel.status === 200 ? 1 : 0) + batches.reduce((n, b) => n + b.tokens, 0),
    oversizedStatus: oversized.status,
  };
}

async function inquiryFloods(base, adminHeaders) {
  const inquiry = { firstName: 'Flood', lastName: 'Test', email: 'flood@example.com', phone: '+84 90 000 0000', message: 'again' };
  const single = await batch(base, 'inquiries.create', Array.from({ length: 300 }, () => inquiry));
  const spread = await Promise.all(Array.from({ length: 30 }, () => batch(base, 'inquiries.create', Array.from({ length: 10 }, () => inquiry))));
  const inbox = await fetch(`${base}/api/inquiries`, { headers: adminHeaders }).then((r) => r.json());
  const stored = inbox.items.filter((item) => item.email === 'flood@example.com').length;
  return { batchOf300Status: single.status, accepted: spread.flatMap((b) => b.calls).filter((s) => s === 200).length, stored, limit: 5 };
}

async function craftedUploads(base, adminHeaders) {
  const svgPrologue = Buffer.from(`${'<!---->'.repeat(26)}x`.padEnd(200, ' '));
  const cases = [
    ['ReDoS-shaped SVG prologue (200 bytes)', svgPrologue],
    ['10000×10000 PNG header', await pngClaiming(10_000, 10_000)],
    ['40001×1000 PNG header', await pngClaiming(40_001, 1_000)],
  ];
  const results = [];
  for (const [label, bytes] of cases) {
    const started = performance.now();
    const res = await post(base, '/api/uploads', { fileName: 'crafted.png', dataUrl: `data:image/png;base64,${bytes.toString('base64')}` }, adminHeaders);
    results.push({ label, status: res.status, error: res.body?.error, ms: performance.now() - started });
  }
  // Three bombs at once: each is refused from its header, none is decoded.
  const bomb = `data:image/png;base64,${(await pngClaiming(10_000, 10_000)).toString('base64')}`;
  const started = performance.now();
  const together = await Promise.all(Array.from({ length: 3 }, () => post(base, '/api/uploads', { fileName: 'bomb.png', dataUrl: bomb }, adminHeaders)));
  results.push({ label: 'three 10000×10000 PNG headers at once', status: together.map((r) => r.status).join('/'), error: together[0].body?.error, ms: performance.now() - started });
  return results;
}

async function main() {
  installCleanupHandlers();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hair-abuse-'));
  trackDir(dataDir);
  const port = await freePort();
  const stallFile = path.join(dataDir, 'stall.json');
  progress(`starting the built server on port ${port} (data in ${dataDir})`);
  const server = await startServer({
    entry,
    cwd: serverDir,
    port,
    label: 'abuse',
    logFile: path.join(dataDir, 'server.log'),
    nodeArgs: ['--import', path.join(here, 'lib/stall-monitor.mjs')],
    env: { ...process.env, STALL_FILE: stallFile, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const base = server.base;
  const before = memoryOf(server.pid);

  // The admin's own session, from before the floods (a sign-in that succeeds is not counted).
  const login = await post(base, '/api/auth/login', ADMIN);
  if (login.status !== 200) throw new BenchError(`the admin could not sign in before the floods: ${login.status}`);
  const adminHeaders = { authorization: `Bearer ${login.body.token}` };

  // The event-loop delay of each phase, measured inside the server (lib/stall-monitor.mjs).
  const stalls = {};
  const measured = async (name, run) => {
    process.kill(server.pid, 'SIGUSR2');
    const result = await run();
    await sleep(600); // the monitor writes four times a second
    stalls[name] = JSON.parse(readFileSync(stallFile, 'utf8'));
    return result;
  };
  const probe = startStallProbe(base);
  progress('flooding sign-in (40 in parallel, then 5 batches of 10)');
  const signIn = await measured('sign-in flood', () => signInFloods(base));
  progress('sending 300 inquiries in one batch, then 30 batches of 10 at once');
  const inquiries = await measured('inquiry flood', () => inquiryFloods(base, adminHeaders));
  progress('uploading crafted images');
  const uploads = await measured('crafted uploads', () => craftedUploads(base, adminHeaders));
  const probed = await probe.stop();
  const longest = Math.max(...Object.values(stalls).map((s) => s.maxMs));
  const memory = memoryOf(server.pid);
  await server.stop();

  const rowsPastLimit = Math.max(0, inquiries.stored - inquiries.limit);
  const slowUpload = uploads.some((u) => u.ms > MAX_STALL_MS * 10);
  const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
  const lines = [
    '',
    'bench:abuse',
    `  sign-in: 40 wrong passwords at once -> ${signIn.checked} checked (limit 10), then ${signIn.refused} refused with 429; a batch of 40 calls -> ${signIn.oversizedStatus}`,
    `  sessions issued after the limit:  ${signIn.sessionsAfterLimit}   (must be 0)`,
    `  inquiries: one batch of 300 -> ${inquiries.batchOf300Status}; 30 batches of 10 at once -> ${inquiries.accepted} accepted, ${inquiries.stored} stored (limit ${inquiries.limit})`,
    `  rows stored past the limit:       ${rowsPastLimit}   (must be 0)`,
    ...uploads.map((u) => `  upload ${u.label}: ${u.status} ${JSON.stringify(u.error ?? '')} in ${u.ms.toFixed(0)} ms`),
    `  longest event-loop stall:         ${longest.toFixed(1)} ms   (must be under ${MAX_STALL_MS} ms)`,
    ...Object.entries(stalls).map(([name, s]) => `    during the ${name}: longest ${s.maxMs.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms`),
    `  a visitor meanwhile:              /robots.txt answered in at most ${probed.longest.toFixed(0)} ms (${probed.samples} probes, queued behind the flood)`,
    `  server memory: RSS ${mb(before.rss)} before, ${mb(memory.rss)} after, peak ${mb(memory.peak)}`,
    '',
  ];
  console.log(lines.join('\n'));
  const failed = signIn.sessionsAfterLimit > 0 || rowsPastLimit > 0 || longest >= MAX_STALL_MS || slowUpload;
  if (failed) {
    console.error('bench:abuse: a limit did not hold (see above).');
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof BenchError ? `bench:abuse: ${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(cleanupNow);
