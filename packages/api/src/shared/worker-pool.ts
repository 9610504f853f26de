// Work that holds a thread for tens of milliseconds or more (drawing a quote's PDF)
// runs in worker threads, so that the thread answering every request stays free.
// Jobs queue for the pool's workers; a worker that dies fails its own job only and
// is replaced by the next job; workers idle for `idleMs` end, so an idle server
// holds no memory for them.
import { Worker, parentPort } from 'node:worker_threads';

export interface WorkerPool<I, O> {
  run(input: I): Promise<O>;
  /** Ends the workers; jobs not yet answered fail. */
  close(): Promise<void>;
}

interface Job<I, O> {
  id: number;
  input: I;
  resolve(output: O): void;
  reject(error: Error): void;
}

type Answer<O> = { id: number; output: O } | { id: number; error: string };

/**
 * A worker of `entry`: the bundled .js as it is, or under tsx when the server runs
 * from its TypeScript source (the dev server and the tests).
 */
function startWorker(entry: URL): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry);
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(load, { eval: true });
}

export function createWorkerPool<I, O>(entry: URL, { size = 1, idleMs = 30_000 } = {}): WorkerPool<I, O> {
  const queue: Job<I, O>[] = [];
  const busy = new Map<Worker, Job<I, O> | null>();
  let nextId = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function retire(worker: Worker, error: Error): void {
    const job = busy.get(worker);
    busy.delete(worker);
    job?.reject(error);
    dispatch();
  }

  function hire(): Worker {
    const worker = startWorker(entry);
    worker.unref();
    busy.set(worker, null);
    worker.on('message', (answer: Answer<O>) => {
      const job = busy.get(worker);
      if (!job || job.id !== answer.id) return;
      busy.set(worker, null);
      if ('error' in answer) job.reject(new Error(answer.error));
      else job.resolve(answer.output);
      dispatch();
    });
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => busy.has(worker) && retire(worker, new Error(`the worker stopped (exit code ${code})`)));
    return worker;
  }

  function dispatch(): void {
    clearTimeout(idleTimer);
    while (queue.length > 0) {
      const free = [...busy].find(([, job]) => job === null)?.[0] ?? (busy.size < size ? hire() : undefined);
      if (!free) return;
      const job = queue.shift()!;
      busy.set(free, job);
      free.postMessage({ id: job.id, input: job.input });
    }
    if ([...busy.values()].every((job) => job === null) && busy.size > 0) {
      idleTimer = setTimeout(() => void close(), idleMs);
      idleTimer.unref();
    }
  }

  async function close(): Promise<void> {
    clearTimeout(idleTimer);
    for (const job of queue.splice(0)) job.reject(new Error('the worker pool was closed'));
    const workers = [...busy.keys()];
    for (const worker of workers) retire(worker, new Error('the worker pool was closed'));
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  return {
    run: (input) =>
      new Promise<O>((resolve, reject) => {
        queue.push({ id: (nextId += 1), input, resolve, reject });
        dispatch();
      }),
    close,
  };
}

/** In a worker's entry: answers each job with `handle`. */
export function answerJobs<I, O>(handle: (input: I) => Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('answerJobs runs in a worker thread');
  port.on('message', ({ id, input }: { id: number; input: I }) => {
    handle(input).then(
      (output) => port.postMessage({ id, output }),
      (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
