import { JobAlertSearch, type ListingKind } from '@skilllink/contracts/jobs';
import { toIso, type DB } from '../../db/database.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { notify } from '../../platform/notifications.js';
import { alertPath } from './alerts.service.js';
import * as repo from './alerts.repository.js';
import { filtersOf } from './jobs.service.js';
import { matchingAmong } from './search.repository.js';

/** How often alerts look for new listings; a notice comes at most this late. */
export const MATCH_TICK_MS = 5 * 60_000;
/**
 * A listing is stamped when its request starts and seen once its transaction commits: each look
 * reaches this far back before the last one, and the (alert, listing) key keeps a listing from
 * counting twice.
 */
export const MATCH_OVERLAP_MS = 2 * 60_000;
/** Alerts read per step, and at most per run: a run's work is bounded whatever the number of alerts. */
const ALERT_BATCH = 200;
export const MAX_ALERTS_PER_RUN = 20_000;
/** New listings of a kind read per step; an alert looks at most at these, by primary key. */
export const FRESH_MAX = 500;

export interface MatcherDeps {
  db: DB;
  caches: MemberCaches;
  now: () => Date;
}

type Fresh = Awaited<ReturnType<typeof repo.freshListings>>;
const ms = (value: string | Date) => new Date(toIso(value)).getTime();

/**
 * Looks, for every alert whose last look is older than now, at the listings of its kind posted
 * since (less MATCH_OVERLAP_MS), with the search's own conditions (search.repository
 * matchingAmong on those ids): the new matches are remembered for the digest and told in ONE
 * notice per alert. Never the member's own listings. Each alert is handled in its own
 * transaction that first moves its last look on from the value read, so with several processes
 * exactly one handles it; a crash leaves it due, and nothing half-done. Answers the notices sent.
 */
export async function matchAlerts(deps: MatcherDeps): Promise<number> {
  const now = deps.now();
  const nowIso = now.toISOString();
  let looked = 0;
  let notices = 0;
  while (looked < MAX_ALERTS_PER_RUN) {
    const due = await repo.dueAlerts(deps.db, nowIso, ALERT_BATCH);
    if (due.length === 0) break;
    looked += due.length;
    const since = new Date(Math.min(...due.map((a) => ms(a.checkedAt))) - MATCH_OVERLAP_MS).toISOString();
    const fresh: Record<ListingKind, Fresh> = {
      job: await repo.freshListings(deps.db, 'job', since, FRESH_MAX),
      project: await repo.freshListings(deps.db, 'project', since, FRESH_MAX),
    };
    // A full read may have left newer listings: alerts move on only as far as it reached.
    const reached = (kind: ListingKind) => (fresh[kind].length === FRESH_MAX ? toIso(fresh[kind].at(-1)!.postedAt) : nowIso);
    // Alerts with nothing new to look at, by how far they move on: one statement each.
    const idle = new Map<string, string[]>();
    let progressed = false;
    for (const alert of due) {
      const search = JobAlertSearch.safeParse(JSON.parse(alert.search));
      const kind = search.success ? search.data.kind : 'job';
      const to = new Date(Math.max(ms(reached(kind)), ms(alert.checkedAt))).toISOString();
      if (ms(to) === ms(alert.checkedAt)) continue;
      progressed = true;
      const from = ms(alert.checkedAt) - MATCH_OVERLAP_MS;
      const candidates = fresh[kind].filter((j) => ms(j.postedAt) >= from && ms(j.postedAt) <= ms(to) && j.posterId !== alert.memberId);
      if (!search.success || candidates.length === 0) {
        idle.set(to, [...(idle.get(to) ?? []), alert.id]);
        continue;
      }
      const filters = filtersOf({ ...search.data, datePosted: 'all', sort: undefined, page: 1 }, now);
      const added = await deps.db.transaction().execute(async (trx) => {
        if (!(await repo.claimAlert(trx, alert.id, alert.checkedAt, to))) return 0;
        const matched = await matchingAmong(
          trx,
          filters,
          candidates.map((c) => c.id),
        );
        const inserted = await repo.insertMatches(trx, alert, matched, nowIso);
        if (inserted.length > 0) {
          await notify(trx, {
            userId: alert.memberId,
            type: 'other',
            kind: 'job.alert_matches',
            params: { alertName: alert.name, count: inserted.length, kind },
            data: { alertId: alert.id, path: alertPath(search.data) },
          });
        }
        return inserted.length;
      });
      if (added > 0) {
        notices += 1;
        // Pushed to the member's open tabs now that the notice is committed.
        await deps.caches.memberChanged(alert.memberId);
      }
    }
    for (const [to, ids] of idle) await repo.advanceAlerts(deps.db, ids, to);
    // A batch where no alert could move on (listings all stamped alike beyond FRESH_MAX) waits for the next run.
    if (due.length < ALERT_BATCH || !progressed) break;
  }
  return notices;
}
