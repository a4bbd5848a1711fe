import { verify } from '@node-rs/argon2';
import { hasPassword, passwordNotSet } from '../../platform/auth/password.js';
import { DELETION_GRACE_DAYS } from '@skilllink/contracts/your-data';
import { toIso, type DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import type { Sessions } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { asLanguage } from '../../platform/i18n/language.js';
import type { ExportDeps } from './export.service.js';
import { eraseAccount } from './erase.js';
import * as repo from './your-data.repository.js';
import { mailDate, yourDataMail } from './your-data.mail.js';

export interface DeletionDeps extends ExportDeps {
  sessions: Sessions;
}

const GRACE_MS = DELETION_GRACE_DAYS * 86_400_000;

export async function scheduledDeletion(db: DB, userId: string): Promise<string | null> {
  const row = await repo.pendingDeletion(db, userId);
  return row ? toIso(row.dueAt) : null;
}

/**
 * Schedules the deletion 14 days ahead, after the password again (a session left open on a shared
 * computer must not delete the account). Other sessions end; this one stays so the member can
 * still cancel here, and any later sign-in cancels it. Asking again keeps the first date.
 */
export async function scheduleDeletion(deps: DeletionDeps, member: Member, sessionId: string, password: string): Promise<string> {
  const row = await deps.db.selectFrom('user').select(['passwordHash', 'timeZone']).where('id', '=', member.id).executeTakeFirstOrThrow();
  // An account made through Google or LinkedIn (ADR 064) has no password to re-enter: say so.
  if (!hasPassword(row.passwordHash)) throw passwordNotSet();
  if (!(await verify(row.passwordHash, password))) {
    const message = 'Your current password is not right';
    throw new AppError(400, 'wrong_password', message, { password: message });
  }
  const now = deps.now();
  const existing = await scheduledDeletion(deps.db, member.id);
  if (existing) return existing;
  const due = new Date(now.getTime() + GRACE_MS);
  await repo.insertDeletion(deps.db, member.id, now.toISOString(), due.toISOString());
  await deps.sessions.endOthers(member.id, sessionId);
  const language = asLanguage(member.language);
  const mail = yourDataMail('deletionScheduled', language, member.firstName, mailDate(due, language, row.timeZone));
  await deps.mailer.send({
    to: member.email,
    subject: mail.subject,
    paragraphs: mail.paragraphs,
    action: { label: mail.action, url: `${deps.publicUrl}/auth/login` },
    linkLifetimeMs: GRACE_MS,
  });
  deps.log.info({ memberId: member.id, dueAt: due.toISOString() }, 'account deletion scheduled');
  return due.toISOString();
}

export async function cancelDeletion(deps: Pick<DeletionDeps, 'db' | 'log'>, userId: string, why: string): Promise<void> {
  if (await repo.deleteDeletion(deps.db, userId)) deps.log.info({ memberId: userId, why }, 'account deletion cancelled');
}

/**
 * What a sign-in does to a waiting deletion: within the 14 days it cancels it; after them the
 * account is as good as erased, so the sign-in is refused like an unknown account's.
 */
export async function onSigningIn(deps: Pick<DeletionDeps, 'db' | 'log' | 'now'>, userId: string): Promise<void> {
  const row = await repo.pendingDeletion(deps.db, userId);
  if (!row) return;
  if (new Date(toIso(row.dueAt)) <= deps.now()) throw new AppError(401, 'invalid_credentials', 'Invalid e-mail or password');
  await cancelDeletion(deps, userId, 'signed in');
}

/**
 * The durable job: erases every account whose 14 days have passed. A claim held by a process
 * that died goes stale and is taken again; each eraser is harmless run twice. Returns how many.
 */
export async function runDeletions(deps: DeletionDeps): Promise<number> {
  let erased = 0;
  for (const row of await repo.deletionsDue(deps.db, deps.now(), 10)) {
    if (!(await repo.claimDeletion(deps.db, row.userId, deps.now()))) continue;
    try {
      await eraseAccount(deps, row.userId);
      await repo.deletionDone(deps.db, row.userId, deps.now().toISOString());
      // Only the opaque id, which no longer leads to anyone (ADR 062).
      deps.log.info({ memberId: row.userId }, 'account erased');
      erased += 1;
    } catch (err) {
      deps.log.error({ err, memberId: row.userId }, 'an account erasure failed; it is tried again later');
    }
  }
  return erased;
}
