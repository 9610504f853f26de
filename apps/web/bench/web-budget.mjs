// npm run bench:web: builds the web app into a throwaway
// directory, starts the built server on it with seeded demo data, visits `/`,
// `/products` and a product page in Chromium (phone and desktop widths, empty
// cache, scrolled to the bottom) and prints, per page, the JavaScript and CSS it
// loaded: the bytes the server sent (compressed), the same files gzipped, the raw
// sizes and the chunk list. Exits 1 when a page's JavaScript takes more than its
// budget on the wire (home 170 KB, product page 160 KB), or when any of these pages loads a chunk holding admin
// code (MUI X DataGrid, TipTap, the cropper).
//
// Environment (all optional):
//   CHROME_PATH          the browser (default /usr/bin/chromium)
//   BENCH_SERVER_ENTRY   another server entry than apps/server/dist/main.js (built first when missing)
//   BENCH_KEEP=1         keep the throwaway directory (build, data, server log); its path is printed
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { cleanupNow, installCleanupHandlers, trackDir } from '../../server/bench/lib/children.mjs';
import { BenchError } from '../../server/bench/lib/errors.mjs';
import { ADMIN_LIBRARIES, adminLibrariesIn } from './lib/admin-code.mjs';
import { buildWeb, startBenchSite } from './lib/bench-site.mjs';
import { formatRoute, kb } from './lib/report.mjs';
import { visit } from './lib/visit.mjs';

/** The JavaScript a page may load, compressed as sent, by route name (bench-site.mjs). */
const JS_BUDGET_BYTES = { home: 170 * 1024, 'product page': 160 * 1024 };
const VIEWPORTS = [
  { name: 'phone 390x844', width: 390, height: 844, isMobile: true },
  { name: 'desktop 1280x800', width: 1280, height: 800 },
];
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const progress = (message) => process.stderr.write(`[bench:web] ${message}\n`);

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
  const build = buildWeb(tmp, progress);
  const { outDir } = build;
  const { server, base, routes } = await startBenchSite(tmp, build, progress);

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
        const budget = JS_BUDGET_BYTES[route.name];
        if (budget !== undefined && jsSent > budget) {
          problems.push(`${route.name} (${viewport.name}): ${kb(jsSent)} KB of compressed JavaScript sent, over the budget of ${kb(budget)} KB`);
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
  const budgets = Object.entries(JS_BUDGET_BYTES).map(([name, bytes]) => `${name} JavaScript <= ${kb(bytes)} KB`).join(', ');
  console.log(`Budgets: ${budgets} sent compressed; no ${ADMIN_LIBRARIES.map((l) => l.name).join(', ')} in a public page's chunks.`);
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
