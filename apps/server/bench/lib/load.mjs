// Load generation (autocannon, programmatic API, in the bench process) and the
// ceiling servers (each in its own child process, like the server under test).
import { execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { track } from './children.mjs';

let clockTicks = null;
function ticksPerSecond() {
  if (clockTicks == null) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** CPU seconds (user + system, all threads) a process has used so far; null off Linux. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ", field 3 (state) is index 0, so utime (14) is 11 and stime (15) is 12.
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
  } catch {
    return null;
  }
}

/**
 * Warm-up (discarded), then the measured run. With the pid of the server, also
 * the CPU time it spent: requests per CPU-second hardly depends on what else
 * runs on the machine, unlike req/s. `headers` go with every request (a page's Accept-Encoding).
 */
export async function measure(url, { connections, duration, warmup }, pid, headers = {}) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers });
  const load = os.loadavg()[0];
  const cpuBefore = pid ? cpuSecondsOf(pid) : null;
  const r = await autocannon({ url, connections, duration, headers });
  const cpuAfter = pid ? cpuSecondsOf(pid) : null;
  const cpuSeconds = cpuBefore != null && cpuAfter != null ? cpuAfter - cpuBefore : null;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSec: r.throughput.average,
    statusCodes,
    serverCpuSeconds: cpuSeconds,
    serverCpuPercent: cpuSeconds != null ? (cpuSeconds / r.duration) * 100 : null,
    reqPerCpuSecond: cpuSeconds ? r.requests.total / cpuSeconds : null,
    loadAverageAtStart: load,
  };
}

const CEILING_ENTRY = fileURLToPath(new URL('./ceiling.mjs', import.meta.url));

/** Starts one ceiling server in a child process; resolves with its URL base and a stop(). */
export function startCeiling(kind, bodyFile, contentType) {
  return new Promise((resolve, reject) => {
    const child = track(fork(CEILING_ENTRY, [kind, bodyFile, contentType], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    const timer = setTimeout(() => reject(new Error(`the ${kind} ceiling did not report its port within 10 s`)), 10_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${kind} ceiling exited early (code ${code})`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      const { port } = /** @type {{port:number}} */ (message);
      resolve({
        pid: child.pid,
        base: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    });
  });
}
