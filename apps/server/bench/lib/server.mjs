// The server under test: the BUILT server (dist/main.js) as a child process.
// startServer measures spawn -> first 200 of GET /api/health; stop() sends
// SIGTERM and checks a clean exit (code 0) within the grace period.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { track } from './children.mjs';
import { BenchError } from './errors.mjs';
import { get, sleep } from './http.mjs';

const POLL_MS = 20;

/** The last lines of a log file, for error messages. */
export function tail(file, lines = 30) {
  if (!existsSync(file)) return '(no log)';
  const text = readFileSync(file, 'utf8').trimEnd();
  return text ? text.split('\n').slice(-lines).join('\n') : '(empty log)';
}

/**
 * @param {object} o
 * @param {string} o.entry       dist/main.js
 * @param {string} o.cwd
 * @param {Record<string,string|undefined>} o.env
 * @param {number} o.port
 * @param {string} o.logFile     stdout + stderr of the child go here (a file, so a busy bench never blocks it on a pipe)
 * @param {string[]} [o.nodeArgs]
 * @param {number} [o.healthTimeoutMs]
 * @param {string} o.label
 */
export async function startServer({ entry, cwd, env, port, logFile, nodeArgs = [], healthTimeoutMs = 120_000, label }) {
  const base = `http://127.0.0.1:${port}`;
  const fd = openSync(logFile, 'a');
  const started = performance.now();
  const child = track(spawn(process.execPath, [...nodeArgs, entry], { cwd, env, stdio: ['ignore', fd, fd] }));
  closeSync(fd);

  let exit = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: performance.now() };
      resolve(exit);
    });
  });
  const spawnError = new Promise((_, reject) => child.once('error', reject));
  spawnError.catch(() => {});

  let lastProblem = 'no answer yet';
  for (;;) {
    if (exit) {
      throw new BenchError(`${label}: the server exited (code ${exit.code}, signal ${exit.signal}) before GET /api/health answered 200.\n--- last lines of ${logFile} ---\n${tail(logFile)}`);
    }
    if (performance.now() - started > healthTimeoutMs) {
      throw new BenchError(`${label}: GET /api/health did not answer 200 within ${healthTimeoutMs / 1000} s (last: ${lastProblem}).\n--- last lines of ${logFile} ---\n${tail(logFile)}`);
    }
    try {
      const res = await Promise.race([get(`${base}/api/health`, { timeoutMs: 2000 }), spawnError]);
      if (res.status === 200) break;
      lastProblem = `status ${res.status}`;
    } catch (error) {
      lastProblem = /** @type {Error} */ (error).message;
    }
    await Promise.race([sleep(POLL_MS), exited]);
  }
  const healthyMs = performance.now() - started;

  return {
    child,
    pid: child.pid,
    base,
    healthyMs,
    /** SIGTERM, then wait up to graceMs for the exit. */
    async stop(graceMs = 10_000) {
      if (exit) return { clean: exit.code === 0, code: exit.code, signal: exit.signal, ms: 0, note: 'had already exited' };
      const sent = performance.now();
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(graceMs).then(() => null)]);
      if (!result) {
        child.kill('SIGKILL');
        await exited;
        return { clean: false, code: null, signal: 'SIGKILL', ms: graceMs, note: `still running ${graceMs / 1000} s after SIGTERM; killed` };
      }
      return { clean: result.code === 0, code: result.code, signal: result.signal, ms: result.at - sent, note: result.code === 0 ? 'exit 0' : `exit code ${result.code}, signal ${result.signal}` };
    },
  };
}

/** Resident set size (current and peak) of a process, in bytes; null off Linux. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => {
      const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
      return match ? Number(match[1]) * 1024 : null;
    };
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: null, peak: null };
  }
}
