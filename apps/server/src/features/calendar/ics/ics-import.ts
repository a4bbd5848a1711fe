import { ICS_IMPORT_EVENTS_MAX, MEMBER_EVENTS_MAX, type ImportSummary } from '@skilllink/contracts/calendar';
import type { DB } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { calendarChanged } from '../events/events-cache.js';
import type { CalendarDeps } from '../events/events.service.js';
import { planGroup, Skip, type Plan, type Row } from './ics-import-plan.js';
import { IcsSyntaxError, readCalendar, TooManyEvents, type ParsedGroup, type Skipped } from './ics-read.js';
import { createSlicer } from './ics-slices.js';
import { countMemberEvents, importedUids, insertEventRows, ownEventIds, recordImportedUids } from './ics.repository.js';
import { uidHost } from './ics.service.js';
import { memberTimeZone } from '../settings.repository.js';

const DUPLICATE = 'already in your calendar (same UID)';

/** Rows stored per statement, and (about) per transaction: one statement for their rows, one for their UIDs. */
const BATCH_ROWS = 25;

/**
 * POST /calendar/import: each series (with its changed and cancelled occurrences) or single
 * event of the file is checked through the same rules as the event form (contract schema,
 * then the cross-field rules), so an import never stores what the form would refuse. What
 * cannot be imported is reported with the reason, not silently changed.
 *
 * Bounded (ADR 029): a file over ICS_IMPORT_EVENTS_MAX VEVENTs, or one that would take the
 * calendar past MEMBER_EVENTS_MAX rows, is refused as a whole before anything is stored; the
 * work runs in slices that yield to the event loop; rules are expanded only so far; rows are
 * written about BATCH_ROWS to a transaction.
 */
export async function importCalendar(deps: CalendarDeps & { publicUrl: string }, memberId: string, text: string): Promise<ImportSummary> {
  const slice = createSlicer();
  let read: Awaited<ReturnType<typeof readCalendar>>;
  try {
    read = await readCalendar(text, await memberTimeZone(deps.db, memberId), slice);
  } catch (err) {
    if (err instanceof IcsSyntaxError) throw new AppError(400, 'invalid_ics', err.message, undefined, { params: { detail: err.message } });
    if (err instanceof TooManyEvents)
      throw new AppError(422, 'ics_too_many_events', err.message, undefined, {
        params: { count: err.count, max: ICS_IMPORT_EVENTS_MAX },
      });
    throw err;
  }
  const skipped: Skipped[] = [...read.skipped];
  const notes: Skipped[] = [];
  const known = await knownUids(deps, memberId, read.groups);
  await refusePastTotal(deps, memberId, read.groups, known);
  const now = new Date();
  const plans: Plan[] = [];
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
      await slice();
      try {
        plans.push(await planGroup(memberId, unit, now, slice));
        for (const e of [unit.master!, ...unit.exceptions]) if (e.zoneNote) notes.push({ title: e.title, reason: e.zoneNote });
      } catch (err) {
        if (!(err instanceof Skip)) throw err;
        skipped.push({ title: unit.master!.title, reason: err.message });
      }
    }
  }
  let imported = 0;
  for (const batch of batches(plans)) {
    await slice();
    const stored = await storeBatch(deps.db, memberId, batch, slice);
    imported += stored.imported;
    skipped.push(...stored.skipped);
  }
  if (imported > 0) await calendarChanged(deps.caches, memberId);
  return { imported, skipped, ...(notes.length > 0 ? { notes } : {}) };
}

/** Consecutive plans of about BATCH_ROWS rows together (a series with more rows is a batch of its own). */
function batches(plans: Plan[]): Plan[][] {
  const all: Plan[][] = [];
  let rows = BATCH_ROWS;
  for (const plan of plans) {
    if (rows + plan.rows.length > BATCH_ROWS) {
      all.push([]);
      rows = 0;
    }
    all[all.length - 1]!.push(plan);
    rows += plan.rows.length;
  }
  return all;
}

/** Inserts rows BATCH_ROWS at a time, yielding between statements. */
async function insertRows(db: DB, rows: Row[], slice: () => Promise<void>) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await slice();
    await insertEventRows(db, rows.slice(i, i + BATCH_ROWS));
  }
}

/** A batch whose UIDs another import stored meanwhile: rolled back and stored one series at a time. */
class Raced extends Error {}

/**
 * Stores a batch of planned series in one transaction. When a concurrent import of the same
 * file recorded one of their UIDs first, the batch rolls back and each series is stored in its
 * own transaction, so only the ones already there are skipped.
 */
async function storeBatch(db: DB, memberId: string, plans: Plan[], slice: () => Promise<void>) {
  const uids = (batch: Plan[]) => batch.flatMap((p) => (p.uid ? [{ memberId, uid: p.uid, eventId: p.rows[0]!.id }] : []));
  try {
    await db.transaction().execute(async (trx) => {
      await insertRows(
        trx,
        plans.flatMap((p) => p.rows),
        slice,
      );
      const expected = uids(plans);
      if ((await recordImportedUids(trx, expected)) !== expected.length) throw new Raced();
    });
    return { imported: plans.length, skipped: plans.flatMap((p) => p.notes) };
  } catch (err) {
    if (!(err instanceof Raced)) throw err;
  }
  let imported = 0;
  const skipped: Skipped[] = [];
  for (const plan of plans) {
    await slice();
    try {
      await db.transaction().execute(async (trx) => {
        await insertRows(trx, plan.rows, slice);
        if ((await recordImportedUids(trx, uids([plan]))) !== uids([plan]).length) throw new Raced();
      });
      imported += 1;
      skipped.push(...plan.notes);
    } catch (err) {
      if (!(err instanceof Raced)) throw err;
      skipped.push({ title: plan.title, reason: DUPLICATE });
    }
  }
  return { imported, skipped };
}

/**
 * Refuses the whole file when its rows would take the calendar past MEMBER_EVENTS_MAX: a
 * partial import would leave the member guessing which events came in. (Two imports at once
 * could each pass; the import rate limit keeps that small.)
 */
async function refusePastTotal(deps: CalendarDeps, memberId: string, groups: ParsedGroup[], known: Set<string>) {
  const adds = groups
    .filter((g) => !(g.uid && known.has(g.uid)))
    .reduce((n, g) => n + (g.master ? 1 + g.exceptions.filter((e) => !e.cancelled).length : g.exceptions.length), 0);
  if (adds === 0) return;
  const holds = await countMemberEvents(deps.db, memberId);
  if (holds + adds <= MEMBER_EVENTS_MAX) return;
  throw new AppError(
    422,
    'calendar_full',
    `Your calendar holds ${holds} events and this file adds ${adds}: a calendar holds at most ${MEMBER_EVENTS_MAX}. Delete some events and try again`,
    undefined,
    { params: { holds, adds, max: MEMBER_EVENTS_MAX } },
  );
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
