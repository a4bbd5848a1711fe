import type { EditScope, Occurrence } from '@skilllink/contracts/calendar';

/** The event id a change goes to: a series' occurrences change through their series. */
export const targetId = (o: Occurrence) => o.originalId ?? o.id;

/** Scope and occurrence start to send for a change to `o` (none for a single event). */
export function scopeParams(o: Occurrence, scope: EditScope | null): { scope?: EditScope; occurrenceStart?: string } {
  if (!o.isRecurring || !scope) return {};
  return { scope, occurrenceStart: o.originalStart ?? o.start };
}

/** Whether `o` is part of the series `seriesId` at or after `from` (its original start). */
function isFollowing(o: Occurrence, seriesId: string, from: string): boolean {
  return o.originalId === seriesId && Date.parse(o.originalStart ?? o.start) >= Date.parse(from);
}

/**
 * The occurrences left on screen after a delete, before the server answers: the optimistic
 * view that is rolled back if the server refuses.
 */
export function withoutDeleted(list: Occurrence[], target: Occurrence, scope: EditScope | null): Occurrence[] {
  if (!target.isRecurring || !target.originalId) return list.filter((o) => o.id !== target.id);
  const seriesId = target.originalId;
  if (scope === 'this') return list.filter((o) => o.id !== target.id);
  if (scope === 'following') return list.filter((o) => !isFollowing(o, seriesId, target.originalStart ?? target.start));
  return list.filter((o) => o.originalId !== seriesId);
}

/**
 * The occurrences after a change: the changed occurrence takes every field; with "following" or
 * "all" the others of the series take the fields that are not times (their own times are the
 * rule's, which the refetch after the answer brings).
 */
export function withChanged(list: Occurrence[], target: Occurrence, patch: Partial<Occurrence>, scope: EditScope | null): Occurrence[] {
  const { start: _start, end: _end, ...rest } = patch;
  return list.map((o) => {
    if (o.id === target.id) return { ...o, ...patch };
    if (!target.isRecurring || !target.originalId || scope === 'this' || scope === null) return o;
    if (scope === 'following' && !isFollowing(o, target.originalId, target.originalStart ?? target.start)) return o;
    return o.originalId === target.originalId ? { ...o, ...rest } : o;
  });
}
