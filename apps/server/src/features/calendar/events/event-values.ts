import type { EventRecord, EventValues } from './events.repository.js';

/** The writable columns of a row (what mergeFields works on). */
export function valuesOf(r: EventRecord): EventValues {
  const { id: _i, memberId: _m, nextReminderAt: _n, createdAt: _c, updatedAt: _u, ...values } = r;
  return values;
}
