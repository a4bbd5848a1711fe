import { describe, expect, it } from 'vitest';
import { relativeParts } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeParts (spec 000 §9)', () => {
  it.each([
    [0, 'now', 0],
    [59_999, 'now', 0],
    [60_000, 'minutes', 1],
    [59 * 60_000 + 59_999, 'minutes', 59],
    [60 * 60_000, 'hours', 1],
    [24 * 3_600_000 - 1, 'hours', 23],
    [24 * 3_600_000, 'days', 1],
    [9 * 24 * 3_600_000, 'days', 9],
  ])('%d ms ago is %s %d', (elapsed, unit, count) => {
    expect(relativeParts(ago(elapsed), now)).toEqual({ unit, count });
  });

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(relativeParts(ago(-5_000), now)).toEqual({ unit: 'now', count: 0 });
  });
});
