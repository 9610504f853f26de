// Child processes of a test (a PostgreSQL server, the site's servers): their output is
// kept for error messages, and they are killed when the test process exits, even if
// its clean-up never ran.
import { spawn, type SpawnOptions } from 'node:child_process';

/** The most output kept per process: the end of it says why it stopped. */
const KEPT_OUTPUT_CHARS = 64 * 1024;
const STOP_GRACE_MS = 10_000;

export interface TestProcess {
  readonly pid: number | undefined;
  /** What it wrote on stdout and stderr (the last 64 KB). */
  output(): string;
  /** Resolves with its exit code (or signal name) once it has exited. */
  readonly exited: Promise<number | string | null>;
  readonly running: boolean;
  /** Calls `onLine` with each whole line it writes from now on. */
  onLine(onLine: (line: string) => void): void;
  /** Sends `signal` and waits for the exit; SIGKILL after 10 s. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Pauses (SIGSTOP) or resumes (SIGCONT) the process. */
  signal(signal: NodeJS.Signals): void;
}

const running = new Set<TestProcess>();
let exitHookInstalled = false;

function killAllOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of running) child.signal('SIGKILL');
  });
}

export function spawnTestProcess(command: string, args: readonly string[], options: SpawnOptions = {}): TestProcess {
  killAllOnExit();
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let partial = '';
  const lineListeners: ((line: string) => void)[] = [];
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-KEPT_OUTPUT_CHARS);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const listener of lineListeners) listener(line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  let alive = true;
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve(null);
    });
    child.once('exit', (code, signal) => resolve(code ?? signal));
  }).finally(() => {
    alive = false;
    running.delete(handle);
  });

  const handle: TestProcess = {
    pid: child.pid,
    output: () => output,
    exited,
    get running() {
      return alive;
    },
    onLine: (listener) => void lineListeners.push(listener),
    async stop(signal = 'SIGTERM') {
      if (!alive) return;
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(force);
    },
    signal(signal) {
      if (alive) child.kill(signal);
    },
  };
  running.add(handle);
  return handle;
}
