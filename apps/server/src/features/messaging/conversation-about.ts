import type { ApplicationStatus, ListingKind } from '@skilllink/contracts/job-constants';
import type { ConversationAbout } from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import { applicationFacts, companyMembers, isOpen } from './application-conversations.repository.js';

/**
 * What each conversation about an application is about, as `me` sees it (ADR 054): the listing,
 * the application's status, and whether it is closed. Two reads for the whole
 * page, none when no conversation on it is about an application.
 */
export async function aboutOf(
  db: DB,
  me: string,
  rows: ReadonlyArray<{ id: string; applicationId: string | null; otherId: string | null }>,
): Promise<Map<string, ConversationAbout>> {
  const ids = [...new Set(rows.flatMap((r) => (r.applicationId ? [r.applicationId] : [])))];
  if (ids.length === 0) return new Map();
  const facts = new Map((await applicationFacts(db, ids)).map((f) => [f.id, f]));
  const companies = [...facts.values()].flatMap((f) => (f.companyId ? [f.companyId] : []));
  const about = rows.filter((r) => r.applicationId !== null);
  const members = await companyMembers(db, [me, ...about.flatMap((r) => (r.otherId ? [r.otherId] : []))], companies);
  const found = new Map<string, ConversationAbout>();
  for (const row of about) {
    if (!row.applicationId) continue;
    const f = facts.get(row.applicationId);
    found.set(row.id, {
      applicationId: row.applicationId,
      // A removed listing takes its applications with it: the conversation stays, about nothing left.
      listing: f ? { title: f.title, company: f.companyName, kind: f.kind as ListingKind } : null,
      status: f ? (f.status as ApplicationStatus) : null,
      closed: !isOpen(f, [me, row.otherId ?? ''], members),
    });
  }
  return found;
}
