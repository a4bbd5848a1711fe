import type { MemberCache, MemberCaches } from '../../../platform/member-cache.js';

/** The scope of the calendar's caches: `calendarChanged` drops only these. */
export const CALENDAR_SCOPE = 'calendar';

/** Ranges kept per member: a member pages back and forth over a few weeks or months. */
const RANGES_PER_MEMBER = 24;

/**
 * Each member's events answers as encoded JSON, by range. Correctness comes from MemberCaches:
 * every write to a member's events calls `calendarChanged` after its commit, which bumps the
 * member's generation there and drops their map on every process; an answer computed while a
 * write lands goes into the map that write has already dropped, so it is never served.
 */
export class EventPages {
  readonly #ranges: MemberCache<Map<string, Buffer>>;

  constructor(caches: MemberCaches) {
    this.#ranges = caches.create<Map<string, Buffer>>(10 * 60_000, 5_000, CALENDAR_SCOPE);
  }

  async load(memberId: string, key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const ranges = await this.#ranges.load(memberId, async () => new Map());
    const hit = ranges.get(key);
    if (hit) return hit;
    const json = await compute();
    if (ranges.size >= RANGES_PER_MEMBER) ranges.delete(ranges.keys().next().value!);
    ranges.set(key, json);
    return json;
  }
}

/** Whoever writes a member's calendar events (this feature, ICS import) calls this after committing. */
export async function calendarChanged(caches: MemberCaches, memberId: string): Promise<void> {
  await caches.changed(CALENDAR_SCOPE, memberId);
}
