import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from './worker-pool';

const ENTRY = new URL('../testing/worker-pool-fixture.ts', import.meta.url);
type Input = { spin?: number; fail?: string; exit?: boolean; value: number };

let pool: WorkerPool<Input, { value: number; thread: number }>;
afterEach(() => pool.close());

describe('the worker pool', () => {
  it('answers each job from a worker thread, never the calling one, in parallel up to its size', async () => {
    pool = createWorkerPool(ENTRY, { size: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run({ value: i, spin: 20 })));
    expect(answers.map((a) => a.value)).toEqual([1, 2, 3, 4, 5, 6]);
    const threads = new Set(answers.map((a) => a.thread));
    expect(threads.has(0)).toBe(false);
    expect(threads.size).toBe(2);
  });

  it('keeps the calling thread free while a job spins', async () => {
    pool = createWorkerPool(ENTRY);
    const job = pool.run({ value: 1, spin: 400 });
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 10);
    await job;
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(2);
  });

  it('fails the job that throws with its message, and the one whose worker dies, and goes on', async () => {
    pool = createWorkerPool(ENTRY);
    await expect(pool.run({ value: 1, fail: 'no fonts' })).rejects.toThrow('no fonts');
    await expect(pool.run({ value: 1, exit: true })).rejects.toThrow('the worker stopped (exit code 3)');
    await expect(pool.run({ value: 41 })).resolves.toMatchObject({ value: 42 });
  });
});
