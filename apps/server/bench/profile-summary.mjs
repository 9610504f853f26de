// Summarizes a V8 .cpuprofile (from `node --cpu-prof`, e.g. BENCH_CPU_PROF=dir
// npm run bench): where the samples fall by function (self time) and by
// package, and the inclusive time of the heaviest functions.
//   node apps/server/bench/profile-summary.mjs <file.cpuprofile> [top N] [--skip=S]
// --skip=S leaves out the first S seconds (the start-up, when profiling a run).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const skipArg = args.find((a) => a.startsWith('--skip='));
const [file, topArg = '25'] = args.filter((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: node profile-summary.mjs <file.cpuprofile> [top N] [--skip=seconds]');
  process.exit(2);
}
const top = Number(topArg);
const skipUs = skipArg ? Number(skipArg.slice('--skip='.length)) * 1e6 : 0;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample: the gap to the next one.
const self = new Map();
let total = 0;
let elapsed = 0;
for (let i = 0; i < profile.samples.length; i++) {
  elapsed += profile.timeDeltas[i] ?? 0;
  const dt = profile.timeDeltas[i + 1] ?? 0;
  if (elapsed < skipUs) continue;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  total += dt;
}

const where = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const short = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '~/').replace(/^.*\/work\/main\//, '');
  return `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
};
const pkg = (n) => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node core';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  return url.includes('/dist/') ? 'our code (dist)' : url.replace(/^.*\/work\/main\//, '');
};

const bySelf = new Map();
const byPkg = new Map();
const inclusive = new Map();
for (const [id, t] of self) {
  const n = nodes.get(id);
  bySelf.set(where(n), (bySelf.get(where(n)) ?? 0) + t);
  byPkg.set(pkg(n), (byPkg.get(pkg(n)) ?? 0) + t);
  // Inclusive: once per distinct function on the stack.
  const seen = new Set();
  for (let cur = id; cur != null; cur = parent.get(cur)) {
    const key = where(nodes.get(cur));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + t);
  }
}

const pct = (t) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
const show = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${pct(t)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled${skipUs ? ` after the first ${skipUs / 1e6} s` : ''}`);
show('self time by package', byPkg, 20);
show('self time by function', bySelf, top);
show('inclusive time by function', inclusive, top);
