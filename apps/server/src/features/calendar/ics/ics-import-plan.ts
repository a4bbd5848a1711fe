import { EventInput } from '@skilllink/contracts/calendar';
import { AppError } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { mergeFields } from '../events/event-rules.js';
import type * as repo from '../events/events.repository.js';
import type { ParsedEvent, ParsedGroup, Skipped } from './ics-read.js';
import { IMPORT_RULE_STEPS_MAX, ruleSteps } from './ics-reach.js';
import { floatingOf, floatingStart, occurrencesStartingBetween } from '../events/recurrence.js';
import { nextReminderAt, REMINDER_LOOKAHEAD_DAYS } from '../reminders/reminder-time.js';
import { canonicalInstant, DAY_MS, isDateOnly } from '../wall-clock.js';

/** A group that cannot be imported: it becomes a skipped line, and nothing of it is stored. */
export class Skip extends Error {}

export type Row = repo.EventValues & { id: string; memberId: string; nextReminderAt: string | null; at: string };

/** What one series (or single event) of the file stores: its rows, master first, and what was left out of it. */
export interface Plan {
  uid: string | null;
  title: string;
  rows: Row[];
  notes: Skipped[];
}

/** The contract's parse of one VEVENT's fields, or a Skip with the form's message. */
function checked(e: ParsedEvent, recurrence = e.recurrence) {
  const parsed = EventInput.safeParse({ ...e, recurrence });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Skip(`${issue.path.join('.') || 'event'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The row values the events service would store for these fields (rules checked). */
function valuesOf(
  input: ReturnType<typeof checked>,
  extra: Pick<repo.EventValues, 'seriesId' | 'originalStart' | 'exdates'>,
): repo.EventValues {
  const { start, end, recurrence, timeZone, ...fields } = input;
  const base: repo.EventValues = { ...fields, ...extra, timeZone: timeZone!, startAt: start, endAt: end, rrule: null };
  try {
    return mergeFields(base, { start, end, recurrence });
  } catch (err) {
    if (err instanceof AppError) throw new Skip(err.message);
    throw err;
  }
}

/** An original start in the series' form (a date, or a canonical instant); null when it cannot be. */
function startInFormOf(master: repo.EventValues, value: string): string | null {
  if (master.isAllDay) return isDateOnly(value) ? value : null;
  return isDateOnly(value) ? null : canonicalInstant(value);
}

/**
 * Skips a series whose rule would need more than IMPORT_RULE_STEPS_MAX steps to reach the last
 * instant the import expands it to: its last changed occurrence, or with reminders a lookahead
 * past today.
 */
function checkReach(values: repo.EventValues, rule: ReturnType<typeof checked>['recurrence'], originals: string[], now: Date) {
  if (!values.rrule || !rule) return;
  const startMs = floatingStart(values);
  const reach = Math.max(
    values.reminders.length > 0 ? now.getTime() + REMINDER_LOOKAHEAD_DAYS * DAY_MS : startMs,
    ...originals.map((o) => floatingOf(values, o)),
  );
  if (ruleSteps(rule, startMs, reach) > IMPORT_RULE_STEPS_MAX) {
    const until = new Date(reach).toISOString().slice(0, 10);
    throw new Skip(`repeat rule has too many occurrences to import (more than ${IMPORT_RULE_STEPS_MAX} up to ${until})`);
  }
}

/**
 * The rows one group stores, checked through the event form's rules, with no database work;
 * a Skip when the group cannot be imported. The rows are new, so each one's next reminder is
 * computed here from what is stored (a master leaves out the occurrences its rows replace).
 */
export async function planGroup(memberId: string, group: ParsedGroup, now: Date, slice: () => Promise<void>): Promise<Plan> {
  const notes: Skipped[] = [];
  const master = group.master!;
  if (master.cancelled) throw new Skip('cancelled');
  const at = now.toISOString();
  const input = checked(master);
  const values = valuesOf(input, { seriesId: null, originalStart: null, exdates: [] });
  const cancelled = [...master.exdates, ...group.exceptions.filter((e) => e.cancelled).map((e) => e.recurrenceId!)];
  values.exdates = values.rrule ? [...new Set(cancelled.flatMap((d) => startInFormOf(values, d) ?? []))] : [];
  const changed = group.exceptions.filter((x) => !x.cancelled).map((e) => ({ e, original: startInFormOf(values, e.recurrenceId!) }));
  const originals = changed.flatMap((c) => (c.original ? [c.original] : []));
  checkReach(values, input.recurrence, originals, now);
  // The rule's occurrences up to the last changed one, expanded once for all of them.
  const occurs = new Set(
    values.rrule && originals.length > 0
      ? occurrencesStartingBetween(
          { ...values, exdates: [] },
          floatingStart(values) - 1000,
          Math.max(...originals.map((o) => floatingOf(values, o))) + 1000,
        ).map((o) => o.originalStart)
      : [],
  );
  const id = newId();
  const overrides: Row[] = [];
  const seen = new Set<string>();
  for (const { e, original } of changed) {
    await slice();
    if (!values.rrule || !original || seen.has(original) || !occurs.has(original)) {
      notes.push({ title: e.title, reason: 'changed occurrence that is not in its series' });
      continue;
    }
    try {
      const row = valuesOf(checked(e, null), { seriesId: id, originalStart: original, exdates: [] });
      overrides.push({ ...row, id: newId(), memberId, nextReminderAt: nextReminderAt(row, now), at });
      seen.add(original);
    } catch (err) {
      if (!(err instanceof Skip)) throw err;
      notes.push({ title: e.title, reason: err.message });
    }
  }
  const next = nextReminderAt({ ...values, overriddenStarts: [...seen] }, now);
  return { uid: group.uid, title: master.title, rows: [{ ...values, id, memberId, nextReminderAt: next, at }, ...overrides], notes };
}
