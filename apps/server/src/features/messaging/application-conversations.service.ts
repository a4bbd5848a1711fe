import { MESSAGING_ERRORS } from '@skilllink/contracts/messaging';
import type { DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { PresenceLookup } from '../../platform/realtime/presence-port.js';
import * as repo from './application-conversations.repository.js';
import { get } from './conversations.service.js';

// Conversations about a job application (ADR 054): between its applicant and one of the
// listing's managers (its poster, its company's managers and recruiters), connected or not.

/** Anyone but the application's parties: the application is not revealed. */
const applicationNotFound = () => new AppError(404, 'application_not_found', 'Application not found');
const endedBeforeTalk = () =>
  new AppError(409, MESSAGING_ERRORS.closed, 'This application has ended: no new conversation can start about it', undefined, {
    key: 'conversation_closed.start',
  });

/**
 * The conversation `me` opens about the application, if one exists: a manager's own with the
 * applicant; for the applicant, their latest still open (a recruiter may have written first),
 * else the one with the poster, else (to read) their latest.
 */
async function existing(db: DB, facts: repo.ApplicationFacts, me: string, applicant: boolean) {
  if (!applicant) return repo.findAbout(db, facts.id, me, facts.applicantId);
  const rows = await repo.allAbout(db, facts.id, me);
  const others = rows.map((r) => (r.userLow === me ? r.userHigh! : r.userLow!));
  const members = facts.companyId ? await repo.companyMembers(db, others, [facts.companyId]) : new Set<string>();
  const open = rows.find((_, i) => repo.isOpen(facts, [me, others[i]!], members));
  return open ?? (repo.isOpen(facts, [me, facts.posterId], members) ? undefined : rows[0]);
}

/**
 * Opens my conversation about an application, creating it (with the applicant, or for the
 * applicant with the listing's poster) when there is none to open. The same row whoever opens
 * it and however many opens race: a unique index decides. Once the application has ended an
 * existing conversation still opens, to read; none is created.
 */
export async function openAbout(db: DB, presence: PresenceLookup, me: Member, applicationId: string) {
  const [facts] = await repo.applicationFacts(db, [applicationId]);
  const mine = facts?.companyId ? await repo.companyMembers(db, [me.id], [facts.companyId]) : new Set<string>();
  if (!facts || !repo.isParty(facts, me.id, mine)) throw applicationNotFound();
  const applicant = facts.applicantId === me.id;
  const other = applicant ? facts.posterId : facts.applicantId;
  const found = await existing(db, facts, me.id, applicant);
  let created = false;
  if (!found) {
    if (!repo.isOpen(facts, [me.id, other], mine)) throw endedBeforeTalk();
    created = await repo.insertAbout(db, newId(), applicationId, me.id, other, new Date().toISOString());
  }
  const id = found?.id ?? (await repo.findAbout(db, applicationId, me.id, other))!.id;
  // One I deleted comes back, as a conversation with a connection does.
  await db.updateTable('conversationMember').set({ hidden: false }).where('conversationId', '=', id).where('userId', '=', me.id).execute();
  return { conversation: await get(db, presence, me, id), created };
}
