// Formats the bench's figures as a plain-text table.

const AIM_RATIO = 0.8;
/** Cached reads are answered before Express: at least this share of a raw node:http server's rate. */
const AIM_HTTP_RATIO = 0.7;
const AIM_RESTART_MS = 3000;
/** A kept page with brotli: at least this share of the cached REST list's rate, within this p99 (issue 22). */
const AIM_PAGE_RATIO = 0.25;
const AIM_PAGE_P99_MS = 250;
export const AIMS = { restRatioToExpress: AIM_RATIO, cachedRatioToHttp: AIM_HTTP_RATIO, restartMs: AIM_RESTART_MS, pageRatioToList: AIM_PAGE_RATIO, pageP99Ms: AIM_PAGE_P99_MS };

const pad = (value, width, left = false) => {
  const text = String(value);
  return left ? text.padEnd(width) : text.padStart(width);
};
const num = (value, digits = 0) => (value == null || Number.isNaN(value) ? '-' : value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const mb = (bytes) => (bytes == null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const secs = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** @param {object} s the summary built by run.mjs */
export function formatReport(s) {
  const out = [];
  const columns = [['target', 40, true], ['req/s', 8], ['p99 ms', 7], ['non-2xx', 7], ['errors', 6], ['srv cpu', 7], ['req/cpu-s', 9], ['/express', 8], ['/http', 6], ['/expr cpu', 9], ['aim (/express)', 14], ['aim (/http)', 11]];
  const row = (cells) => columns.map(([, width, left], i) => pad(cells[i], width, left)).join('  ');
  const rule = '-'.repeat(columns.reduce((sum, [, width]) => sum + width + 2, -2));
  const ratioText = (value) => (value == null ? '' : value.toFixed(2));
  const cpuText = (value) => (value == null ? '-' : `${Math.round(value)}%`);
  const line = (r, aim, httpAim = '') => row([r.name, num(r.reqPerSec), num(r.p99), num(r.non2xx), num(r.errors), cpuText(r.serverCpuPercent), num(r.reqPerCpuSecond), ratioText(r.ratioExpress), ratioText(r.ratioHttp), ratioText(r.cpuRatioExpress), aim, httpAim]);
  const cached = s.config.responseCache !== 'false';

  out.push('', `Load: autocannon, ${s.config.connections} connections, ${s.config.duration} s per target (after a ${s.config.warmup} s warm-up), on ${s.machine.cpus} CPU(s), Node ${s.machine.node}`);
  out.push(`Data: ${s.data.productCount} products (X-Total-Count), list body ${num(s.data.listBodyBytes)} bytes, product id ${s.data.productId}; server RESPONSE_CACHE ${s.config.responseCache}`, '');
  out.push(row(columns.map(([name]) => name)), rule);
  for (const t of s.targets) {
    const aim = t.aim == null ? '' : `>= ${AIM_RATIO.toFixed(2)} ${t.ratioExpress >= AIM_RATIO ? 'PASS' : 'MISS'}`;
    // A page is bigger work than a cached API read: its aim is against the list (below).
    const httpAim = cached && !t.page ? `>= ${AIM_HTTP_RATIO.toFixed(2)} ${t.ratioHttp >= AIM_HTTP_RATIO ? 'PASS' : 'MISS'}` : '';
    out.push(line(t, aim, httpAim));
  }
  out.push(rule);
  for (const c of s.ceilings) out.push(line(c, 'ceiling'));
  out.push('');
  const pages = s.targets.filter((t) => t.page);
  if (pages.length > 0) {
    const list = s.targets.find((t) => t.rest && t.list);
    out.push(`Pages with accept-encoding: br, beside ${list ? `${list.name} at ${num(list.reqPerSec)} req/s` : 'the REST list (not measured: BENCH_ONLY)'}:`);
    for (const p of pages) {
      const pass = p.ratioList >= AIM_PAGE_RATIO && p.p99 <= AIM_PAGE_P99_MS;
      const ratio = (value) => (value == null ? '-' : value.toFixed(2));
      out.push(`  ${pad(p.name, 32, true)} ${pad(num(p.reqPerSec), 7)} req/s  p99 ${pad(num(p.p99), 4)} ms  ${pad(num(p.bytes), 7)} B br (${num(p.htmlBytes)} B HTML)  /list ${ratio(p.ratioList)} (cpu ${ratio(p.cpuRatioList)})  /page ceiling ${ratio(p.ratioPageCeiling)}  aim >= ${AIM_PAGE_RATIO} and p99 <= ${AIM_PAGE_P99_MS} ms: ${p.ratioList == null ? '-' : pass ? 'PASS' : 'MISS'}`);
    }
    out.push("  /list: the page's req/s over the list's; cpu: its req/cpu-s over the list's (steadier on a shared machine);");
    out.push("  /page ceiling: its req/s over raw node:http sending the home page's brotli bytes (autocannon decodes every body as text, which costs it more for compressed bytes than for JSON).", '');
  }
  out.push('srv cpu: CPU time of the server process during the run (100% = one core); req/cpu-s: requests per CPU-second of the server;');
  out.push('/express, /http: req/s over the ceiling\'s req/s; /expr cpu: req/cpu-s over the Express ceiling\'s (steadier on a shared machine).');
  const loads = [...s.targets, ...s.ceilings].map((r) => r.loadAverageAtStart).filter((v) => v != null);
  const busiest = loads.length ? Math.max(...loads) : 0;
  // The load generator and the server under test account for about 2 of the load average themselves.
  if (busiest > s.machine.cpus + 1) out.push(`NOTE: the 1-minute load average reached ${busiest.toFixed(1)} on ${s.machine.cpus} CPU(s) (the bench and the server make about 2): other work competed, so req/s figures are noisy; req/cpu-s less so.`);
  out.push('');

  const restartOk = s.startup.restartMs < AIM_RESTART_MS;
  out.push(`First start to healthy (migrations + seed of ${s.config.demoProductCount}): ${secs(s.startup.firstStartMs)}`);
  out.push(`Restart to healthy (same data dir):              ${secs(s.startup.restartMs)}   aim < ${AIM_RESTART_MS / 1000} s: ${restartOk ? 'PASS' : 'MISS'}`);
  for (const sd of s.shutdowns) out.push(`Graceful shutdown after ${sd.after}: SIGTERM -> ${sd.note} in ${secs(sd.ms)}: ${sd.clean ? 'PASS' : 'FAIL'}`);
  out.push(`Server RSS: ${mb(s.memory.idleAfterRestart.rss)} idle after restart, ${mb(s.memory.afterRuns.rss)} after the runs (peak ${mb(s.memory.afterRuns.peak)})`);
  const rest = s.targets.filter((t) => t.aim != null);
  const restMisses = rest.filter((t) => !(t.ratioExpress >= AIM_RATIO));
  const restVerdict = rest.length === 0 ? 'not measured (BENCH_ONLY)' : restMisses.length === 0 ? 'PASS' : `MISS (${restMisses.map((t) => t.name).join(', ')})`;
  out.push(`Aim "REST reads >= ${AIM_RATIO} of bare Express": ${restVerdict}`);
  if (cached) {
    const httpMisses = s.targets.filter((t) => !t.page && !(t.ratioHttp >= AIM_HTTP_RATIO));
    out.push(`Aim "cached reads >= ${AIM_HTTP_RATIO} of raw node:http": ${httpMisses.length === 0 ? 'PASS' : `MISS (${httpMisses.map((t) => t.name).join(', ')})`}`);
  }
  out.push('');
  return out.join('\n');
}
