import { EventInput, type ImportSummary } from '@skilllink/contracts/calendar';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { mergeFields } from './event-rules.js';
import { calendarChanged } from './events-cache.js';
import * as repo from './events.repository.js';
import type { CalendarDeps } from './events.service.js';
import { IcsSyntaxError, readCalendar, type ParsedEvent, type ParsedGroup, type Skipped } from './ics-read.js';
import { importedUids, ownEventIds, recordImportedUid } from './ics.repository.js';
import { uidHost } from './ics.service.js';
import { isOccurrenceOf } from './recurrence.js';
import { refreshNextReminder } from './reminder-queue.js';
import { memberTimeZone } from './settings.repository.js';
import { canonicalInstant, isDateOnly } from './wall-clock.js';

/** A group that cannot be imported: rolls its transaction back and becomes a skipped line. */
class Skip extends Error {}

const DUPLICATE = 'already in your calendar (same UID)';

/**
 * POST /calendar/import: each series (with its changed and cancelled occurrences) or single
 * event of the file is imported in its own transaction, through the same rules as the event
 * form (contract schema, then the cross-field rules), so an import never stores what the form
 * would refuse. What cannot be imported is reported with the reason, not silently changed.
 */
export async function importCalendar(deps: CalendarDeps & { publicUrl: string }, memberId: string, text: string): Promise<ImportSummary> {
  let read: ReturnType<typeof readCalendar>;
  try {
    read = readCalendar(text, await memberTimeZone(deps.db, memberId));
  } catch (err) {
    if (err instanceof IcsSyntaxError) throw new AppError(400, 'invalid_ics', err.message);
    throw err;
  }
  const skipped: Skipped[] = [...read.skipped];
  const known = await knownUids(deps, memberId, read.groups);
  let imported = 0;
  for (const group of read.groups) {
    const title = (group.master ?? group.exceptions[0])!.title;
    if (group.uid && known.has(group.uid)) {
      skipped.push({ title, reason: DUPLICATE });
      continue;
    }
    // Changed occurrences whose series is not in the file: each is an event of its own.
    const units: ParsedGroup[] = group.master
      ? [group]
      : group.exceptions.map((e) => ({ uid: null, master: { ...e, recurrenceId: null }, exceptions: [] }));
    for (const unit of units) {
      try {
        const notes = await deps.db.transaction().execute((trx) => insertGroup(trx, memberId, unit));
        skipped.push(...notes);
        imported += 1;
      } catch (err) {
        if (!(err instanceof Skip)) throw err;
        skipped.push({ title: unit.master!.title, reason: err.message });
      }
    }
  }
  if (imported > 0) await calendarChanged(deps.caches, memberId);
  return { imported, skipped };
}

/** UIDs the member already has: imported before, or our own ("<their event id>@<our host>"). */
async function knownUids(deps: CalendarDeps & { publicUrl: string }, memberId: string, groups: ParsedGroup[]): Promise<Set<string>> {
  const uids = groups.flatMap((g) => (g.uid ? [g.uid] : []));
  const known = await importedUids(deps.db, memberId, uids);
  const suffix = `@${uidHost(deps.publicUrl)}`;
  const ours = uids.filter((u) => u.endsWith(suffix));
  const own = await ownEventIds(
    deps.db,
    memberId,
    ours.map((u) => u.slice(0, -suffix.length)),
  );
  for (const u of ours) if (own.has(u.slice(0, -suffix.length))) known.add(u);
  return known;
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

async function insertGroup(trx: DB, memberId: string, group: ParsedGroup): Promise<Skipped[]> {
  const notes: Skipped[] = [];
  const master = group.master!;
  if (master.cancelled) throw new Skip('cancelled');
  const at = new Date().toISOString();
  const values = valuesOf(checked(master), { seriesId: null, originalStart: null, exdates: [] });
  const cancelled = [...master.exdates, ...group.exceptions.filter((e) => e.cancelled).map((e) => e.recurrenceId!)];
  values.exdates = values.rrule ? [...new Set(cancelled.flatMap((d) => startInFormOf(values, d) ?? []))] : [];
  const id = newId();
  await repo.insertEvent(trx, { ...values, id, memberId, nextReminderAt: null, at });
  const ids = [id];
  const seen = new Set<string>();
  for (const e of group.exceptions.filter((x) => !x.cancelled)) {
    const original = startInFormOf(values, e.recurrenceId!);
    if (!values.rrule || !original || seen.has(original) || !isOccurrenceOf(values, original)) {
      notes.push({ title: e.title, reason: 'changed occurrence that is not in its series' });
      continue;
    }
    try {
      const row = valuesOf(checked(e, null), { seriesId: id, originalStart: original, exdates: [] });
      const overrideId = newId();
      await repo.insertEvent(trx, { ...row, id: overrideId, memberId, nextReminderAt: null, at });
      ids.push(overrideId);
      seen.add(original);
    } catch (err) {
      if (!(err instanceof Skip)) throw err;
      notes.push({ title: e.title, reason: err.message });
    }
  }
  for (const rowId of ids) await refreshNextReminder(trx, rowId);
  // A concurrent import of the same file got here first: this one rolls back.
  if (group.uid && !(await recordImportedUid(trx, { memberId, uid: group.uid, eventId: id }))) throw new Skip(DUPLICATE);
  return notes;
}
