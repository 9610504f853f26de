// Every child process the bench starts is registered here so that it is killed
// however the bench ends (normal exit, error, Ctrl-C), and the throwaway
// directory is removed last.
import { rmSync } from 'node:fs';

const children = new Set();
const dirs = new Set();

export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export function trackDir(dir) {
  dirs.add(dir);
}

/** Synchronous on purpose: it also runs from process.on('exit'). */
export function cleanupNow() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  children.clear();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  dirs.clear();
}

let installed = false;

export function installCleanupHandlers() {
  if (installed) return;
  installed = true;
  process.on('exit', cleanupNow);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the bench, killing its children and removing its temp dir.`);
      process.exit(code);
    });
  }
}
