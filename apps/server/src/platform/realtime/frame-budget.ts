import { FRAME_BUDGET } from '@skilllink/contracts/realtime';

/** What to do with one incoming frame. */
export type FrameVerdict = 'take' | 'drop' | 'close';

/**
 * One socket's frame budget (ADR 028): a token bucket of `burst` frames refilled at
 * `perSecond`. A frame without a token is dropped before it is even parsed, so a flood costs
 * the server little more than reading it. Dropped frames add to a debt that drains at the same
 * rate; a sender that keeps the debt above `dropsBeforeClose` is not a member typing but a
 * script or a bug, and is closed. Counted in this process only: a socket lives on one.
 */
export class FrameBudget {
  #tokens: number;
  #debt = 0;
  #at: number;

  constructor(
    private readonly now: () => number,
    private readonly limits: { burst: number; perSecond: number; dropsBeforeClose: number } = FRAME_BUDGET,
  ) {
    this.#tokens = limits.burst;
    this.#at = now();
  }

  take(): FrameVerdict {
    const now = this.now();
    const refill = (Math.max(0, now - this.#at) / 1000) * this.limits.perSecond;
    this.#at = now;
    this.#tokens = Math.min(this.limits.burst, this.#tokens + refill);
    this.#debt = Math.max(0, this.#debt - refill);
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return 'take';
    }
    this.#debt += 1;
    return this.#debt > this.limits.dropsBeforeClose ? 'close' : 'drop';
  }
}
