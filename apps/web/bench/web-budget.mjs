// npm run bench:web (issue 3, Budgets): builds the web app into a throwaway
// directory, starts the built server on it with seeded demo data, visits `/`,
// `/products` and a product page in Chromium (phone and desktop widths, empty
// cache, scrolled to the bottom) and prints, per page, the JavaScript and CSS it
// loaded: the bytes the server sent (compressed), the same files gzipped, the raw
// sizes and the chunk list. Exits 1 when the home page's JavaScript takes more
// than 200 KB on the wire, or when any of these pages loads a chunk holding admin
// code (MUI X DataGrid, TipTap, the cropper).
//
// Environment (all optional):
//   CHROME_PATH          the browser (default /usr/bin/chromium)
//   BENCH_SERVER_ENTRY   another server entry than apps/server/dist/main.js (built first when missing)
//   BENCH_KEEP=1         keep the throwaway directory (build, data, server log); its path is printed
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { cleanupNow, installCleanupHandlers, trackDir } from '../../server/bench/lib/children.mjs';
import { BenchError } from '../../server/bench/lib/errors.mjs';
import { freePort, get, parseJson } from '../../server/bench/lib/http.mjs';
import { startServer } from '../../server/bench/lib/server.mjs';
import { ADMIN_LIBRARIES, adminLibrariesIn } from './lib/admin-code.mjs';
import { formatRoute, kb } from './lib/report.mjs';
import { visit } from './lib/visit.mjs';

/** Issue 3: the home page's JavaScript, compressed as sent. */
const HOME_JS_BUDGET_BYTES = 200 * 1024;
const VIEWPORTS = [
  { name: 'phone 390x844', width: 390, height: 844, isMobile: true },
  { name: 'desktop 1280x800', width: 1280, height: 800 },
];
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const here = path.dirname(fileURLToPath(import.meta.url));
const webDir = path.resolve(here, '..');
const serverDir = path.resolve(webDir, '../server');
const progress = (message) => process.stderr.write(`[bench:web] ${message}\n`);

function run(label, command, args, options) {
  progress(`${label}…`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new BenchError(`${label} failed (exit code ${result.status}).`);
}

function buildWeb(outDir) {
  const viteBin = path.join(path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')), 'bin/vite.js');
  run('building the web app', process.execPath, [viteBin, 'build', '--logLevel', 'warn'], { cwd: webDir, env: { ...process.env, WEB_OUT_DIR: outDir } });
}

function serverEntry() {
  const entry = path.resolve(process.env.BENCH_SERVER_ENTRY ?? path.join(serverDir, 'dist/main.js'));
  if (!existsSync(entry)) {
    if (process.env.BENCH_SERVER_ENTRY) throw new BenchError(`BENCH_SERVER_ENTRY ${entry} does not exist.`);
    run('building the server (apps/server/dist is missing)', process.execPath, ['build.mjs'], { cwd: serverDir });
  }
  return entry;
}

/** Markers no chunk of the build contains prove nothing: say so instead of passing quietly. */
function unprovenMarkers(outDir) {
  const assetsDir = path.join(outDir, 'assets');
  const sources = readdirSync(assetsDir).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(assetsDir, f), 'utf8'));
  return ADMIN_LIBRARIES.filter((lib) => !sources.some((source) => adminLibrariesIn(source).includes(lib.name))).map((lib) => lib.name);
}

async function main() {
  installCleanupHandlers();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hair-web-bench-'));
  if (process.env.BENCH_KEEP === '1') progress(`keeping ${tmp}`);
  else trackDir(tmp);
  const outDir = path.join(tmp, 'web');

  buildWeb(outDir);
  const entry = serverEntry();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'NODE_OPTIONS']) delete env[name];
  progress('starting the server with seeded demo data…');
  const server = await startServer({
    entry,
    cwd: serverDir,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      WEB_DIST: outDir,
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: `bench-${process.pid}-${Date.now()}`,
    },
    port,
    logFile: path.join(tmp, 'server.log'),
    label: 'web bench server',
  });

  const [product] = parseJson('GET /api/products?limit=1', await get(`${base}/api/products?limit=1`));
  if (!product?.id) throw new BenchError('The seeded server has no product to visit.');
  const routes = [
    { name: 'home', path: '/' },
    { name: 'product list', path: '/products' },
    { name: 'product page', path: `/product/${encodeURIComponent(product.id)}` },
  ];

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: BROWSER_ARGS });
  const problems = [];
  let encodings = new Set();
  try {
    for (const viewport of VIEWPORTS) {
      for (const route of routes) {
        progress(`visiting ${route.path} at ${viewport.name}…`);
        const { assets, status, problems: visitProblems } = await visit(browser, base + route.path, viewport);
        if (status !== 200) problems.push(`${route.path} answered ${status}`);
        for (const message of visitProblems) problems.push(`${route.path} (${viewport.name}): ${message}`);
        const js = assets.filter((a) => a.kind === 'js');
        const admin = js.flatMap((a) => adminLibrariesIn(a.body.toString('utf8')).map((lib) => `${a.file} holds ${lib}`));
        const jsSent = js.reduce((sum, a) => sum + a.sentBytes, 0);
        encodings = new Set([...encodings, ...assets.map((a) => a.sentEncoding)]);
        console.log(formatRoute({ route, viewport, assets, admin }));
        for (const finding of admin) problems.push(`${route.path} (${viewport.name}): admin code: ${finding}`);
        if (route.path === '/' && jsSent > HOME_JS_BUDGET_BYTES) {
          problems.push(`home (${viewport.name}): ${kb(jsSent)} KB of compressed JavaScript sent, over the budget of ${kb(HOME_JS_BUDGET_BYTES)} KB`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(
    `"sent" is the bytes the server sent this browser (Content-Encoding: ${[...encodings].join(', ')}); "gzip" is each file gzipped at\n`
      + 'level 9, what the server sends a client that accepts gzip but not brotli; "raw" is the file itself.',
  );
  const unproven = unprovenMarkers(outDir);
  if (unproven.length > 0) console.log(`WARNING: no chunk of this build contains the markers of ${unproven.join(', ')}; the admin-code check cannot see them.`);
  console.log(`Budgets: home JavaScript <= ${kb(HOME_JS_BUDGET_BYTES)} KB sent compressed; no ${ADMIN_LIBRARIES.map((l) => l.name).join(', ')} in a public page's chunks.`);
  if (problems.length > 0) {
    console.log(`\nFAIL\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nPASS');
  }
}

main()
  .catch((error) => {
    console.error(error instanceof BenchError ? `\n${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(cleanupNow);
