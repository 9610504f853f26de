// npm run bench:lighthouse: Lighthouse (mobile, its default simulated throttling)
// against a production build on the embedded database with demo content, three runs
// per page on `/`, `/products` and a product page. Prints, per page, the median
// performance score and the median FCP, LCP, TBT and CLS, and each run's figures.
// Exits 1 when a page's median score is under 95, the storefront's goal on a phone.
//
// Environment (all optional):
//   CHROME_PATH          the browser (default /usr/bin/chromium)
//   LIGHTHOUSE_RUNS      runs per page (default 3)
//   BENCH_SERVER_ENTRY   another server entry than apps/server/dist/main.js (built first when missing)
//   BENCH_KEEP=1         keep the throwaway directory (build, data, server log, reports); its path is printed
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanupNow, installCleanupHandlers, trackDir } from '../../server/bench/lib/children.mjs';
import { BenchError } from '../../server/bench/lib/errors.mjs';
import { buildWeb, startBenchSite } from './lib/bench-site.mjs';

const GOAL_SCORE = 95;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const progress = (message) => process.stderr.write(`[bench:lighthouse] ${message}\n`);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** One Lighthouse run; a run whose trace Chrome could not record (it happens) is tried once more. */
async function measure(url, port, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
  if (!problem) return result;
  if (attempt < 2) return measure(url, port, attempt + 1);
  throw new BenchError(`Lighthouse could not measure ${url}: ${problem}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const line = (f) => `score ${String(f.score).padStart(3)}   FCP ${seconds(f.fcp)}   LCP ${seconds(f.lcp)}   TBT ${String(Math.round(f.tbt)).padStart(4)} ms   CLS ${f.cls.toFixed(3)}`;

async function main() {
  installCleanupHandlers();
  const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
  if (!Number.isInteger(runs) || runs < 1) throw new BenchError(`LIGHTHOUSE_RUNS must be a whole number of at least 1, got ${process.env.LIGHTHOUSE_RUNS}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'hair-lighthouse-'));
  const keep = process.env.BENCH_KEEP === '1';
  if (keep) progress(`keeping ${tmp}`);
  else trackDir(tmp);

  const build = buildWeb(tmp, progress);
  const { server, base, routes } = await startBenchSite(tmp, build, progress);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const route of routes) {
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`${route.path}: run ${run} of ${runs}…`);
        const result = await measure(base + route.path, chrome.port);
        if (keep) writeFileSync(path.join(tmp, `${route.name.replace(/\s+/g, '-')}-${run}.json`), result.report);
        measured.push(figures(result.lhr));
      }
      results.push({ route, measured });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  console.log(`\nLighthouse ${results.length > 0 ? 'mobile (simulated throttling)' : ''}, ${runs} run(s) per page, medians first:`);
  const failing = [];
  for (const { route, measured } of results) {
    const med = Object.fromEntries(['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(measured.map((f) => f[key]))]));
    console.log(`\n${route.name} (${route.path})\n  median   ${line(med)}`);
    measured.forEach((f, i) => console.log(`  run ${i + 1}    ${line(f)}`));
    if (med.score < GOAL_SCORE) failing.push(`${route.name}: median score ${med.score} (goal ${GOAL_SCORE})`);
  }
  if (failing.length > 0) {
    console.log(`\nFAIL\n${failing.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nPASS: every page scores at least ${GOAL_SCORE}`);
  }
}

main()
  .catch((error) => {
    console.error(error instanceof BenchError ? `\n${error.message}` : error);
    process.exitCode = 1;
  })
  .finally(cleanupNow);
