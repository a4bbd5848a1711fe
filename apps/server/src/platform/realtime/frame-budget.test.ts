import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frame-budget.js';

describe('frame budget', () => {
  const limits = { burst: 3, perSecond: 2, dropsBeforeClose: 4 };

  it('takes a burst, drops what is over it, and closes a sender that keeps going', () => {
    const budget = new FrameBudget(() => 0, limits);
    expect([1, 2, 3].map(() => budget.take())).toEqual(['take', 'take', 'take']);
    expect([1, 2, 3, 4].map(() => budget.take())).toEqual(['drop', 'drop', 'drop', 'drop']);
    expect(budget.take()).toBe('close');
  });

  it('refills with time, and a pause forgives earlier drops', () => {
    let now = 0;
    const budget = new FrameBudget(() => now, limits);
    for (let i = 0; i < 3; i += 1) budget.take();
    expect(budget.take()).toBe('drop');
    now += 500; // one frame's worth
    expect(budget.take()).toBe('take');
    expect(budget.take()).toBe('drop');
    now += 10_000;
    expect([1, 2, 3].map(() => budget.take())).toEqual(['take', 'take', 'take']);
    expect([1, 2, 3, 4].map(() => budget.take())).toEqual(['drop', 'drop', 'drop', 'drop']);
  });
});
