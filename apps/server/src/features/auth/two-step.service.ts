import type { TwoStepSetup } from '@skilllink/contracts/account';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { Member } from '../../platform/auth/member.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { checkPassword } from './email-change.service.js';
import { wrongCode } from './second-step.service.js';
import { checkTotp, compactCode, hashRecoveryCode, newRecoveryCodes, newTotpSecret, otpauthUri, qrSvg } from './two-step-codes.js';
import * as repo from './two-step.repository.js';
import { sendAccountMail } from './send-account-mail.js';

/** Settings → Security: turning two-step sign-in on and off (issue 25 §2). */

export interface TwoStepDeps {
  db: DB;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
}

/** Turning it on or off is told by e-mail: a thief who did it is seen at once. */
const tell = (deps: TwoStepDeps, member: Member, kind: 'twoStepOn' | 'twoStepOff') =>
  sendAccountMail(deps, kind, member, { path: '/auth/forgot-password', lifetimeMs: 24 * 3_600_000 });

const alreadyOn = () =>
  new AppError(409, 'two_step_on', 'Two-step sign-in is already on. Turn it off first to use another app', undefined, {
    key: 'two_step_on',
  });
const notOn = () => new AppError(409, 'two_step_off', 'Two-step sign-in is off', undefined, { key: 'two_step_off' });
const notStarted = () =>
  new AppError(409, 'two_step_not_started', 'Start again: scan a new QR code with your authenticator app', undefined, {
    key: 'two_step_not_started',
  });

/**
 * A new secret for the app, kept aside until a code from it proves the app holds it; a setup
 * started again replaces the one before.
 */
export async function startSetup({ db, now }: TwoStepDeps, member: Member, password: string): Promise<TwoStepSetup> {
  await checkPassword(db, member.id, password);
  if ((await repo.readTotp(db, member.id)).totpEnabledAt !== null) throw alreadyOn();
  const secret = newTotpSecret();
  await repo.setPendingSecret(db, member.id, secret, now().toISOString());
  const uri = otpauthUri(secret, member.email);
  return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
}

/** A code from the app turns it on; the code's step counts as used, so it cannot sign in too. */
export async function enable(deps: TwoStepDeps, member: Member, code: string): Promise<string[]> {
  const { db, now } = deps;
  const state = await repo.readTotp(db, member.id);
  if (state.totpEnabledAt !== null) throw alreadyOn();
  if (!state.totpPendingSecret) throw notStarted();
  const at = now();
  const check = await checkTotp(state.totpPendingSecret, compactCode(code), null, at);
  if (!check.ok) throw wrongCode();
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.enableTotp(trx, member.id, state.totpPendingSecret!, check.step, at.toISOString()))) throw notStarted();
    await repo.replaceRecoveryCodes(trx, member.id, codes.map(hashRecoveryCode));
  });
  await tell(deps, member, 'twoStepOn');
  return codes;
}

/** Off: the secret, the recovery codes and any sign-in waiting for a code are gone. */
export async function disable(deps: TwoStepDeps, member: Member, password: string): Promise<void> {
  await checkPassword(deps.db, member.id, password);
  await deps.db.transaction().execute((trx) => repo.disableTotp(trx, member.id, deps.now().toISOString()));
  await tell(deps, member, 'twoStepOff');
}

/** Ten new recovery codes; the old ones, used or not, stop working. */
export async function renewRecoveryCodes({ db }: TwoStepDeps, member: Member, password: string): Promise<string[]> {
  await checkPassword(db, member.id, password);
  if ((await repo.readTotp(db, member.id)).totpEnabledAt === null) throw notOn();
  const codes = newRecoveryCodes();
  await db.transaction().execute((trx) => repo.replaceRecoveryCodes(trx, member.id, codes.map(hashRecoveryCode)));
  return codes;
}
