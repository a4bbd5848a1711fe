import { verify } from '@node-rs/argon2';
import type { Account, AccountUpdate, ActiveSession, PasswordChange } from '@skilllink/contracts/account';
import { Language } from '@skilllink/contracts/auth';
import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Member } from '../../platform/auth/member.js';
import { listSessionsOfUser } from '../../platform/auth/session.repository.js';
import { hashPassword } from './auth.service.js';
import { checkPassword, type EmailChangeDeps } from './email-change.service.js';
import { pendingAddress } from './email-change.repository.js';
import { sendAccountMail } from './send-account-mail.js';
import { describeUserAgent } from '../../platform/user-agent.js';

/** Settings → Account as the member sees it. */
export async function getAccount(db: DB, member: Member, now: Date): Promise<Account> {
  const row = await db
    .selectFrom('user')
    .select(['email', 'language', 'timeZone', 'totpEnabledAt'])
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  const codes = await db
    .selectFrom('recoveryCode')
    .select((eb) => eb.fn.countAll<number | string>().as('left'))
    .where('userId', '=', member.id)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    email: row.email,
    pendingEmail: await pendingAddress(db, member.id, now.toISOString()),
    language: Language.catch('en').parse(row.language),
    timeZone: row.timeZone,
    twoStep: { enabled: row.totpEnabledAt !== null, recoveryCodesLeft: Number(codes.left) },
  };
}

/** Language and time zone: the calendar, e-mails and dates read them from the account. */
export async function updateAccount(deps: EmailChangeDeps, member: Member, input: AccountUpdate): Promise<Account> {
  await deps.db
    .updateTable('user')
    .set({ ...input, updatedAt: deps.now().toISOString() })
    .where('id', '=', member.id)
    .execute();
  await deps.sessions.forgetMember(member.id);
  return getAccount(deps.db, member, deps.now());
}

/**
 * A new password, given the current one. Every other session ends (a thief's included); this
 * one stays. The member is told by e-mail, with a way back if it was not them.
 */
export async function changePassword(deps: EmailChangeDeps, member: Member, sessionId: string, input: PasswordChange): Promise<void> {
  await checkPassword(deps.db, member.id, input.currentPassword, 'currentPassword');
  const { passwordHash: current } = await deps.db
    .selectFrom('user')
    .select('passwordHash')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  if (await verify(current, input.newPassword))
    throw new AppError(
      400,
      'validation_failed',
      'Choose a password different from your current one',
      {
        newPassword: 'Choose a password different from your current one',
      },
      { key: 'validation_failed.same_password' },
    );
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.updateTable('user').set({ passwordHash, updatedAt: deps.now().toISOString() }).where('id', '=', member.id).execute();
  await deps.sessions.endOthers(member.id, sessionId);
  await sendAccountMail(deps, 'passwordChanged', member, { path: '/auth/forgot-password', lifetimeMs: 24 * 3_600_000 });
}

/** Where the member is signed in: this device first, then the most recently active. */
export async function activeSessions(
  db: DB,
  memberId: string,
  currentId: string,
  now: Date,
  placeOf: (ip: string | null) => string | null,
): Promise<ActiveSession[]> {
  const rows = await listSessionsOfUser(db, memberId, now.toISOString());
  rows.sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId));
  return rows.map((r) => ({
    id: r.id,
    ...describeUserAgent(r.userAgent),
    ip: r.ip,
    place: placeOf(r.ip),
    signedInAt: toIso(r.createdAt),
    lastActiveAt: toIso(r.lastSeenAt),
    current: r.id === currentId,
  }));
}
