import type { BlockedMember, PrivacySettings, PrivacyUpdate, Report, ReportRequest } from '@skilllink/contracts/privacy';
import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { privacyOf } from '../../platform/privacy.js';
import { markForIndex } from '../../platform/search-index.js';
import * as repo from './privacy.repository.js';

export interface PrivacyDeps {
  db: DB;
  caches: MemberCaches;
  now: () => Date;
}

/** Reports a member may file a day: enough for real abuse, not for flooding the queue. */
export const REPORTS_PER_DAY = 10;
const DAY = 86_400_000;

const noMember = () => new AppError(404, 'not_found', 'This member does not exist', undefined, { key: 'not_found.person' });

export async function getPrivacy(db: DB, userId: string): Promise<PrivacySettings> {
  const privacy = await privacyOf(db, userId);
  if (!privacy) throw noMember();
  return privacy;
}

/**
 * Saves the choices. Cached profiles and cards of the member are dropped (they carry whether
 * endorsements are taken and who sees what); a change to or from "connections only" rebuilds
 * the member's search entry (it leaves or rejoins the one search).
 */
export async function updatePrivacy(deps: PrivacyDeps, userId: string, changes: PrivacyUpdate): Promise<PrivacySettings> {
  const before = await getPrivacy(deps.db, userId);
  await repo.updatePrivacy(deps.db, userId, changes, deps.now().toISOString());
  const after = await getPrivacy(deps.db, userId);
  if ((before.profileVisibility === 'connections') !== (after.profileVisibility === 'connections'))
    await markForIndex(deps.db, 'user', userId);
  await deps.caches.memberChanged(userId);
  return after;
}

export async function listBlocked(db: DB, userId: string): Promise<BlockedMember[]> {
  return (await repo.blockedBy(db, userId)).map((r) => ({ ...r, blockedAt: toIso(r.blockedAt) }));
}

/** Blocks a member: their connection or request ends; neither finds, messages or requests the other. */
export async function block(deps: PrivacyDeps, userId: string, memberId: string): Promise<void> {
  if (memberId === userId)
    throw new AppError(400, 'validation_failed', 'You cannot block yourself', undefined, { key: 'validation_failed.self_block' });
  if (!(await repo.memberExists(deps.db, memberId))) throw noMember();
  await repo.block(deps.db, userId, memberId, deps.now().toISOString());
  await deps.caches.memberChanged(userId, memberId);
}

export async function unblock(deps: PrivacyDeps, userId: string, memberId: string): Promise<void> {
  if (!(await repo.unblock(deps.db, userId, memberId)))
    throw new AppError(404, 'not_found', 'This member is not blocked', undefined, { key: 'not_found.block' });
  await deps.caches.memberChanged(userId, memberId);
}

/** Files a report for the admins (and blocks at the same time when asked). */
export async function report(deps: PrivacyDeps, userId: string, input: Required<ReportRequest>): Promise<void> {
  if (input.memberId === userId)
    throw new AppError(400, 'validation_failed', 'You cannot report yourself', undefined, { key: 'validation_failed.self_report' });
  if (!(await repo.memberExists(deps.db, input.memberId))) throw noMember();
  const now = deps.now();
  if ((await repo.reportsSince(deps.db, userId, new Date(now.getTime() - DAY).toISOString())) >= REPORTS_PER_DAY)
    throw new AppError(429, 'rate_limited', 'You have sent many reports today. Please try again tomorrow', undefined, {
      key: 'rate_limited.reports',
    });
  await repo.insertReport(deps.db, { id: newId(), reporterId: userId, ...input }, now.toISOString());
  if (input.block) await block(deps, userId, input.memberId);
}

export async function openReports(db: DB): Promise<Report[]> {
  return (await repo.openReports(db)).map((r) => ({
    id: r.id,
    reason: r.reason as Report['reason'],
    details: r.details,
    createdAt: toIso(r.createdAt),
    reporter: { id: r.reporterId, name: `${r.reporterFirst} ${r.reporterLast}` },
    reported: { id: r.reportedId, name: `${r.reportedFirst} ${r.reportedLast}`, reportsAgainst: Number(r.against ?? 0) },
  }));
}

export async function resolveReport(deps: PrivacyDeps, adminId: string, id: string, resolution: string): Promise<void> {
  if (!(await repo.resolveReport(deps.db, id, adminId, resolution, deps.now().toISOString())))
    throw new AppError(404, 'not_found', 'This report is already resolved', undefined, { key: 'not_found.report' });
}
