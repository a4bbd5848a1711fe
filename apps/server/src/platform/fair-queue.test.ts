import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('fair queue', () => {
  it('runs jobs one at a time in arrival order, each with its own result or error', async () => {
    const queue = createFairQueue(1);
    const log: string[] = [];
    const job = (name: string) => async () => {
      log.push(`start ${name}`);
      await tick(); // a job that yields must still finish before the next starts
      log.push(`end ${name}`);
      if (name === 'b') throw new Error('b failed');
      return name.toUpperCase();
    };
    const results = await Promise.allSettled([queue.run(job('a')), queue.run(job('b')), queue.run(job('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['A', 'b failed', 'C']);
  });

  it('lets a job that arrives while others wait queue behind them', async () => {
    const queue = createFairQueue(1);
    const order: string[] = [];
    const first = queue.run(async () => {
      order.push('first');
      // Arrives while "second" is already waiting: it must not start before it.
      void queue.run(async () => void order.push('late'));
    });
    const second = queue.run(async () => void order.push('second'));
    await Promise.all([first, second]);
    await tick();
    await tick();
    expect(order).toEqual(['first', 'second', 'late']);
  });

  it('runs up to its concurrency at once', async () => {
    const queue = createFairQueue(2);
    let active = 0;
    let most = 0;
    const job = async () => {
      active += 1;
      most = Math.max(most, active);
      await tick();
      await tick();
      active -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => queue.run(job)));
    expect(most).toBe(2);
  });
});
