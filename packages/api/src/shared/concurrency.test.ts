import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency';

describe('createConcurrencyLimit', () => {
  it('runs at most `max` tasks at once, in order, and passes results and errors through', async () => {
    const run = createConcurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => run(async () => {
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      active -= 1;
      if (n === 3) throw new Error('task 3 failed');
      return n * 10;
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 20, 'task 3 failed', 40, 50, 60]);
  });
});
